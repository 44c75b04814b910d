import { i18next } from "@/lib/i18n/i18n";
import { errorCodeOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { toastFailure } from "@/lib/toast-failure";

/** A refused card: its code is taken (`gift_card_exists`), or anything else (docs/product.md §8). */
export function toastAddGiftCardFailure(error: unknown, code: string): void {
  if (errorCodeOf(error) === "gift_card_exists") {
    toast({
      title: i18next.t("admin:duplicateCodeTitle"),
      description: i18next.t("admin:duplicateCode", { code }),
      variant: "destructive",
    });
    return;
  }
  toastFailure(error, i18next.t("admin:addGiftCardFailed"), i18next.t("admin:anErrorOccurred"));
}
