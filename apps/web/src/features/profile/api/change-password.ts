import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema } from "@trophy/shared/schemas/common";
import type { ChangePasswordInput } from "@trophy/shared/schemas/password";
import { apiRequest } from "@/lib/api-client";

/** The server ends the user's other sessions; this one goes on. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest("/api/users/password", {
    method: "PUT",
    body: input,
    schema: messageResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
