import { MESSAGES } from "@trophy/shared/messages";
import { CodeXml } from "lucide-react";
import { WelcomeHeader } from "@/components/welcome-header";

export function DeveloperHomePage() {
  return <WelcomeHeader icon={CodeXml} intro={MESSAGES.developerAreaIntro} />;
}
