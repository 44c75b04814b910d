import { MESSAGES } from "@trophy/shared/messages";
import type { Fulfillment } from "@trophy/shared/schemas/parent";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useMarkFulfilled } from "../api/mark-fulfilled";

interface MarkFulfilledDialogProps {
  /** The redemption to mark; null keeps the dialog closed. */
  fulfillment: Fulfillment | null;
  onClose: () => void;
}

/** The confirm prompt marking fulfilled needs (spec §5), then the change and its outcome. */
export function MarkFulfilledDialog({ fulfillment, onClose }: MarkFulfilledDialogProps) {
  const mark = useMarkFulfilled();
  const confirm = (target: Fulfillment) => {
    mark.mutate(target.id, {
      onSuccess: () => toast({ title: MESSAGES.rewardFulfilled, description: target.rewardTitle }),
      onError: (error) => {
        toastFailure(error, MESSAGES.failedToFulfill);
      },
      onSettled: onClose,
    });
  };
  return (
    <AlertDialog
      open={fulfillment !== null}
      onOpenChange={(open) => {
        if (!open && !mark.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{MESSAGES.markFulfilledTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          <span className="font-medium text-slate-900">{fulfillment?.rewardTitle}</span>
          <br />
          {fulfillment?.studentName} ({fulfillment?.studentEmail})
          <br />
          {MESSAGES.markFulfilledBody}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mark.isPending}>{MESSAGES.cancel}</AlertDialogCancel>
          <Button
            disabled={mark.isPending || !fulfillment}
            onClick={() => {
              if (fulfillment) confirm(fulfillment);
            }}
          >
            {mark.isPending ? MESSAGES.markingFulfilled : MESSAGES.markAsFulfilled}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
