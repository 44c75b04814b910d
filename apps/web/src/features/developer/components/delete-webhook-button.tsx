import { useTranslation } from "react-i18next";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteWebhook } from "../api/delete-webhook";

/**
 * Delete, behind a confirm that names the endpoint. Once it is gone its card (and this button)
 * leave the page, so `onDeleted` decides where the focus goes.
 */
export function DeleteWebhookButton({
  webhookId,
  url,
  onDeleted,
}: {
  webhookId: string;
  url: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("developerWebhooks");
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        {t("delete")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("deleteTitle")}
        subject={<span className="break-all">{url}</span>}
        description={t("deleteConfirm")}
        confirmLabel={t("delete")}
        pendingLabel={t("deleting")}
        pending={remove.isPending}
        destructive
        onConfirm={() => {
          // The promise, not mutate's callbacks: the list's refetch unmounts this button before
          // those callbacks would run, and they are skipped for an unmounted component.
          remove
            .mutateAsync(webhookId)
            .then(
              () => {
                toast({ title: t("deleted"), description: url });
                onDeleted();
              },
              (error: unknown) => {
                toastFailure(error, t("deleteFailed"));
              },
            )
            .finally(() => {
              setOpen(false);
            });
        }}
      />
    </>
  );
}
