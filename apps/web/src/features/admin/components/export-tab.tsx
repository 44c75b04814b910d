import { EXPORT_DEFAULT_FORMAT } from "@trophy/shared/constants";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";
import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useExportGiftCards } from "../api/export-gift-cards";
import { FormatPicker } from "./format-picker";
import { ADMIN_COPY } from "../copy";

/** Downloads the gift card report as gift-card-report-{timestamp}.csv or .json. */
export function ExportTab() {
  const [format, setFormat] = useState<UploadFormat>(EXPORT_DEFAULT_FORMAT);
  const exportReport = useExportGiftCards();
  return (
    <div className="grid gap-6">
      <p className="text-slate-600">{ADMIN_COPY.exportBody}</p>
      <FormatPicker
        label={ADMIN_COPY.exportFormat}
        value={format}
        disabled={exportReport.isPending}
        onChange={setFormat}
      />
      <div>
        <Button
          disabled={exportReport.isPending}
          onClick={() => {
            exportReport.mutate(format, {
              onSuccess: (fileName) =>
                toast({ title: ADMIN_COPY.exportSuccessful, description: fileName }),
              onError: (error) => {
                toastFailure(error, ADMIN_COPY.exportFailed, ADMIN_COPY.exportFailedFallback);
              },
            });
          }}
        >
          {exportReport.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {exportReport.isPending ? ADMIN_COPY.exporting : ADMIN_COPY.exportReport}
        </Button>
      </div>
    </div>
  );
}
