import { useTranslation } from "react-i18next";
import type { SentRequest } from "@trophy/shared/schemas/parent";
import { ArrowRight, Clock, UserX } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatLocalDate } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useSentRequests } from "../api/sent-requests";

/** How long a student's "no" stays on the dashboard; the Students page keeps it after that. */
const DECLINED_SHOWN_DAYS = 14;
const SHOWN = 5;

function onDashboard(request: SentRequest, now: number): boolean {
  if (request.status === "pending") return true;
  const answered = Date.parse(request.respondedAt ?? request.createdAt);
  return now - answered <= DECLINED_SHOWN_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * On the dashboard, before the counts: the connection requests this parent/guide sent that wait for
 * the student, and the recent answers (an accepted request is a linked student, below), with the
 * way to the Students page. Nothing otherwise (a failed load included: the Students page says so
 * where the requests are listed).
 */
export function ConnectionAnswers() {
  const { t } = useTranslation(["parentRequests", "parentDashboard"]);
  const titleId = useId();
  const requests = useSentRequests();
  // Measured from when the list arrived: rendering stays pure, and a reload moves it on.
  const shown = (requests.data ?? []).filter((r) => onDashboard(r, requests.dataUpdatedAt));
  if (shown.length === 0) return null;
  const waiting = shown.filter((r) => r.status === "pending").length;

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {t("parentDashboard:requestsTitle")}
        </h2>
        <p className="text-sm text-slate-600">
          {waiting > 0
            ? t("parentRequests:waitingCount", { count: waiting })
            : t("parentDashboard:requestsAnswered")}
        </p>
      </div>
      <Card>
        <ul aria-labelledby={titleId} className="divide-y divide-slate-200">
          {shown.slice(0, SHOWN).map((r) => {
            const declined = r.status === "declined";
            const Icon = declined ? UserX : Clock;
            return (
              <li
                key={r.id}
                aria-label={r.studentEmail}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-4"
              >
                <span className="flex min-w-0 items-center gap-2 font-medium break-all text-slate-900">
                  <Icon
                    aria-hidden="true"
                    className={declined ? "size-4 text-red-700" : "size-4 text-amber-700"}
                  />
                  {r.studentEmail}
                </span>
                <span className="text-sm text-slate-600">
                  {declined ? t("statusDeclined") : t("statusPending")}
                  {" · "}
                  {declined
                    ? t("declinedOn", { date: formatLocalDate(r.respondedAt ?? r.createdAt) })
                    : t("sentOn", { date: formatLocalDate(r.createdAt) })}
                </span>
              </li>
            );
          })}
        </ul>
      </Card>
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.parent.students}>
          {t("viewRequests")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
