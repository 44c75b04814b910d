import { MESSAGES } from "@trophy/shared/messages";
import type { Developer } from "@trophy/shared/schemas/developer";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useRejectDeveloper } from "../api/reject-developer";

interface RejectDeveloperDialogProps {
  /** The developer to reject; null keeps the dialog closed. */
  developer: Developer | null;
  onClose: () => void;
}

/**
 * Asks for an optional reason (spec §4): Cancel aborts, an empty reason sends none. The form
 * remounts per developer (keyed by the page), so a reason never carries over.
 */
export function RejectDeveloperDialog({ developer, onClose }: RejectDeveloperDialogProps) {
  const reject = useRejectDeveloper();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const send = (target: Developer) => {
    reject.mutate(
      { id: target.id, reason },
      {
        onSuccess: () => toast({ title: MESSAGES.developerRejected }),
        onError: (error) => {
          toastFailure(error, MESSAGES.rejectDeveloperFailed);
        },
        onSettled: onClose,
      },
    );
  };
  return (
    <AlertDialog
      open={developer !== null}
      onOpenChange={(open) => {
        if (!open && !reject.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{MESSAGES.rejectDeveloperTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          <span className="font-medium text-slate-900">{developer?.email}</span>
          <br />
          {MESSAGES.rejectDeveloperBody}
        </AlertDialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (developer && !reject.isPending) send(developer);
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{MESSAGES.rejectReasonLabel}</Label>
            <Input
              id={reasonId}
              value={reason}
              autoComplete="off"
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={reject.isPending}>
              {MESSAGES.cancel}
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={reject.isPending || !developer}>
              {reject.isPending ? MESSAGES.rejecting : MESSAGES.rejectDeveloper}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
