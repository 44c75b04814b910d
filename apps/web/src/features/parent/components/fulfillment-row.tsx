import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { PackageCheck, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { COMMON_COPY } from "@/lib/copy";
import { FulfillmentStatusBadge } from "./fulfillment-status-badge";
import { TrophyAmount } from "@/components/trophy-amount";
import { PARENT_COPY } from "../copy";
import { REWARDS_COPY } from "../rewards-copy";

interface FulfillmentRowProps {
  fulfillment: Fulfillment;
  onMarkFulfilled: (fulfillment: Fulfillment) => void;
  onDecline: (fulfillment: Fulfillment) => void;
}

/** The row's element id: focus lands on the row once it is marked fulfilled (its button is gone). */
export const fulfillmentRowId = (id: string) => `fulfillment-${id}`;

/**
 * One redemption: reward, student, cost, dates, status (with the reason of a declined one), and
 * Mark as Fulfilled and Decline while pending.
 */
export function FulfillmentRow({ fulfillment, onMarkFulfilled, onDecline }: FulfillmentRowProps) {
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
          <span className="font-medium break-words text-slate-900">{f.rewardTitle}</span>
          <FulfillmentStatusBadge status={f.status} />
        </div>
        <p className="text-sm break-words text-slate-600">
          {fillTemplate(PARENT_COPY.studentWithEmail, {
            name: f.studentName,
            email: f.studentEmail,
          })}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            {COMMON_COPY.redeemedOnLabel}{" "}
            <time dateTime={f.createdAt}>{formatLocalDate(f.createdAt)}</time>
          </span>
          {f.fulfilledAt && (
            <span>
              {PARENT_COPY.fulfilledOnLabel}{" "}
              <time dateTime={f.fulfilledAt}>{formatLocalDate(f.fulfilledAt)}</time>
            </span>
          )}
          {f.declinedAt && (
            <span>
              {REWARDS_COPY.declinedOnLabel}{" "}
              <time dateTime={f.declinedAt}>{formatLocalDate(f.declinedAt)}</time>
            </span>
          )}
        </div>
        {f.declineReason && (
          <p className="text-sm break-words text-slate-600">
            {REWARDS_COPY.declineReasonLabel} {f.declineReason}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <TrophyAmount amount={f.trophyCost} />
        {f.status === "pending" && (
          <Button
            size="sm"
            onClick={() => {
              onMarkFulfilled(f);
            }}
          >
            <PackageCheck aria-hidden="true" />
            {PARENT_COPY.markAsFulfilled}
          </Button>
        )}
        {f.status === "pending" && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              onDecline(f);
            }}
          >
            <Undo2 aria-hidden="true" />
            {REWARDS_COPY.decline}
          </Button>
        )}
      </div>
    </li>
  );
}
