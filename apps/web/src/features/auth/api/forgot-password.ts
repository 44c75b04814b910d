import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import type { ForgotPasswordInput } from "@trophy/shared/schemas/password";
import { apiRequest } from "@/lib/api-client";

/** Mails a reset link if the account exists; the answer is the same either way. */
export function forgotPassword(input: ForgotPasswordInput) {
  return apiRequest("/auth/forgot-password", {
    method: "POST",
    body: input,
    schema: messageResponseSchema,
    skipAuthRefresh: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
