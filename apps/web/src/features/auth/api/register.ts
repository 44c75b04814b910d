import { registerResponseSchema, type RegisterRequest } from "@trophy/shared/schemas/auth";
import { apiRequest } from "@/lib/api-client";
import { serverMessageOf } from "@/lib/api-error";
import { currentLanguage } from "@/lib/i18n/i18n";

/** The account takes the language the visitor reads the form in (its e-mails are written in it). */
export function register(input: RegisterRequest) {
  return apiRequest("/auth/register", {
    method: "POST",
    body: { ...input, language: input.language ?? currentLanguage() },
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
