import type { Fulfillment } from "@trophy/shared/schemas/parent";
import { PackageCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/lib/fill-template";
import { formatLocalDate } from "@/lib/format";
import { COMMON_COPY } from "@/lib/copy";
import { FulfillmentStatusBadge } from "./fulfillment-status-badge";
import { TrophyAmount } from "@/components/trophy-amount";
import { PARENT_COPY } from "../copy";

interface FulfillmentRowProps {
  fulfillment: Fulfillment;
  onMarkFulfilled: (fulfillment: Fulfillment) => void;
}

/** The row's element id: focus lands on the row once it is marked fulfilled (its button is gone). */
export const fulfillmentRowId = (id: string) => `fulfillment-${id}`;

/** One redemption: reward, student, cost, dates, status, and Mark as Fulfilled while pending. */
export function FulfillmentRow({ fulfillment, onMarkFulfilled }: FulfillmentRowProps) {
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
        </div>
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
      </div>
    </li>
  );
}
