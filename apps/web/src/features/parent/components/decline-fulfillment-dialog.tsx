import { DECLINE_REASON_MAX, type Fulfillment } from "@trophy/shared/schemas/parent";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeclineFulfillment } from "../api/decline-fulfillment";
import { REWARDS_COPY } from "../rewards-copy";
import { FulfillmentPrompt } from "./fulfillment-prompt";

interface DeclineFulfillmentDialogProps {
  /** The redemption to decline; null keeps the dialog closed. The page keys it per redemption. */
  fulfillment: Fulfillment | null;
  onClose: () => void;
  /** After the decline landed, with the redemption that was declined. */
  onDeclined?: (fulfillment: Fulfillment) => void;
}

/** Asks for the reason the student will read (required), then declines and refunds. */
export function DeclineFulfillmentDialog({
  fulfillment,
  onClose,
  onDeclined,
}: DeclineFulfillmentDialogProps) {
  const decline = useDeclineFulfillment();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonId = useId();
  const hintId = `${reasonId}-hint`;
  const errorId = `${reasonId}-error`;
  return (
    <ConfirmDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={REWARDS_COPY.declineTitle}
      subject={fulfillment?.rewardTitle}
      description={<FulfillmentPrompt fulfillment={fulfillment} body={REWARDS_COPY.declineBody} />}
      confirmLabel={REWARDS_COPY.decline}
      pendingLabel={REWARDS_COPY.declining}
      pending={decline.isPending}
      confirmDisabled={!fulfillment}
      destructive
      onConfirm={() => {
        if (!fulfillment) return;
        if (reason.trim() === "") {
          setMissing(true);
          document.getElementById(reasonId)?.focus();
          return;
        }
        decline.mutate(
          { id: fulfillment.id, reason },
          {
            onSuccess: () => {
              toast({
                title: REWARDS_COPY.redemptionDeclined,
                description: fulfillment.rewardTitle,
              });
              onDeclined?.(fulfillment);
            },
            onError: (error) => {
              toastFailure(error, REWARDS_COPY.failedToDecline);
            },
            onSettled: onClose,
          },
        );
      }}
    >
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={reasonId}>{REWARDS_COPY.reasonLabel}</Label>
          <span id={hintId} className="text-xs text-slate-500">
            {REWARDS_COPY.reasonHint}
          </span>
        </div>
        <textarea
          id={reasonId}
          value={reason}
          rows={3}
          maxLength={DECLINE_REASON_MAX}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:border-amber-500 aria-invalid:border-red-500 aria-invalid:ring-red-500/30"
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
        />
        {missing && (
          <p id={errorId} className="text-sm text-red-600">
            {REWARDS_COPY.reasonRequired}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
