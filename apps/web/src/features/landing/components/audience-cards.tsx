import { Code, Gift, GraduationCap, HandHeart, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { COMMON_COPY } from "@/lib/copy";
import { LANDING_COPY } from "../copy";

// Keys, not texts: the texts are read while rendering, in the language of the moment.
const CARDS: { title: () => string; body: () => string; icon: LucideIcon; key: string }[] = [
  {
    key: "students",
    title: () => COMMON_COPY.students,
    body: () => LANDING_COPY.studentsCardBody,
    icon: GraduationCap,
  },
  {
    key: "developers",
    title: () => COMMON_COPY.developers,
    body: () => LANDING_COPY.developersCardBody,
    icon: Code,
  },
  {
    key: "parentsGuides",
    title: () => COMMON_COPY.parentsGuides,
    body: () => LANDING_COPY.parentsCardBody,
    icon: HandHeart,
  },
  {
    key: "rewards",
    title: () => LANDING_COPY.rewards,
    body: () => LANDING_COPY.rewardsCardBody,
    icon: Gift,
  },
];

/** Who the platform is for: Students, Developers, Parents/Guides, Rewards. */
export function AudienceCards() {
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
      {CARDS.map(({ key, title, body, icon: Icon }) => (
        <Card key={key} className="min-w-0 transition-shadow hover:shadow-md">
          <CardHeader>
            <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-lg font-semibold text-slate-900">{title()}</h2>
            <CardDescription>{body()}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </section>
  );
}
