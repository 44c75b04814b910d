import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { AUTH_COPY } from "../copy";

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
    toast({ title: AUTH_COPY.emailSent, description: AUTH_COPY.resendAccepted });
  } catch {
    toast({
      title: AUTH_COPY.resendFailed,
      description: AUTH_COPY.resendFailedBody,
      variant: "destructive",
    });
  }
}
