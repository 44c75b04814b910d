import { MESSAGES } from "@trophy/shared/messages";
import { UserRound } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { useSessionUser } from "@/lib/session";
import { ProfileForm } from "../components/profile-form";

export function StudentProfilePage() {
  const user = useSessionUser();
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader icon={UserRound} title={MESSAGES.profileTitle} intro={MESSAGES.profileIntro} />
      <Card>
        <CardContent className="pt-6">{user && <ProfileForm user={user} />}</CardContent>
      </Card>
    </div>
  );
}
