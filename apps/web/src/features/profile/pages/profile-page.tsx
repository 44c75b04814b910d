import { UserRound } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { useSessionUser } from "@/lib/session";
import { ProfileSection } from "../components/profile-section";
import { PROFILE_COPY } from "../copy";
import { sectionsFor } from "../profile-sections";

/** /<area>/profile, the same page for every role (docs/product.md, Account basics). */
export function ProfilePage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-6">
      <PageHeader
        icon={UserRound}
        title={PROFILE_COPY.profileTitle}
        intro={PROFILE_COPY.profileIntro}
      />
      {sectionsFor(user.user_type).map(({ id, title, intro, Content }) => (
        <ProfileSection key={id} id={id} title={title()} intro={intro?.()}>
          <Content user={user} />
        </ProfileSection>
      ))}
    </div>
  );
}
