import { MESSAGES } from "@trophy/shared/messages";
import { ShieldCheck } from "lucide-react";
import { WelcomeHeader } from "@/components/welcome-header";

export function AdminHomePage() {
  return <WelcomeHeader icon={ShieldCheck} intro={MESSAGES.adminAreaIntro} />;
}
