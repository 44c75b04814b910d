import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import { apiRequest } from "@/lib/api-client";

/** Sets the password with the mailed link's token; the server ends every session of the account. */
export function resetPassword({ token, password }: { token: string; password: string }) {
  return apiRequest(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: "POST",
    body: { password },
    schema: messageResponseSchema,
    skipAuthRefresh: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
