import { useTranslation } from "react-i18next";
import type { SentRequest } from "@trophy/shared/schemas/parent";
import { Clock, X, XCircle } from "lucide-react";
import { useId } from "react";
import { LoadError } from "@/components/load-error";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatLocalDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useCancelSentRequest, useSentRequests } from "../api/sent-requests";
import { CONNECTION_EMAIL_FIELD_ID } from "./connection-request-form";

function RequestRow({
  request,
  cancelling,
  onCancel,
}: {
  request: SentRequest;
  cancelling: boolean;
  onCancel: (request: SentRequest) => void;
}) {
  const { t } = useTranslation("parentRequests");
  const pending = request.status === "pending";
  return (
    <li
      aria-label={request.studentEmail}
      className="flex flex-wrap items-center justify-between gap-4 p-4"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{request.studentEmail}</span>
          {pending ? (
            <StatusBadge tone="warning" icon={Clock} label={t("statusPending")} />
          ) : (
            <StatusBadge tone="destructive" icon={XCircle} label={t("statusDeclined")} />
          )}
        </div>
        <span className="text-sm text-slate-600">
          {t("sentOn", { date: formatLocalDate(request.createdAt) })}
          {request.respondedAt && (
            <>
              {" · "}
              {t("declinedOn", {
                date: formatLocalDate(request.respondedAt),
              })}
            </>
          )}
        </span>
      </div>
      {pending && (
        <Button
          size="sm"
          variant="outline"
          disabled={cancelling}
          onClick={() => {
            onCancel(request);
          }}
        >
          <X aria-hidden="true" />
          {cancelling ? t("cancelling") : t("cancelRequest")}
        </Button>
      )}
    </li>
  );
}

/**
 * The requests this parent/guide sent that are not links (yet): waiting, with Cancel, or declined.
 * Shown only while there are any, or when they could not be loaded. Cancelling needs no question:
 * the request can simply be sent again.
 */
export function SentRequestsSection() {
  const { t } = useTranslation("parentRequests");
  const requests = useSentRequests();
  const cancel = useCancelSentRequest();
  const titleId = useId();
  if (!requests.isError && !requests.data?.length) return null;

  const onCancel = (request: SentRequest) => {
    cancel.mutate(request.id, {
      onSuccess: () => {
        toast({ title: t("requestCancelled"), description: request.studentEmail });
        // The row and its button are gone (the list has reloaded by now): the section's heading
        // keeps the keyboard's place, or, when it was the last request, the request form.
        (
          document.getElementById(titleId) ?? document.getElementById(CONNECTION_EMAIL_FIELD_ID)
        )?.focus();
      },
      onError: (error) => {
        toastFailure(error, t("failedToCancel"));
      },
    });
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={titleId} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {t("sentRequests")}
        </h2>
        <p className="text-sm text-slate-600">{t("sentRequestsIntro")}</p>
      </div>
      {requests.isError ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <Card>
          <ul aria-label={t("sentRequests")} className="divide-y divide-slate-200">
            {requests.data.map((request) => (
              <RequestRow
                key={request.id}
                request={request}
                cancelling={cancel.isPending && cancel.variables === request.id}
                onCancel={onCancel}
              />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
