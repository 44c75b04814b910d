// Read while rendering, so a language switch shows the other language.
const STEPS = [
  {
    key: "create",
    title: () => i18next.t("landing:stepCreateAccount"),
    body: () => i18next.t("landing:stepCreateAccountBody"),
  },
  {
    key: "earn",
    title: () => i18next.t("landing:stepEarnConfigure"),
    body: () => i18next.t("landing:stepEarnConfigureBody"),
  },
  {
    key: "redeem",
    title: () => i18next.t("landing:stepRedeem"),
    body: () => i18next.t("landing:stepRedeemBody"),
  },
];

export function HowItWorks() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="how-it-works" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2
          id="how-it-works"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          {t("howItWorks")}
        </h2>
        <ol className="mt-10 grid gap-8 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.key} className="flex min-w-0 flex-col items-center gap-3 text-center">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-brand text-lg font-bold text-ink"
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{step.title()}</h3>
              <p className="text-slate-600">{step.body()}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
