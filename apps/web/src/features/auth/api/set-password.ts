import { useMutation } from "@tanstack/react-query";
import { setPasswordResponseSchema } from "@trophy/shared/schemas/auth";
import { apiRequest } from "@/lib/api-client";
import { verificationPath } from "./verification-path";

export function setPassword({ token, password }: { token: string; password: string }) {
  return apiRequest(verificationPath(token), {
    method: "POST",
    body: { password },
    schema: setPasswordResponseSchema,
    skipAuthRefresh: true,
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
