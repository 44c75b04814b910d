import fc from "fast-check";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import { hasNoHiddenCharacters, JOINING_SCRIPT_LETTER } from "@trophy/shared/schemas/inputs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { developerWithKey } from "../../test/fixtures";
import {
  createTestApp,
  inject,
  signInAs,
  uniqueEmail,
  type TestApp,
  ADULT_BIRTH,
} from "../../test/helpers";

const REFUSED = [
  ...Array.from({ length: 5 }, (_, i) => 0x200b + i),
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
  0xfeff,
].map((code) => String.fromCodePoint(code));
const isRefused = (c: string) => REFUSED.includes(c);

/**
 * Any text without the refused characters: any code point, emoji, and the neighbours of the
 * refused ranges (which are fine), so the edges of each range are tried often.
 */
const plainText = fc
  .string({
    unit: fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      fc.constantFrom("\u{1F3C6}", "\u{1F469}", "\u{1F3FD}", "\uFE0F"),
      fc.constantFrom("\u00A0", "\u200A", "\u2010", "\u2029", "\u2065", "\u206A", "\uFEFE"),
    ),
  })
  .filter((s) => !Array.from(s).some(isRefused));

describe("hidden characters, over arbitrary text", () => {
  it("accepts any text without them", () => {
    fc.assert(fc.property(plainText, (s) => hasNoHiddenCharacters(s)));
  });

  it("refuses any text with one of them inserted anywhere (a joiner where it joins no emoji)", () => {
    fc.assert(
      fc.property(plainText, fc.nat(), fc.constantFrom(...REFUSED), (text, at, hidden) => {
        // Code points, not graphemes: a refused character may land inside an emoji sequence.
        const chars = Array.from(text);
        const i = at % (chars.length + 1);
        // A joiner between two emoji is part of one picture, and stays allowed.
        fc.pre(
          hidden !== "\u200D" ||
            !/\p{Extended_Pictographic}/u.test(chars.slice(Math.max(0, i - 2), i + 1).join("")),
        );
        // So are both joiners between two letters of a script spelled with them.
        fc.pre(
          (hidden !== "\u200C" && hidden !== "\u200D") ||
            !(
              JOINING_SCRIPT_LETTER.test(chars[i - 1] ?? "") &&
              JOINING_SCRIPT_LETTER.test(chars[i] ?? "")
            ),
        );
        return !hasNoHiddenCharacters([...chars.slice(0, i), hidden, ...chars.slice(i)].join(""));
      }),
    );
  });
});

describe("the API refuses them with the validation answer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusal = { error: SHARED_TEXTS.hiddenCharacters, code: "validation_failed" };

  it("in a name at registration and on the profile, and in an award's details", async () => {
    const registered = await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      payload: {
        userType: "student",
        email: uniqueEmail("bidi"),
        name: "Ana\u202Egpj.exe",
        ...ADULT_BIRTH,
      },
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toEqual(refusal);

    const student = await signInAs(t.app, "student");
    const renamed = await inject(t.app, {
      method: "PUT",
      url: "/api/users/profile",
      headers: student.headers,
      payload: { name: "Ad\u200Bmin" },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual(refusal);

    const { apiKey } = await developerWithKey(t.app, "Bidi Apps");
    const awarded = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey },
      payload: { email: student.user.email, amount: 5, details: "Quiz \u2066won\u2069" },
    });
    expect(awarded.statusCode).toBe(400);
    expect(awarded.json()).toEqual(refusal);

    // The same details without them, and an emoji sequence, are fine.
    const fine = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey },
      payload: {
        email: student.user.email,
        amount: 5,
        details: "Quiz won \u{1F468}\u200D\u{1F469}\u200D\u{1F467}",
      },
    });
    expect(fine.statusCode).toBe(200);
  });
});
