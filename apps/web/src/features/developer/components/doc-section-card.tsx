import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DocSection } from "../docs/api-docs";
import { DocBlockView } from "./doc-block-view";

/** A titled section of the documentation, reachable by its id (#endpoint, ...). */
export function DocSectionCard({
  section,
  examplesPending = false,
}: {
  section: DocSection;
  examplesPending?: boolean;
}) {
  const titleId = useId();
  return (
    <Card id={section.id} role="region" aria-labelledby={titleId} className="min-w-0 scroll-mt-24">
      <CardHeader>
        <CardTitle id={titleId}>{section.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 *:min-w-0">
        {section.blocks.map((block, i) => (
          <DocBlockView key={i} block={block} examplesPending={examplesPending} />
        ))}
      </CardContent>
    </Card>
  );
}
