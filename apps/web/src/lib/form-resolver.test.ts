import { giftCardInputSchema } from "@trophy/shared/schemas/gift-cards";
import { customRewardFormSchema } from "@trophy/shared/schemas/parent";
import type { FieldErrors, FieldValues, ResolverOptions } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "./i18n/i18n";
import { rewardResolver, zodResolver } from "./form-resolver";

const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };

/** The message a resolver gives the trophy cost of these values. */
async function costMessage(
  resolver: typeof zodResolver,
  schema: Parameters<typeof zodResolver>[0],
  values: object,
): Promise<unknown> {
  const { errors } = await resolver(schema)(values, undefined, options);
  return (errors as FieldErrors<{ trophyCost: number }>).trophyCost?.message;
}

afterEach(async () => {
  await setLanguage("en");
});

describe("the form resolver", () => {
  const reward = { studentId: "s1", title: "Pizza", trophyCost: "0" };
  const card = { code: "ABCDE-1", cardType: "amazon", usdAmount: "10", trophyCost: "0" };

  it("names a failed rule by its field's key, a reward form's own key first", async () => {
    expect(await costMessage(zodResolver, giftCardInputSchema, card)).toBe(
      "Trophy cost must be a number greater than 0",
    );
    expect(await costMessage(rewardResolver, customRewardFormSchema, reward)).toBe(
      "Trophy cost must be at least 1",
    );
  });

  it("names it in the reader's language", async () => {
    await setLanguage("es");
    expect(await costMessage(zodResolver, giftCardInputSchema, card)).toBe(
      "El costo en trofeos debe ser un número mayor que 0",
    );
    expect(await costMessage(rewardResolver, customRewardFormSchema, reward)).toBe(
      "El costo en trofeos debe ser de al menos 1",
    );
  });
});
