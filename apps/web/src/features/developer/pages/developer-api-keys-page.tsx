import { useTranslation } from "react-i18next";
import { DEVELOPER_APPROVAL_TIME } from "@trophy/shared/constants";
import { Clock, KeyRound } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useApiKey } from "../api/get-api-key";
import { ApiKeyCard, ApiKeyCardSkeleton } from "../components/api-key-card";
import { UsageExampleCard } from "../components/usage-example-card";

/**
 * The developer's live and test keys and how to use them; before approval, only why there are
 * none yet. A failed load says so in place, with Try again, and nothing else.
 */
export function DeveloperApiKeysPage() {
  const { t } = useTranslation("developer");
  const key = useApiKey();
  const [revealed, setRevealed] = useState(false);
  const [testRevealed, setTestRevealed] = useState(false);

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader icon={KeyRound} title={t("apiKeysTitle")} intro={t("apiKeysIntro")} />
      {key.isPending ? (
        <ApiKeyCardSkeleton />
      ) : key.isError ? (
        <LoadError error={key.error} onRetry={() => void key.refetch()} />
      ) : key.data.isValidated ? (
        <>
          <ApiKeyCard
            mode="live"
            apiKey={key.data.apiKey}
            lastUsedAt={key.data.apiKeyLastUsedAt}
            revealed={revealed}
            onRevealedChange={setRevealed}
          />
          <ApiKeyCard
            mode="test"
            apiKey={key.data.testApiKey}
            lastUsedAt={key.data.testApiKeyLastUsedAt}
            revealed={testRevealed}
            onRevealedChange={setTestRevealed}
          />
          {(key.data.apiKey ?? key.data.testApiKey) && (
            <UsageExampleCard
              keys={{ live: key.data.apiKey, test: key.data.testApiKey }}
              revealed={{ live: revealed, test: testRevealed }}
            />
          )}
        </>
      ) : (
        <Alert variant="info">
          <Clock aria-hidden="true" />
          <AlertTitle>{t("keyAwaitsApprovalTitle")}</AlertTitle>
          <AlertDescription>
            {t("keyAwaitsApprovalBody", {
              approvalTime: DEVELOPER_APPROVAL_TIME,
            })}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
