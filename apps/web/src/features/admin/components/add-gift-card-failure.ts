import { errorCodeOf } from "@/lib/api-error";
import { fillTemplate } from "@/lib/fill-template";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";
import { ADMIN_COPY } from "../copy";

/** A refused card: its code is taken (`gift_card_exists`), or anything else (docs/product.md §8). */
export function toastAddGiftCardFailure(error: unknown, code: string): void {
  if (errorCodeOf(error) === "gift_card_exists") {
    toast({
      title: ADMIN_COPY.duplicateCodeTitle,
      description: fillTemplate(ADMIN_COPY.duplicateCode, { code }),
      variant: "destructive",
    });
    return;
  }
  toastFailure(error, ADMIN_COPY.addGiftCardFailed, ADMIN_COPY.anErrorOccurred);
}
