import { DEVELOPER_APPROVAL_TIME } from "@trophy/shared/constants";
import { Clock, KeyRound } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PageSpinner } from "@/components/ui/spinner";
import { fillTemplate } from "@/lib/fill-template";
import { useErrorToast } from "@/lib/use-error-toast";
import { COMMON_COPY } from "@/lib/copy";
import { useApiKey } from "../api/get-api-key";
import { ApiKeyCard } from "../components/api-key-card";
import { UsageExampleCard } from "../components/usage-example-card";
import { DEVELOPER_COPY } from "../copy";

/** The developer's key and how to use it; before approval, only why there is none yet. */
export function DeveloperApiKeysPage() {
  const key = useApiKey();
  const [revealed, setRevealed] = useState(false);
  useErrorToast(key.error, COMMON_COPY.requestFailed);

  return (
    <div className="grid gap-6">
      <PageHeader
        icon={KeyRound}
        title={DEVELOPER_COPY.apiKeysTitle}
        intro={DEVELOPER_COPY.apiKeysIntro}
      />
      {key.isPending ? (
        <PageSpinner />
      ) : key.data?.isValidated ? (
        <>
          <ApiKeyCard apiKey={key.data.apiKey} revealed={revealed} onRevealedChange={setRevealed} />
          {key.data.apiKey && <UsageExampleCard apiKey={key.data.apiKey} revealed={revealed} />}
        </>
      ) : (
        !key.isError && (
          <Alert variant="info">
            <Clock aria-hidden="true" />
            <AlertTitle>{DEVELOPER_COPY.keyAwaitsApprovalTitle}</AlertTitle>
            <AlertDescription>
              {fillTemplate(DEVELOPER_COPY.keyAwaitsApprovalBody, {
                approvalTime: DEVELOPER_APPROVAL_TIME,
              })}
            </AlertDescription>
          </Alert>
        )
      )}
    </div>
  );
}
