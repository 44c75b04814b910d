import { useTranslation } from "react-i18next";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { PackageCheck, Undo2 } from "lucide-react";
import { FulfillmentStatusBadge } from "@/components/fulfillment-status-badge";
import { TrophyAmount } from "@/components/trophy-amount";
import { Button } from "@/components/ui/button";
import { formatLocalDate } from "@/lib/format";

interface FulfillmentRowProps<F extends Fulfillment> {
  fulfillment: F;
  onMarkFulfilled: (fulfillment: F) => void;
  onDecline: (fulfillment: F) => void;
}

/** The row's element id: focus lands on the row once it is decided (its buttons are gone). */
export const fulfillmentRowId = (id: string) => `fulfillment-${id}`;

// Buttons a finger can hit on a phone (44px); the compact size where a pointer is likely.
const ACTION = "h-11 sm:h-8";

/**
 * One redemption to fulfil: reward, student, cost, dates, status (with the reason of a declined
 * one), and Mark as Fulfilled and Decline while pending. The parent/guide's Fulfillment and the
 * admin's show the same rows.
 */
export function FulfillmentRow<F extends Fulfillment>({
  fulfillment,
  onMarkFulfilled,
  onDecline,
}: FulfillmentRowProps<F>) {
  const { t } = useTranslation("common");
  const f = fulfillment;
  return (
    <li
      id={fulfillmentRowId(f.id)}
      tabIndex={-1}
      aria-label={f.rewardTitle}
      className="flex flex-wrap items-center justify-between gap-4 p-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere text-slate-900">{f.rewardTitle}</span>
          <FulfillmentStatusBadge status={f.status} />
          <span className="text-xs text-slate-600">
            {f.rewardType === "base" ? t("baseRewardKind") : t("customRewardKind")}
          </span>
        </div>
        <p className="text-sm wrap-anywhere text-slate-600">
          {t("studentWithEmail", {
            name: f.studentName,
            email: f.studentEmail,
          })}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            {t("redeemedOnLabel")}{" "}
            <time dateTime={f.createdAt}>{formatLocalDate(f.createdAt)}</time>
          </span>
          {f.fulfilledAt && (
            <span>
              {t("fulfilledOnLabel")}{" "}
              <time dateTime={f.fulfilledAt}>{formatLocalDate(f.fulfilledAt)}</time>
            </span>
          )}
          {f.declinedAt && (
            <span>
              {t("declinedOnLabel")}{" "}
              <time dateTime={f.declinedAt}>{formatLocalDate(f.declinedAt)}</time>
            </span>
          )}
        </div>
        {f.declineReason && (
          <p className="text-sm wrap-anywhere text-slate-600">
            {t("declineReasonLabel")} {f.declineReason}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <TrophyAmount amount={f.trophyCost} />
        {f.status === "pending" && (
          <Button
            size="sm"
            className={ACTION}
            onClick={() => {
              onMarkFulfilled(f);
            }}
          >
            <PackageCheck aria-hidden="true" />
            {t("markAsFulfilled")}
          </Button>
        )}
        {f.status === "pending" && (
          <Button
            size="sm"
            variant="outline"
            className={ACTION}
            onClick={() => {
              onDecline(f);
            }}
          >
            <Undo2 aria-hidden="true" />
            {t("decline")}
          </Button>
        )}
      </div>
    </li>
  );
}
