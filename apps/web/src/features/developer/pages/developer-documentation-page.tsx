import { useTranslation } from "react-i18next";
import type { ApiKeyMode } from "@trophy/shared/schemas/developer";
import { BookOpen, ExternalLink } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useApiKey } from "../api/get-api-key";
import { DocSectionCard } from "../components/doc-section-card";
import { DocsContents } from "../components/docs-contents";
import { DownloadPdfButton } from "../components/download-pdf-button";
import { buildApiDocs } from "../docs/api-docs";
import { apiOrigin, REFERENCE_PATH } from "../docs/api-origin";

/**
 * How to call the award API, with examples that use the developer's own keys when there are some:
 * the test key until the developer chooses the live one. The examples wait for the keys
 * (skeletons meanwhile); if they cannot be loaded they carry placeholders and say so, and the rest
 * of the page never waits. A table of contents stays beside the sections on wide screens and is a
 * jump menu on a phone. The interactive reference is the API's own page (/api/v1/docs), opened
 * beside this one.
 */
export function DeveloperDocumentationPage() {
  const { t } = useTranslation("developer");
  const key = useApiKey();
  const [exampleKey, setExampleKey] = useState<ApiKeyMode>("test");
  const validated = key.data?.isValidated === true;
  const origin = apiOrigin();
  const docs = buildApiDocs({
    origin,
    apiKey: validated ? (key.data?.apiKey ?? null) : null,
    testApiKey: validated ? (key.data?.testApiKey ?? null) : null,
    exampleKey,
  });

  return (
    <div className="grid gap-6 *:min-w-0">
      <PageHeader icon={BookOpen} title={t("documentationTitle")} intro={t("documentationIntro")}>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={`${origin}${REFERENCE_PATH}`} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" />
              {t("docsReference")}
            </a>
          </Button>
          <DownloadPdfButton />
        </div>
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] *:min-w-0">
        <DocsContents sections={docs.sections} />
        <div className="grid gap-6 *:min-w-0">
          {docs.sections.map((section) => (
            <DocSectionCard
              key={section.id}
              section={section}
              examplesPending={key.isPending}
              exampleKey={{ value: exampleKey, onChange: setExampleKey }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
