import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, giftCards } from "../db/schema";
import { rotateSecrets } from "../modules/secrets/rotate-secret.service";
import { createTestApp, inject, reloadUser, signInAs, type TestApp } from "../../test/helpers";
import { addGiftCards, developerWithKey, grantTrophies } from "../../test/fixtures";

const OLD = "old-secret-0123456789abcdef0123456789abcdef";
const NEW = "new-secret-0123456789abcdef0123456789abcdef";

let before: TestApp;
beforeAll(async () => {
  before = await createTestApp({ APP_SECRET: OLD });
});
afterAll(() => before.close());

const redeem = (app: TestApp, headers: object) =>
  inject(app.app, {
    method: "POST",
    url: "/api/students/rewards/redeem-gift-card",
    headers: headers as Record<string, string>,
    payload: { cardType: "amazon", usdAmount: 10, trophyCost: 100 },
  });

describe("rotating APP_SECRET", () => {
  it("reads old values with APP_SECRET_PREVIOUS, re-seals them all, then needs only the new secret", async () => {
    await addGiftCards(before.app, {
      cardType: "amazon",
      usdAmount: 10,
      trophyCost: 100,
      codes: ["ROTATE-0001", "ROTATE-0002"],
    });
    const { apiKey } = await developerWithKey(before.app);

    const rotated = await createTestApp(
      { APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD },
      { sameDatabaseAs: before },
    );
    try {
      const student = await signInAs(rotated.app, "student");
      await grantTrophies(rotated.app, student.user.id, 100);
      const res = await redeem(rotated, student.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().giftCard.code).toMatch(/^ROTATE-000[12]$/);
      const awarded = await inject(rotated.app, {
        method: "POST",
        url: "/api/v1/award-trophies",
        headers: { "x-api-key": apiKey },
        payload: { email: student.user.email, amount: 1 },
      });
      expect(awarded.statusCode).toBe(200);

      const result = await rotateSecrets(
        rotated.app.db,
        rotated.app.giftCardCodes,
        rotated.app.apiKeySecrets,
      );
      expect(result.giftCards).toBeGreaterThanOrEqual(2);
      expect(result.apiKeys).toBeGreaterThanOrEqual(1);
      // Run again: nothing left to do.
      expect(
        await rotateSecrets(rotated.app.db, rotated.app.giftCardCodes, rotated.app.apiKeySecrets),
      ).toEqual({ giftCards: 0, apiKeys: 0 });
      const cards = await rotated.app.db.select().from(giftCards);
      expect(cards.every((c) => !rotated.app.giftCardCodes.isStale(c.codeCiphertext))).toBe(true);
      const keys = await rotated.app.db.select().from(apiKeys);
      expect(keys.every((k) => !rotated.app.apiKeySecrets.isStale(k.keyCiphertext))).toBe(true);
    } finally {
      await rotated.close();
    }

    const after = await createTestApp({ APP_SECRET: NEW }, { sameDatabaseAs: before });
    try {
      const student = await signInAs(after.app, "student");
      await grantTrophies(after.app, student.user.id, 100);
      const res = await redeem(after, student.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().giftCard.code).toMatch(/^ROTATE-000[12]$/);
    } finally {
      await after.close();
    }
  });

  it("charges nothing when a code cannot be read", async () => {
    await addGiftCards(before.app, {
      cardType: "amazon",
      usdAmount: 10,
      trophyCost: 100,
      codes: ["UNREADABLE-1"],
    });
    const stranger = await createTestApp(
      { APP_SECRET: "another-secret-0123456789abcdef0123456789" },
      { sameDatabaseAs: before },
    );
    try {
      const student = await signInAs(stranger.app, "student");
      await grantTrophies(stranger.app, student.user.id, 100);
      const res = await redeem(stranger, student.headers);
      expect(res.statusCode).toBe(500);
      expect((await reloadUser(stranger.app, student.user.id)).trophyBalance).toBe(100);
    } finally {
      await stranger.close();
    }
  });
});
