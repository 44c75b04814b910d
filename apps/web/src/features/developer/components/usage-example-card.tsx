import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { API_KEY_PLACEHOLDER, apiOrigin, TEST_API_KEY_PLACEHOLDER } from "../docs/api-origin";
import { curlExample } from "../docs/code-examples";
import { CodeBlock } from "./code-block";
import { ExampleKeyToggle } from "./example-key-toggle";
import { maskApiKey } from "./mask-api-key";

interface UsageExampleCardProps {
  /** Each key, null when there is none (revoked and not issued again). */
  keys: Record<ApiKeyMode, string | null>;
  /** Whether each key's card shows it: the example follows the same Show/Hide. */
  revealed: Record<ApiKeyMode, boolean>;
}

/**
 * A curl command with one of the developer's keys and this server's address: the test key until
 * the developer chooses the live one. The key in the text follows that key's Show/Hide; the copy
 * button always copies the runnable command.
 */
export function UsageExampleCard({ keys, revealed }: UsageExampleCardProps) {
  const { t } = useTranslation(["developer", "developerPlatform"]);
  const titleId = useId();
  const [mode, setMode] = useState<ApiKeyMode>("test");
  const origin = apiOrigin();
  const key = keys[mode] ?? (mode === "test" ? TEST_API_KEY_PLACEHOLDER : API_KEY_PLACEHOLDER);
  const runnable = curlExample({ origin, apiKey: key });
  const shown =
    revealed[mode] || !keys[mode] ? runnable : curlExample({ origin, apiKey: maskApiKey(key) });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle id={titleId} className="text-lg">
            {t("usageExample")}
          </CardTitle>
          <CardDescription>
            {t("usageExampleBody")}{" "}
            {mode === "test"
              ? t("developerPlatform:exampleUsesTestKey")
              : t("developerPlatform:exampleUsesLiveKey")}
          </CardDescription>
        </div>
        <ExampleKeyToggle value={mode} onChange={setMode} />
      </CardHeader>
      <CardContent>
        <CodeBlock code={shown} copyText={runnable} />
      </CardContent>
    </Card>
  );
}
