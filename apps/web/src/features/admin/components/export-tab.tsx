import { useTranslation } from "react-i18next";
import { EXPORT_DEFAULT_FORMAT } from "@trophy/shared/constants";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";
import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { useExportGiftCards } from "../api/export-gift-cards";
import { FormatPicker } from "./format-picker";

/** Downloads the gift card report as gift-card-report-{timestamp}.csv or .json. */
export function ExportTab() {
  const { t } = useTranslation("admin");
  const [format, setFormat] = useState<UploadFormat>(EXPORT_DEFAULT_FORMAT);
  const exportReport = useExportGiftCards();
  return (
    <div className="grid gap-6">
      <p className="text-slate-600">{t("exportBody")}</p>
      <FormatPicker
        label={t("exportFormat")}
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
                toast({ title: t("exportSuccessful"), description: fileName }),
              onError: (error) => {
                toastFailure(error, t("exportFailed"), t("exportFailedFallback"));
              },
            });
          }}
        >
          {exportReport.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {exportReport.isPending ? t("exporting") : t("exportReport")}
        </Button>
      </div>
    </div>
  );
}
