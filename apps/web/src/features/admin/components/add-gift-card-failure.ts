import { MESSAGES } from "@trophy/shared/messages";
import { ApiError, serverMessageOf } from "@/lib/api-error";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";

/**
 * A refused card: its code is taken (409 or 'already exists'), or anything else
 * (docs/product.md §8).
 */
export function toastAddGiftCardFailure(error: unknown, code: string): void {
  const duplicate =
    (error instanceof ApiError && error.status === 409) ||
    (serverMessageOf(error)?.includes(MESSAGES.alreadyExistsMarker) ?? false);
  if (duplicate) {
    toast({
      title: MESSAGES.duplicateCodeTitle,
      description: fillTemplate(MESSAGES.duplicateCode, { code }),
      variant: "destructive",
    });
    return;
  }
  toastFailure(error, MESSAGES.addGiftCardFailed, MESSAGES.anErrorOccurred);
}
