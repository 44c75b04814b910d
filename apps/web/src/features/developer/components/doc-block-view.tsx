import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { Skeleton } from "@/components/ui/skeleton";
import type { DocBlock } from "../docs/api-docs";
import { CodeBlock } from "./code-block";
import { CodeExamplesTabs } from "./code-examples-tabs";
import { DocTable } from "./doc-table";
import { ExampleKeyToggle } from "./example-key-toggle";

/** One block of the documentation data, as the page shows it (the PDF writes the same data). */
export function DocBlockView({
  block,
  examplesPending = false,
  exampleKey,
}: {
  block: DocBlock;
  /** Examples with the developer's key wait for it: blocks of their size meanwhile. */
  examplesPending?: boolean;
  /** The key the examples carry, chosen above them. */
  exampleKey?: { value: ApiKeyMode; onChange: (mode: ApiKeyMode) => void };
}) {
  const { t } = useTranslation("developer");
  switch (block.kind) {
    case "heading":
      return <h3 className="pt-2 text-base font-semibold text-slate-900">{block.text}</h3>;
    case "paragraph":
      return <p className="leading-relaxed break-words text-slate-700">{block.text}</p>;
    case "list":
      return (
        <ul className="grid list-disc gap-2 pl-5 leading-relaxed text-slate-700 marker:text-amber-500">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return <DocTable label={block.label} columns={block.columns} rows={block.rows} />;
    case "code":
      return <CodeBlock code={block.code} label={block.label} />;
    case "examples":
      return examplesPending && block.usesKey ? (
        <div role="status" aria-busy="true">
          <span className="sr-only">{t("docsExamplesLoading")}</span>
          <Skeleton className="mb-4 h-8 w-52 max-w-full" />
          <Skeleton className="h-10 w-64 max-w-full" />
          <Skeleton className="mt-4 h-[43rem] w-full rounded-xl" />
        </div>
      ) : (
        <div className="grid gap-4 *:min-w-0">
          {block.usesKey && exampleKey && (
            <ExampleKeyToggle value={exampleKey.value} onChange={exampleKey.onChange} />
          )}
          <CodeExamplesTabs label={block.label} examples={block.examples} />
        </div>
      );
    case "link":
      return (
        <p className="text-slate-700">
          {block.label}:{" "}
          <a
            href={block.href}
            target="_blank"
            rel="noreferrer"
            className="font-mono text-sm break-all text-amber-700 underline-offset-4 hover:underline"
          >
            {block.href}
          </a>
        </p>
      );
  }
}
