import { useTranslation } from "react-i18next";
import type { WebhookEndpoint } from "@trophy/shared/schemas/webhooks";
import { CircleAlert, CircleCheck, CirclePause, Send } from "lucide-react";
import { useId } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatLocalDate, formatLocalDateTime } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useSendTestWebhook } from "../api/send-test-webhook";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { WebhookDeliveries } from "./webhook-deliveries";

/**
 * One endpoint: its address, events and health (a failing one says since when, in red; one whose
 * circuit is open says until when its deliveries are paused, and why), Send test event and
 * Delete, and its recent deliveries.
 */
export function WebhookEndpointCard({
  webhook,
  onDeleted,
}: {
  webhook: WebhookEndpoint;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("developerWebhooks");
  const titleId = useId();
  const sendTest = useSendTestWebhook();
  const failing = webhook.failingSince !== null;
  const paused = webhook.circuit !== "closed";
  const probeTime = webhook.openUntil ? formatLocalDateTime(webhook.openUntil) : "";
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={failing ? "border-red-300" : undefined}
    >
      <CardHeader className="grid gap-2 *:min-w-0">
        <h3 id={titleId} className="font-mono text-base font-semibold break-all text-slate-900">
          {webhook.url}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {failing ? (
            <StatusBadge
              tone="destructive"
              icon={CircleAlert}
              label={t("failingSince", {
                time: formatLocalDateTime(webhook.failingSince ?? ""),
              })}
            />
          ) : (
            !paused && <StatusBadge tone="success" icon={CircleCheck} label={t("active")} />
          )}
          {paused && (
            <StatusBadge
              tone="warning"
              icon={CirclePause}
              label={
                webhook.circuit === "open"
                  ? t("circuitOpen", { time: probeTime })
                  : t("circuitHalfOpen")
              }
            />
          )}
          {webhook.events.map((event) => (
            <Badge key={event} className="font-mono font-medium">
              {event}
            </Badge>
          ))}
          <span className="text-xs text-slate-600">
            {t("createdOn", { date: formatLocalDate(webhook.createdAt) })}
          </span>
        </div>
        {failing && <p className="text-sm text-red-700">{t("failingHelp")}</p>}
        {paused && (
          <p className="text-sm text-amber-800">
            {t("circuitHelp", { error: webhook.lastError ?? "", time: probeTime })}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-5 *:min-w-0">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={sendTest.isPending}
            onClick={() => {
              sendTest.mutate(webhook.id, {
                onSuccess: () => toast({ title: t("testQueued") }),
                onError: (error) => {
                  toastFailure(error, t("testFailed"));
                },
              });
            }}
          >
            <Send aria-hidden="true" />
            {sendTest.isPending ? t("sendingTest") : t("sendTest")}
          </Button>
          <DeleteWebhookButton webhookId={webhook.id} url={webhook.url} onDeleted={onDeleted} />
        </div>
        <WebhookDeliveries
          webhookId={webhook.id}
          url={webhook.url}
          failingSince={webhook.failingSince}
        />
      </CardContent>
    </Card>
  );
}
