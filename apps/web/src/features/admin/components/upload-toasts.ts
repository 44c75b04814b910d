import { PARTIAL_UPLOAD_ERRORS_SHOWN } from "@trophy/shared/constants";
import type { UploadResult } from "@trophy/shared/schemas/gift-cards";
import { ApiError, type RowError } from "@/lib/api-error";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";
import { ADMIN_COPY, adminCount } from "../copy";

/** One refused row: `{code}: {error}`. */
const rowLine = (row: RowError) =>
  fillTemplate(ADMIN_COPY.uploadRowError, { code: row.code, error: row.error });

/** A 201 or a 207 (partial) answer of the upload, said as docs/product.md §8 words it. */
export function toastUploadResult(result: UploadResult): void {
  if (!result.partial) {
    toast({
      title: ADMIN_COPY.uploadSuccessful,
      description: adminCount("uploadCreated", result.created),
    });
    return;
  }
  const errors = result.errors ?? [];
  const lines = [
    result.message,
    fillTemplate(ADMIN_COPY.uploadCounts, {
      created: formatNumber(result.created),
      failed: formatNumber(result.failed),
    }),
    ...errors.slice(0, PARTIAL_UPLOAD_ERRORS_SHOWN).map(rowLine),
  ];
  if (errors.length > PARTIAL_UPLOAD_ERRORS_SHOWN) {
    const count = errors.length - PARTIAL_UPLOAD_ERRORS_SHOWN;
    lines.push(adminCount("moreUploadErrors", count));
  }
  toast({ title: ADMIN_COPY.partialUpload, description: lines.join("\n") });
}

/**
 * A refused upload, by the answer's code and fields (docs/product.md §8): duplicate codes (listed
 * in `codes`), every row failed (each in `errors`), or any other failure.
 */
export function toastUploadFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: "destructive" });
  };
  const apiError = error instanceof ApiError ? error : undefined;
  const text = apiError?.serverMessage ?? "";

  if (apiError?.code === "duplicate_codes_in_batch") {
    fail(ADMIN_COPY.uploadDuplicateCodes, apiError.codes.join(", "));
  } else if (apiError?.code === "all_gift_cards_failed") {
    const rows = apiError.rowErrors.map(rowLine);
    fail(ADMIN_COPY.uploadFailed, rows.length > 0 ? rows.join("\n") : text);
  } else {
    fail(ADMIN_COPY.uploadFailed, text || ADMIN_COPY.uploadFailedFallback);
  }
}
