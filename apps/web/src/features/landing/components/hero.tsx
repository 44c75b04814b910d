import { useTranslation } from "react-i18next";
import { PreloadLink } from "@/components/preload-link";
import type { User } from "@trophy/shared/schemas/user";
import { ArrowRight, Trophy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { paths, ROLE_HOME } from "@/lib/paths";

/** The first screen: the heading is plain text (the page's largest paint), no images. */
export function Hero({ user }: { user: User | null }) {
  const { t } = useTranslation(["landing", "common"]);
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-amber-50 via-white to-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-brand text-ink shadow-lg shadow-amber-200">
          <Trophy aria-hidden="true" className="size-9" />
        </span>
        <h1 className="text-4xl font-extrabold tracking-tight break-words text-slate-900 sm:text-5xl">
          {t("landingTitle")}
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">{t("landingTagline")}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {user ? (
            <Button asChild size="lg">
              <PreloadLink to={ROLE_HOME[user.user_type]}>
                {t("goToDashboard")}
                <ArrowRight aria-hidden="true" />
              </PreloadLink>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <PreloadLink to={paths.auth.login}>{t("common:signIn")}</PreloadLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <PreloadLink to={paths.auth.register}>{t("common:createAccount")}</PreloadLink>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
