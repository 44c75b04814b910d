import { PARTIAL_UPLOAD_ERRORS_SHOWN } from "@trophy/shared/constants";
import { MESSAGES, SERVER_ERRORS } from "@trophy/shared/messages";
import type { UploadResult } from "@trophy/shared/schemas/gift-cards";
import { z } from "zod";
import { ApiError } from "@/lib/api-error";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";

/** A 201 or a 207 (partial) answer of the upload, said as docs/product.md §8 words it. */
export function toastUploadResult(result: UploadResult): void {
  if (!result.partial) {
    toast({
      title: MESSAGES.uploadSuccessful,
      description: fillTemplate(MESSAGES.uploadCreated, { created: result.created }),
    });
    return;
  }
  const errors = result.errors ?? [];
  const lines = [
    result.message,
    fillTemplate(MESSAGES.uploadCounts, { created: result.created, failed: result.failed }),
    ...errors
      .slice(0, PARTIAL_UPLOAD_ERRORS_SHOWN)
      .map((e) => fillTemplate(MESSAGES.uploadRowError, { code: e.code, error: e.error })),
  ];
  if (errors.length > PARTIAL_UPLOAD_ERRORS_SHOWN) {
    const count = errors.length - PARTIAL_UPLOAD_ERRORS_SHOWN;
    lines.push(fillTemplate(MESSAGES.moreUploadErrors, { count }));
  }
  toast({ title: MESSAGES.partialUpload, description: lines.join("\n") });
}

const failureBody = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
  details: z.union([z.string(), z.array(z.string())]).optional(),
});

/** The text after `marker` in `text`, split into its items. */
function itemsAfter(text: string, marker: string, separator: string): string[] {
  const at = text.indexOf(marker);
  const rest = at < 0 ? text : text.slice(at + marker.length).replace(/^[:\s]+/, "");
  return rest.split(separator).filter(Boolean);
}

/**
 * A refused upload: duplicate codes, every row failed, or any other failure (docs/product.md §8).
 */
export function toastUploadFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  const parsed = failureBody.safeParse(error instanceof ApiError ? error.data : undefined);
  const body = parsed.success ? parsed.data : {};
  const text = body.message ?? body.error ?? "";
  const fail = (title: string, description: string) => {
    toast({ title, description, variant: "destructive" });
  };

  if (text.includes(SERVER_ERRORS.duplicateCodesInBatch)) {
    const codes = itemsAfter(text, SERVER_ERRORS.duplicateCodesInBatch, ", ");
    fail(MESSAGES.uploadDuplicateCodes, codes.join(", "));
  } else if (text.includes(SERVER_ERRORS.allGiftCardsFailed)) {
    const marker = MESSAGES.uploadErrorsMarker;
    const errors = text.includes(marker)
      ? itemsAfter(text, marker, MESSAGES.uploadErrorsSeparator)
      : [text];
    fail(MESSAGES.uploadFailed, errors.join("\n"));
  } else {
    const details = typeof body.details === "string" ? [body.details] : (body.details ?? []);
    fail(MESSAGES.uploadFailed, [text || MESSAGES.uploadFailedFallback, ...details].join("\n"));
  }
}
