import type { Reward } from "@trophy/shared/schemas/student";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TrophyAmount } from "@/components/trophy-amount";
import { COMMON_COPY } from "@/lib/copy";
import { STUDENT_COPY } from "../copy";

interface RedeemConfirmDialogProps {
  /** The reward to confirm; null keeps the dialog closed. */
  reward: Reward | null;
  pending: boolean;
  onConfirm: (reward: Reward) => void;
  onCancel: () => void;
}

/** The confirm prompt every redemption needs (docs/product.md §5): the reward and what it costs. */
export function RedeemConfirmDialog({
  reward,
  pending,
  onConfirm,
  onCancel,
}: RedeemConfirmDialogProps) {
  return (
    <Dialog
      open={reward !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{STUDENT_COPY.confirmRedemptionTitle}</DialogTitle>
          <DialogDescription>{STUDENT_COPY.confirmRedemption}</DialogDescription>
        </DialogHeader>
        {reward && (
          <div className="flex items-center justify-between gap-4 rounded-xl bg-amber-50 p-4">
            <span className="font-medium text-slate-900">{reward.title}</span>
            <TrophyAmount amount={reward.trophyCost} className="shrink-0" />
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {COMMON_COPY.cancel}
            </Button>
          </DialogClose>
          <Button
            disabled={pending || !reward}
            onClick={() => {
              if (reward) onConfirm(reward);
            }}
          >
            {pending ? STUDENT_COPY.redeeming : STUDENT_COPY.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
