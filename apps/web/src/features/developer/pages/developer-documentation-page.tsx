import { BookOpen } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { useApiKey } from "../api/get-api-key";
import { DocSectionCard } from "../components/doc-section-card";
import { DownloadPdfButton } from "../components/download-pdf-button";
import { buildApiDocs } from "../docs/api-docs";
import { apiOrigin } from "../docs/api-origin";
import { DEVELOPER_COPY } from "../copy";

/**
 * How to call the award API, with examples that use the developer's own key when there is one.
 * The examples wait for the key (skeletons meanwhile); if it cannot be loaded they carry the
 * YOUR_API_KEY placeholder and say so, and the rest of the page never waits.
 */
export function DeveloperDocumentationPage() {
  const key = useApiKey();
  const apiKey = key.data?.isValidated ? key.data.apiKey : null;
  const docs = buildApiDocs({ origin: apiOrigin(), apiKey });

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader
        icon={BookOpen}
        title={DEVELOPER_COPY.documentationTitle}
        intro={DEVELOPER_COPY.documentationIntro}
      >
        <DownloadPdfButton />
      </PageHeader>
      {docs.sections.map((section) => (
        <DocSectionCard key={section.id} section={section} examplesPending={key.isPending} />
      ))}
    </div>
  );
}
