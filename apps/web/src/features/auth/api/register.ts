import { registerResponseSchema, type RegisterRequest } from "@trophy/shared/schemas/auth";
import { apiRequest } from "@/lib/api-client";
import { serverMessageOf } from "@/lib/api-error";

export function register(input: RegisterRequest) {
  return apiRequest("/auth/register", {
    method: "POST",
    body: input,
    schema: registerResponseSchema,
    skipAuthRefresh: true,
  });
}

/** Registers; a refusal comes back as a value with the server's reason, if it gave one. */
export async function attemptRegister(
  input: RegisterRequest,
): Promise<{ ok: true } | { ok: false; serverMessage: string | undefined }> {
  try {
    await register(input);
    return { ok: true };
  } catch (error) {
    return { ok: false, serverMessage: serverMessageOf(error) };
  }
}
