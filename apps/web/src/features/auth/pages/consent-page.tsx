import { useTranslation } from "react-i18next";
import { HandHeart } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageSpinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-error";
import { useConsentRequest } from "../api/consent-request";
import { ConsentAnswer } from "../components/consent-answer";
import { ConsentLayout } from "../components/consent-layout";
import { ConsentNotice } from "../components/consent-notice";
import { ConsentOutcome } from "../components/consent-outcome";

/**
 * /consent/:token — the page a young student's parent/guide is mailed (docs/product.md, Privacy):
 * what the account keeps and why, then I agree or I do not agree; or, for a request no longer
 * waiting, what became of it. Open to anyone holding the link, signed in or not.
 */
export function ConsentPage() {
  const { t } = useTranslation("consent");
  const { token = "" } = useParams();
  const request = useConsentRequest(token);
  // The answer given here: the request's new state, whatever a later read of it says.
  const [answered, setAnswered] = useState<"consented" | "refused" | null>(null);

  if (answered)
    return (
      <ConsentOutcome kind={answered} studentName={request.data?.studentName ?? ""} justAnswered />
    );
  if (request.isPending) return <PageSpinner label={t("loading")} />;
  if (request.isError) {
    // Not a token the server knows, or not one at all (a link cut short or run on).
    if (request.error instanceof ApiError && [400, 404].includes(request.error.status))
      return <ConsentOutcome kind="unknown" studentName="" />;
    return (
      <ConsentLayout icon={HandHeart} title={t("titleUnnamed")}>
        <LoadError
          error={request.error}
          title={t("loadFailed")}
          onRetry={() => void request.refetch()}
        />
      </ConsentLayout>
    );
  }
  const { data } = request;
  if (data.status !== "pending")
    return <ConsentOutcome kind={data.status} studentName={data.studentName} />;
  return (
    <ConsentLayout icon={HandHeart} title={t("pendingTitle", { name: data.studentName })}>
      <ConsentNotice request={data} />
      <ConsentAnswer token={token} studentName={data.studentName} onAnswered={setAnswered} />
    </ConsentLayout>
  );
}
