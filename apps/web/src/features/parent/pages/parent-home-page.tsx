import { MESSAGES } from "@trophy/shared/messages";
import { HandHeart } from "lucide-react";
import { WelcomeHeader } from "@/components/welcome-header";

export function ParentHomePage() {
  return <WelcomeHeader icon={HandHeart} intro={MESSAGES.parentAreaIntro} />;
}
