import { MESSAGES } from "@trophy/shared/messages";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useRegenerateApiKey } from "../api/regenerate-api-key";

/**
 * "Regenerate", behind the confirm of docs/product.md §5; the dialog stays open until the answer.
 */
export function RegenerateKeyButton() {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateApiKey();
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <RefreshCw aria-hidden="true" />
        {MESSAGES.regenerate}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={MESSAGES.regenerateKeyTitle}
        description={MESSAGES.regenerateKeyConfirm}
        confirmLabel={MESSAGES.regenerate}
        pendingLabel={MESSAGES.regenerating}
        pending={regenerate.isPending}
        destructive
        onConfirm={() => {
          regenerate.mutate(undefined, {
            onSuccess: () => toast({ title: MESSAGES.apiKeyRegenerated }),
            onError: (error) => {
              toastFailure(error, MESSAGES.regenerationFailedTitle, MESSAGES.regenerationFailed);
            },
            onSettled: () => {
              setOpen(false);
            },
          });
        }}
      />
    </>
  );
}
