import { LANDING_COPY } from "../copy";

// Read while rendering, so a language switch shows the other language.
const STEPS = [
  {
    key: "create",
    title: () => LANDING_COPY.stepCreateAccount,
    body: () => LANDING_COPY.stepCreateAccountBody,
  },
  {
    key: "earn",
    title: () => LANDING_COPY.stepEarnConfigure,
    body: () => LANDING_COPY.stepEarnConfigureBody,
  },
  { key: "redeem", title: () => LANDING_COPY.stepRedeem, body: () => LANDING_COPY.stepRedeemBody },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2
          id="how-it-works"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          {LANDING_COPY.howItWorks}
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
