import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { Link2 } from "lucide-react";
import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DocSection } from "../docs/api-docs";
import { DocBlockView } from "./doc-block-view";

/**
 * A titled section of the documentation, reachable by its id (#endpoint, ...), with a link to
 * itself to copy or share. Its top stays clear of the header (and, on a phone, the jump menu)
 * when a link jumps to it.
 */
export function DocSectionCard({
  section,
  examplesPending = false,
  exampleKey,
}: {
  section: DocSection;
  examplesPending?: boolean;
  /** The key the examples carry, and a way to choose the other. */
  exampleKey?: { value: ApiKeyMode; onChange: (mode: ApiKeyMode) => void };
}) {
  const { t } = useTranslation("developer");
  const titleId = useId();
  return (
    <Card
      id={section.id}
      role="region"
      aria-labelledby={titleId}
      className="min-w-0 scroll-mt-36 lg:scroll-mt-24"
    >
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle id={titleId} className="min-w-0 wrap-anywhere">
          {section.title}
        </CardTitle>
        <a
          href={`#${section.id}`}
          aria-label={t("docsSectionLink", { title: section.title })}
          className="-my-1.5 flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-amber-700"
        >
          <Link2 aria-hidden="true" className="size-4" />
        </a>
      </CardHeader>
      <CardContent className="grid gap-4 *:min-w-0">
        {section.blocks.map((block, i) => (
          <DocBlockView
            key={i}
            block={block}
            examplesPending={examplesPending}
            exampleKey={exampleKey}
          />
        ))}
      </CardContent>
    </Card>
  );
}
