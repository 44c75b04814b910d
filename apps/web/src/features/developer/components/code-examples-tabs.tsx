import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { CodeExample } from "../docs/code-examples";
import { CodeBlock } from "./code-block";

/** One tab per language, each with its copyable example; `label` names the tab list. */
export function CodeExamplesTabs({
  label,
  examples,
}: {
  label: string;
  examples: readonly CodeExample[];
}) {
  const first = examples[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id}>
      <TabsList aria-label={label} className="max-w-full">
        {examples.map((example) => (
          <TabsTrigger key={example.id} value={example.id}>
            {example.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {examples.map((example) => (
        <TabsContent key={example.id} value={example.id} className="mt-4">
          <CodeBlock code={example.code} label={example.codeLabel ?? example.label} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
