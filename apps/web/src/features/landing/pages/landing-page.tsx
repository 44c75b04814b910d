import { useSessionUser } from "@/lib/session";
import { AudienceCards } from "../components/audience-cards";
import { GetStarted } from "../components/get-started";
import { Hero } from "../components/hero";
import { HowItWorks } from "../components/how-it-works";

export function LandingPage() {
  const user = useSessionUser();
  return (
    <>
      <Hero user={user} />
      <AudienceCards />
      <HowItWorks />
      {!user && <GetStarted />}
    </>
  );
}
