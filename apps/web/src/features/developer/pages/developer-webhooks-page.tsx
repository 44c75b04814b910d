import { useTranslation } from "react-i18next";
import { DEVELOPER_APPROVAL_TIME } from "@trophy/shared/constants";
import type { CreateWebhookResponse } from "@trophy/shared/schemas/webhooks";
import { Clock, Webhook } from "lucide-react";
import { useId, useRef, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useApiKey } from "../api/get-api-key";
import { useWebhooks } from "../api/get-webhooks";
import { WebhookEndpointCard } from "../components/webhook-endpoint-card";
import { WebhookForm } from "../components/webhook-form";
import { WebhookSecretNotice } from "../components/webhook-secret-notice";

function EndpointsSkeleton() {
  const { t } = useTranslation("developerWebhooks");
  return (
    <div role="status" aria-busy="true" className="grid gap-4">
      <span className="sr-only">{t("loadingEndpoints")}</span>
      <Skeleton aria-hidden="true" className="h-48 w-full rounded-2xl" />
    </div>
  );
}

/** The list of endpoints, or why there is none to show. */
function Endpoints() {
  const { t } = useTranslation("developerWebhooks");
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const webhooks = useWebhooks();
  return (
    <section aria-labelledby={titleId} className="grid gap-4 *:min-w-0">
      <h2
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        {t("endpointsTitle")}
      </h2>
      {webhooks.isPending ? (
        <EndpointsSkeleton />
      ) : webhooks.isError ? (
        <LoadError error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : webhooks.data.length === 0 ? (
        <EmptyState variant="page" text={t("noEndpoints")} />
      ) : (
        webhooks.data.map((webhook) => (
          <WebhookEndpointCard
            key={webhook.id}
            webhook={webhook}
            // The deleted card took its buttons with it: the list's heading takes the focus.
            onDeleted={() => heading.current?.focus()}
          />
        ))
      )}
    </section>
  );
}

/**
 * The developer's webhook endpoints: add one (its signing secret shown once), send a test event,
 * watch deliveries, delete. Before approval, only why there are none yet (docs/product.md §8).
 */
export function DeveloperWebhooksPage() {
  const { t } = useTranslation(["developerWebhooks", "common"]);
  const key = useApiKey();
  const [created, setCreated] = useState<CreateWebhookResponse["webhook"] | null>(null);

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader icon={Webhook} title={t("common:navWebhooks")} intro={t("intro")} />
      {key.isPending ? (
        <EndpointsSkeleton />
      ) : key.isError ? (
        <LoadError error={key.error} onRetry={() => void key.refetch()} />
      ) : key.data.isValidated ? (
        <>
          {created && (
            <WebhookSecretNotice
              url={created.url}
              secret={created.secret}
              onDismiss={() => {
                setCreated(null);
              }}
            />
          )}
          <WebhookForm onCreated={setCreated} />
          <Endpoints />
        </>
      ) : (
        <Alert variant="info">
          <Clock aria-hidden="true" />
          <AlertTitle>{t("awaitsApprovalTitle")}</AlertTitle>
          <AlertDescription>
            {t("awaitsApprovalBody", {
              approvalTime: DEVELOPER_APPROVAL_TIME,
            })}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
