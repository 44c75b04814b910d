import { useTranslation } from "react-i18next";
import { PreloadLink } from "@/components/preload-link";
import { Rocket } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/**
 * The closing call to action, for visitors who are not signed in: a dark panel with brand-gold
 * text in both themes (ink and brand do not flip with the theme).
 */
export function GetStarted() {
  const { t } = useTranslation("landing");
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-14">
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-ink px-6 py-12 text-center text-brand">
        <Rocket aria-hidden="true" className="size-10" />
        <p className="max-w-xl text-lg">{t("getStartedBody")}</p>
        <Button asChild size="lg" className="h-auto min-h-12 whitespace-normal">
          <PreloadLink to={paths.auth.register}>{t("getStartedToday")}</PreloadLink>
        </Button>
      </div>
    </section>
  );
}
