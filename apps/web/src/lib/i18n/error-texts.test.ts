import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { i18next } from "./i18n";

const answer = (code: string, error: string) => new ApiError(400, { error, code });

describe("error answers in the client's language", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  it("shows the server's own sentence in English", async () => {
    await i18next.changeLanguage("en");
    const error = answer("email_taken", "An account with this email already exists");
    expect(error.message).toBe("An account with this email already exists");
    expect(error.serverMessage).toBe("An account with this email already exists");
  });

  it("shows the Spanish text of a known code in Spanish", async () => {
    await i18next.changeLanguage("es");
    const error = answer("email_taken", "An account with this email already exists");
    expect(error.code).toBe("email_taken");
    expect(error.message).toBe("Ya existe una cuenta con este correo electrónico");
    expect(error.serverMessage).toBe("Ya existe una cuenta con este correo electrónico");
  });

  it("reads whole in Spanish where the server's sentence carries details", async () => {
    await i18next.changeLanguage("es");
    const error = answer("duplicate_codes_in_batch", "Duplicate codes in batch: AB123, CD456");
    expect(error.message).toBe("Hay códigos repetidos en el lote");
  });

  it("falls back to the server's sentence for a code this client does not know", async () => {
    await i18next.changeLanguage("es");
    const error = answer("brand_new_code", "Something new happened");
    expect(error.code).toBeUndefined();
    expect(error.message).toBe("Something new happened");
  });
});
