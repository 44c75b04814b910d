import { MESSAGES } from "@trophy/shared/messages";
import { GraduationCap } from "lucide-react";
import { WelcomeHeader } from "@/components/welcome-header";

export function StudentHomePage() {
  return <WelcomeHeader icon={GraduationCap} intro={MESSAGES.studentAreaIntro} />;
}
