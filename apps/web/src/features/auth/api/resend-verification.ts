import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";

export function resendVerification(email: string) {
  return apiRequest("/auth/resend-verification", {
    method: "POST",
    body: { email },
    schema: messageResponseSchema,
    skipAuthRefresh: true,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
