import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useRegenerateApiKey } from "../api/regenerate-api-key";
import { DEVELOPER_COPY } from "../copy";

/**
 * "Regenerate", behind the confirm of docs/product.md §5; the dialog stays open until the answer.
 */
export function RegenerateKeyButton() {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateApiKey();
  // The dialog opens without a Radix trigger, so Radix cannot give the focus back: this does.
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      trigger.current?.focus();
    }
  }, [open]);
  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <RefreshCw aria-hidden="true" />
        {DEVELOPER_COPY.regenerate}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={DEVELOPER_COPY.regenerateKeyTitle}
        description={DEVELOPER_COPY.regenerateKeyConfirm}
        confirmLabel={DEVELOPER_COPY.regenerate}
        pendingLabel={DEVELOPER_COPY.regenerating}
        pending={regenerate.isPending}
        destructive
        onConfirm={() => {
          regenerate.mutate(undefined, {
            onSuccess: () => toast({ title: DEVELOPER_COPY.apiKeyRegenerated }),
            onError: (error) => {
              toastFailure(
                error,
                DEVELOPER_COPY.regenerationFailedTitle,
                DEVELOPER_COPY.regenerationFailed,
              );
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
