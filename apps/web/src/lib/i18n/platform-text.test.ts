import { platformText, giftCardNamed } from "@trophy/shared/schemas/platform-text";
import { afterEach, describe, expect, it } from "vitest";
import { i18next, loadIcu, loadNamespaces } from "./i18n";
import { platformTextOf } from "./platform-text";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

async function inLanguage(language: string): Promise<void> {
  await Promise.all([loadIcu(), loadNamespaces(["platform"])]);
  await i18next.changeLanguage(language);
}

describe("texts the platform writes", () => {
  it("read in the reader's language, with a gift card named by its type and amount", async () => {
    const redeemed = platformText("ledger_redeemed", giftCardNamed("google_play", 10));
    await inLanguage("en");
    expect(platformTextOf(redeemed, "Redeemed: Google Play $10 Gift Card")).toBe(
      "Redeemed: Google Play $10 Gift Card",
    );
    await inLanguage("es");
    expect(platformTextOf(redeemed, "")).toMatch(
      /^Canjeado: Tarjeta regalo Google Play de 10\sUS\$$/,
    );
    await inLanguage("pt-BR");
    expect(platformTextOf(redeemed, "")).toMatch(
      /^Resgatado: Vale-presente Google Play de US\$\s10$/,
    );
  });

  it("agree in number in every language", async () => {
    const declined = (cost: number) =>
      platformText("activity_reward_declined", {
        title: "Bike ride",
        email: "kim@school.test",
        cost,
      });
    await inLanguage("en");
    expect(platformTextOf(declined(1), "")).toBe(
      "Bike ride declined for kim@school.test: 1 trophy refunded",
    );
    await inLanguage("es");
    expect(platformTextOf(declined(1), "")).toBe(
      "Bike ride: rechazada para kim@school.test, 1 trofeo devuelto",
    );
    expect(platformTextOf(declined(1500), "")).toBe(
      "Bike ride: rechazada para kim@school.test, 1500 trofeos devueltos",
    );
    await inLanguage("pt-BR");
    expect(platformTextOf(declined(2), "")).toBe(
      "Bike ride: recusado para kim@school.test, 2 troféus devolvidos",
    );
  });

  it("fall back to the sentence as sent where the server gave no key", () => {
    expect(platformTextOf(null, "Quiz: 10/10")).toBe("Quiz: 10/10");
  });
});
