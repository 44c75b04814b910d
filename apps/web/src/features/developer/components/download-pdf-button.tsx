import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { buildApiDocs } from "../docs/api-docs";
import { apiOrigin } from "../docs/api-origin";

/**
 * Downloads the documentation as a PDF, written from the same data as the page. The PDF carries
 * placeholders, never the developer's keys: files get passed around. Its examples name the live
 * key's placeholder (YOUR_API_KEY), the one a reader of the reference replaces in production; the
 * sandbox section names the test key's. The PDF writer and jsPDF (the area's largest library)
 * load only when the developer asks for the file.
 */
export function DownloadPdfButton() {
  const { t } = useTranslation("developer");
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadDocsPdf } = await import("../docs/docs-pdf");
      await downloadDocsPdf(
        buildApiDocs({ origin: apiOrigin(), apiKey: null, exampleKey: "live" }),
      );
    } catch (error) {
      console.error("PDF generation failed", error);
      toast({ title: t("pdfFailed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      {t("downloadPdf")}
    </Button>
  );
}
