import { i18next } from "@/lib/i18n/i18n";
import { PARTIAL_UPLOAD_ERRORS_SHOWN } from "@trophy/shared/constants";
import type { UploadResult } from "@trophy/shared/schemas/gift-cards";
import { ApiError, type RowError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";

/** One refused row: `{code}: {error}`. */
const rowLine = (row: RowError) =>
  i18next.t("admin:uploadRowError", { code: row.code, error: row.error });

/** A 201 or a 207 (partial) answer of the upload, said as docs/product.md §8 words it. */
export function toastUploadResult(result: UploadResult): void {
  if (!result.partial) {
    toast({
      title: i18next.t("admin:uploadSuccessful"),
      description: i18next.t("admin:uploadCreated", { count: result.created }),
    });
    return;
  }
  const errors = result.errors ?? [];
  const lines = [
    result.message,
    i18next.t("admin:uploadCounts", {
      created: formatNumber(result.created),
      failed: formatNumber(result.failed),
    }),
    ...errors.slice(0, PARTIAL_UPLOAD_ERRORS_SHOWN).map(rowLine),
  ];
  if (errors.length > PARTIAL_UPLOAD_ERRORS_SHOWN) {
    const count = errors.length - PARTIAL_UPLOAD_ERRORS_SHOWN;
    lines.push(i18next.t("admin:moreUploadErrors", { count: count }));
  }
  toast({ title: i18next.t("admin:partialUpload"), description: lines.join("\n") });
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
    fail(i18next.t("admin:uploadDuplicateCodes"), apiError.codes.join(", "));
  } else if (apiError?.code === "all_gift_cards_failed") {
    const rows = apiError.rowErrors.map(rowLine);
    fail(i18next.t("admin:uploadFailed"), rows.length > 0 ? rows.join("\n") : text);
  } else {
    fail(i18next.t("admin:uploadFailed"), text || i18next.t("admin:uploadFailedFallback"));
  }
}
