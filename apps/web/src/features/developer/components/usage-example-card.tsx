import { MESSAGES } from "@trophy/shared/messages";
import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiOrigin } from "../docs/api-origin";
import { curlExample } from "../docs/code-examples";
import { CodeBlock } from "./code-block";
import { maskApiKey } from "./mask-api-key";

/**
 * A curl command with the developer's key and this server's address. The key in the text follows
 * the Show/Hide toggle; the copy button always copies the runnable command.
 */
export function UsageExampleCard({ apiKey, revealed }: { apiKey: string; revealed: boolean }) {
  const titleId = useId();
  const origin = apiOrigin();
  const runnable = curlExample({ origin, apiKey });
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-lg">
          {MESSAGES.usageExample}
        </CardTitle>
        <CardDescription>{MESSAGES.usageExampleBody}</CardDescription>
      </CardHeader>
      <CardContent>
        <CodeBlock
          code={revealed ? runnable : curlExample({ origin, apiKey: maskApiKey(apiKey) })}
          copyText={runnable}
        />
      </CardContent>
    </Card>
  );
}
