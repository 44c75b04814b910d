import { useTranslation } from "react-i18next";
import { History } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useReplayWebhookDeliveries } from "../api/replay-webhook-deliveries";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time as a `datetime-local` field holds it: the reader's local time, to the minute. */
function localInputValue(time: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/**
 * Replay: asks since when (24 hours ago unless changed), then queues again every delivery to the
 * endpoint that failed since then. The server allows one replay a minute per endpoint.
 */
export function ReplayDeliveriesButton({ webhookId, url }: { webhookId: string; url: string }) {
  const { t } = useTranslation("developerWebhooks");
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [since, setSince] = useState("");
  const [invalid, setInvalid] = useState(false);
  const replay = useReplayWebhookDeliveries(webhookId);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          setSince(localInputValue(new Date(Date.now() - DAY_MS)));
          setInvalid(false);
          setOpen(true);
        }}
      >
        <History aria-hidden="true" />
        {t("replay")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("replayTitle")}
        subject={<span className="break-all">{url}</span>}
        description={t("replayBody")}
        confirmLabel={t("replayConfirm")}
        pendingLabel={t("replaying")}
        pending={replay.isPending}
        onConfirm={() => {
          const time = new Date(since);
          // The server takes the years 1970 to 9999 (shared/schemas/webhooks.ts).
          const year = time.getUTCFullYear();
          if (!since || Number.isNaN(time.getTime()) || year < 1970 || year > 9999) {
            setInvalid(true);
            return;
          }
          replay
            .mutateAsync(time.toISOString())
            .then(
              ({ queued }) => {
                toast({ title: t("replayQueued", { count: queued }), description: url });
              },
              (error: unknown) => {
                toastFailure(error, t("replayFailed"));
              },
            )
            .finally(() => {
              setOpen(false);
            });
        }}
      >
        <TextField
          id={fieldId}
          type="datetime-local"
          label={t("replaySince")}
          value={since}
          error={invalid ? t("replaySinceInvalid") : undefined}
          onChange={(event) => {
            setSince(event.target.value);
            setInvalid(false);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
