import { i18next } from "@/lib/i18n/i18n";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { toast } from "@/lib/toast";

export function resendVerification(email: string) {
  return apiRequest("/auth/resend-verification", {
    method: "POST",
    body: { email },
    schema: messageResponseSchema,
    skipAuthRefresh: true,
  });
}

/** Sends the link again and says how it went (docs/product.md §8): the same toasts wherever. */
export async function resendVerificationAndSay(email: string): Promise<void> {
  try {
    await resendVerification(email);
    toast({ title: i18next.t("auth:emailSent"), description: i18next.t("auth:resendAccepted") });
  } catch {
    toast({
      title: i18next.t("auth:resendFailed"),
      description: i18next.t("auth:resendFailedBody"),
      variant: "destructive",
    });
  }
}
