import { i18next } from "@/lib/i18n/i18n";
import { useMutation } from "@tanstack/react-query";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";
import { apiDownload } from "@/lib/api-download";
import { saveFile } from "@/lib/save-file";

/**
 * Fetches the gift card report (with the bearer token) and saves it under its documented name
 * (docs/product.md §9).
 */
export async function exportGiftCards(format: UploadFormat): Promise<string> {
  const report = await apiDownload(
    `/api/admin/gift-cards/export?format=${encodeURIComponent(format)}`,
  );
  const fileName = i18next.t("admin:exportFileName", { timestamp: Date.now(), format });
  saveFile(report, fileName);
  return fileName;
}

export function useExportGiftCards() {
  return useMutation({ mutationFn: exportGiftCards });
}
