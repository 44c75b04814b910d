import { useMutation } from "@tanstack/react-query";
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
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast({ title: AUTH_COPY.emailSent, description: AUTH_COPY.resendAccepted }),
    onError: () =>
      toast({
        title: AUTH_COPY.resendFailed,
        description: AUTH_COPY.resendFailedBody,
        variant: "destructive",
      }),
  });
}
