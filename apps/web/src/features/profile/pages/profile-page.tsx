import { useTranslation } from "react-i18next";
import { UserRound } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { useSessionUser } from "@/lib/session";
import { ProfileSection } from "../components/profile-section";
import { sectionsFor } from "../profile-sections";

/** /<area>/profile, the same page for every role (docs/product.md, Account basics). */
export function ProfilePage() {
  const { t } = useTranslation("profile");
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-6">
      <PageHeader icon={UserRound} title={t("profileTitle")} intro={t("profileIntro")} />
      {sectionsFor(user.user_type).map(({ id, title, intro, Content }) => (
        <ProfileSection key={id} id={id} title={title()} intro={intro?.()}>
          <Content user={user} />
        </ProfileSection>
      ))}
    </div>
  );
}
