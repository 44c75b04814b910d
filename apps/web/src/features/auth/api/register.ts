import { useMutation } from "@tanstack/react-query";
import { registerResponseSchema, type RegisterRequest } from "@trophy/shared/schemas/auth";
import { apiRequest } from "@/lib/api-client";

export function register(input: RegisterRequest) {
  return apiRequest("/auth/register", {
    method: "POST",
    body: input,
    schema: registerResponseSchema,
    skipAuthRefresh: true,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
