import { UserRound } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { useSessionUser } from "@/lib/session";
import { ProfileForm } from "../components/profile-form";
import { STUDENT_COPY } from "../copy";

export function StudentProfilePage() {
  const user = useSessionUser();
  return (
    <div className="grid max-w-2xl grid-cols-1 gap-6">
      <PageHeader
        icon={UserRound}
        title={STUDENT_COPY.profileTitle}
        intro={STUDENT_COPY.profileIntro}
      />
      <Card>
        <CardContent className="pt-6">{user && <ProfileForm user={user} />}</CardContent>
      </Card>
    </div>
  );
}
