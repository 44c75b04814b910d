import { MESSAGES } from "@trophy/shared/messages";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useRegenerateApiKey } from "../api/regenerate-api-key";

/** "Regenerate", behind the confirm of spec §5; the dialog stays open until the answer. */
export function RegenerateKeyButton() {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateApiKey();
  const confirm = () => {
    regenerate.mutate(undefined, {
      onSuccess: () => toast({ title: MESSAGES.apiKeyRegenerated }),
      onError: (error) => {
        toastFailure(error, MESSAGES.regenerationFailedTitle, MESSAGES.regenerationFailed);
      },
      onSettled: () => {
        setOpen(false);
      },
    });
  };
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!regenerate.isPending) setOpen(next);
      }}
    >
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <RefreshCw aria-hidden="true" />
        {MESSAGES.regenerate}
      </Button>
      <AlertDialogContent>
        <AlertDialogTitle>{MESSAGES.regenerateKeyTitle}</AlertDialogTitle>
        <AlertDialogDescription>{MESSAGES.regenerateKeyConfirm}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={regenerate.isPending}>{MESSAGES.cancel}</AlertDialogCancel>
          <Button variant="destructive" disabled={regenerate.isPending} onClick={confirm}>
            {regenerate.isPending ? MESSAGES.regenerating : MESSAGES.regenerate}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
