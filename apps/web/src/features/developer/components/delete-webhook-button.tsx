import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useDeleteWebhook } from "../api/delete-webhook";
import { WEBHOOKS_COPY } from "../webhooks-copy";

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
        {WEBHOOKS_COPY.delete}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={WEBHOOKS_COPY.deleteTitle}
        subject={<span className="break-all">{url}</span>}
        description={WEBHOOKS_COPY.deleteConfirm}
        confirmLabel={WEBHOOKS_COPY.delete}
        pendingLabel={WEBHOOKS_COPY.deleting}
        pending={remove.isPending}
        destructive
        onConfirm={() => {
          // The promise, not mutate's callbacks: the list's refetch unmounts this button before
          // those callbacks would run, and they are skipped for an unmounted component.
          remove
            .mutateAsync(webhookId)
            .then(
              () => {
                toast({ title: WEBHOOKS_COPY.deleted, description: url });
                onDeleted();
              },
              (error: unknown) => {
                toastFailure(error, WEBHOOKS_COPY.deleteFailed);
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
