import { i18next } from "@/lib/i18n/i18n";
import { Code, Gift, GraduationCap, HandHeart, type LucideIcon } from "lucide-react";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";

// Keys, not texts: the texts are read while rendering, in the language of the moment.
const CARDS: { title: () => string; body: () => string; icon: LucideIcon; key: string }[] = [
  {
    key: "students",
    title: () => i18next.t("common:students"),
    body: () => i18next.t("landing:studentsCardBody"),
    icon: GraduationCap,
  },
  {
    key: "developers",
    title: () => i18next.t("common:developers"),
    body: () => i18next.t("landing:developersCardBody"),
    icon: Code,
  },
  {
    key: "parentsGuides",
    title: () => i18next.t("common:parentsGuides"),
    body: () => i18next.t("landing:parentsCardBody"),
    icon: HandHeart,
  },
  {
    key: "rewards",
    title: () => i18next.t("landing:rewards"),
    body: () => i18next.t("landing:rewardsCardBody"),
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
