import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiOrigin } from "../docs/api-origin";
import { curlExample } from "../docs/code-examples";
import { CodeBlock } from "./code-block";
import { maskApiKey } from "./mask-api-key";
import { DEVELOPER_COPY } from "../copy";

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
          {DEVELOPER_COPY.usageExample}
        </CardTitle>
        <CardDescription>{DEVELOPER_COPY.usageExampleBody}</CardDescription>
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
