import { useTranslation } from "react-i18next";
import type { Developer } from "@trophy/shared/schemas/developer";
import { Building2, Check, Gauge, ListChecks, X } from "lucide-react";
import { Link } from "react-router";
import { DeveloperStatusBadge } from "@/components/developer-status-badge";
import { Button } from "@/components/ui/button";
import { formatLocalDate, formatNumber } from "@/lib/format";
import { paths } from "@/lib/paths";

interface DeveloperRowProps {
  developer: Developer;
  onApprove: (developer: Developer) => void;
  onReject: (developer: Developer) => void;
  onChangeBudget: (developer: Developer) => void;
}

/**
 * One developer: e-mail, status, company, registration date, today's trophies against the daily
 * budget, and the actions: approve or reject while pending, the awards once validated (only a
 * validated developer's apps can award), the budget always (an admin may set it before approving).
 */
export function DeveloperRow({
  developer,
  onApprove,
  onReject,
  onChangeBudget,
}: DeveloperRowProps) {
  const { t } = useTranslation("admin");
  return (
    <li
      aria-label={developer.email}
      className="flex flex-wrap items-center justify-between gap-4 p-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 font-medium break-all text-slate-900">{developer.email}</span>
          <DeveloperStatusBadge validated={developer.isValidated} />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {developer.companyName && (
            <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
              <Building2 aria-hidden="true" className="size-4 text-slate-400" />
              {developer.companyName}
            </span>
          )}
          <span>{t("registeredOn", { date: formatLocalDate(developer.createdAt) })}</span>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            {t("dailyTrophyBudget")}: {formatNumber(developer.dailyTrophyBudget)}
          </span>
          <span>
            {t("trophiesAwardedToday")}: {formatNumber(developer.trophiesAwardedToday)}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {developer.isValidated ? (
          <Button asChild size="sm" variant="outline">
            <Link to={paths.admin.developerAwards.href(developer.id)}>
              <ListChecks aria-hidden="true" />
              {t("viewAwards")}
            </Link>
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              onClick={() => {
                onApprove(developer);
              }}
            >
              <Check aria-hidden="true" />
              {t("approveDeveloper")}
            </Button>
            <Button
              size="sm"
              variant="dangerOutline"
              onClick={() => {
                onReject(developer);
              }}
            >
              <X aria-hidden="true" />
              {t("rejectDeveloper")}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            onChangeBudget(developer);
          }}
        >
          <Gauge aria-hidden="true" />
          {t("changeBudget")}
        </Button>
      </div>
    </li>
  );
}
