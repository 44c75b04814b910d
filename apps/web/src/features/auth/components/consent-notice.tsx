import { useTranslation } from "react-i18next";
import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { ConsentRequestView } from "@trophy/shared/schemas/consent";
import { useId } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { formatLocalDate } from "@/lib/format";

/** One part of the notice: an h2 and its text, or the points of a list. */
function NoticeSection({ title, body }: { title: string; body: string | readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {typeof body === "string" ? (
        <p className="leading-relaxed text-slate-700">{body}</p>
      ) : (
        <ul className="grid list-disc gap-1 pl-5 leading-relaxed text-slate-700">
          {body.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What a parent reads before answering (docs/product.md, Privacy), in a minute: what is kept about
 * the child and why, that other companies' apps award trophies that buy gift cards and rewards,
 * and how to withdraw; then which notice this is and how long the request waits.
 */
export function ConsentNotice({ request }: { request: ConsentRequestView }) {
  const { t } = useTranslation("consent");
  const name = request.studentName;
  return (
    <>
      <p className="text-lg leading-relaxed text-slate-700">{t("pendingIntro", { name })}</p>
      <Card>
        <CardContent className="grid gap-6 p-6">
          <NoticeSection
            title={t("collectTitle")}
            body={t("collectItems", { returnObjects: true })}
          />
          <NoticeSection title={t("whyTitle")} body={t("whyBody", { name })} />
          <NoticeSection title={t("appsTitle")} body={t("appsBody", { name })} />
          <NoticeSection
            title={t("withdrawTitle")}
            body={t("withdrawBody", { name, days: CONSENT_WAIT_DAYS })}
          />
        </CardContent>
      </Card>
      <div className="grid gap-1 text-sm text-slate-600">
        <p>{t("waitsUntil", { name, date: formatLocalDate(request.expiresAt) })}</p>
        <p>{t("noticeVersion", { version: request.noticeVersion })}</p>
      </div>
    </>
  );
}
