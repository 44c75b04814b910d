import { useMutation } from "@tanstack/react-query";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";
import { apiDownload } from "@/lib/api-download";
import { fillTemplate } from "@/lib/fill-template";
import { saveFile } from "@/lib/save-file";
import { ADMIN_COPY } from "../copy";

/**
 * Fetches the gift card report (with the bearer token) and saves it under its documented name
 * (docs/product.md §9).
 */
export async function exportGiftCards(format: UploadFormat): Promise<string> {
  const report = await apiDownload(
    `/api/admin/gift-cards/export?format=${encodeURIComponent(format)}`,
  );
  const fileName = fillTemplate(ADMIN_COPY.exportFileName, { timestamp: Date.now(), format });
  saveFile(report, fileName);
  return fileName;
}

export function useExportGiftCards() {
  return useMutation({ mutationFn: exportGiftCards });
}
