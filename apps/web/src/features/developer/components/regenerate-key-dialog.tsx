import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useRegenerateApiKey } from "../api/regenerate-api-key";
import { keyTexts } from "./key-texts";

/**
 * "Regenerate" for the live or the test key, behind the confirm of docs/product.md §5; the dialog
 * stays open until the answer.
 */
export function RegenerateKeyButton({ mode }: { mode: ApiKeyMode }) {
  const { t } = useTranslation("developer");
  const texts = keyTexts(mode);
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
        {t("regenerate")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={texts.confirmTitle}
        description={texts.confirm}
        confirmLabel={t("regenerate")}
        pendingLabel={t("regenerating")}
        pending={regenerate.isPending}
        destructive
        onConfirm={() => {
          regenerate.mutate(mode, {
            onSuccess: () => toast({ title: texts.done }),
            onError: (error) => {
              toastFailure(error, t("regenerationFailedTitle"), texts.failed);
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
