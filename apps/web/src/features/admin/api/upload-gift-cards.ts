import { i18next } from "@/lib/i18n/i18n";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  uploadResultSchema,
  type UploadFormat,
  type UploadRequest,
  type UploadResult,
} from "@trophy/shared/schemas/gift-cards";
import { apiRequest } from "@/lib/api-client";
import { invalidateStock } from "./invalidate-stock";

export interface UploadGiftCardsInput {
  /** The file's text, as picked: the server parses it with the same parser as the preview. */
  data: string;
  format: UploadFormat;
}

/** 201: all created; 207: `partial` with the rows that failed. Both resolve; 4xx throws. */
export function uploadGiftCards({ data, format }: UploadGiftCardsInput): Promise<UploadResult> {
  const body: UploadRequest = {
    data,
    format,
    batchId: i18next.t("admin:uploadBatchId", { timestamp: Date.now() }),
  };
  return apiRequest("/api/admin/gift-cards/upload", {
    method: "POST",
    body,
    schema: uploadResultSchema,
  });
}

/** Uploads a batch of gift cards; inventory and dashboard reload either way. */
export function useUploadGiftCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGiftCards,
    onSettled: () => invalidateStock(queryClient),
  });
}
