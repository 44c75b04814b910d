import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import {
  createTestApp,
  inject,
  reloadUser,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import { addGiftCards, codes, grantTrophies } from "../../../test/fixtures";

/** Numbers out of range (docs/product.md §9) are a 400 that says why, never a 500. */
let t: TestApp;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  student = await signInAs(t.app, "student");
  await grantTrophies(t.app, student.user.id, 500);
  await addGiftCards(t.app, {
    cardType: "x",
    usdAmount: 10,
    trophyCost: 5,
    codes: codes("RNG", 3),
  });
});
afterAll(() => t.close());

const byId = (id: string) =>
  inject(t.app, {
    method: "POST",
    url: `/api/students/rewards/${encodeURIComponent(id)}/redeem`,
    headers: student.headers,
  });
const byBody = (payload: unknown) =>
  inject(t.app, {
    method: "POST",
    url: "/api/students/rewards/redeem-gift-card",
    headers: student.headers,
    payload: payload as object,
  });

describe("gift-card denominations out of range", () => {
  it.each([
    ["gc_x_10_0", SHARED_TEXTS.invalidTrophyCost],
    ["gc_x_10_-5", SHARED_TEXTS.invalidTrophyCost],
    ["gc_x_10_1e12", "Trophy cost must be at most 1,000,000"],
    ["gc_x_10_1000001", "Trophy cost must be at most 1,000,000"],
    ["gc_x_0_5", SHARED_TEXTS.invalidUsdAmount],
    ["gc_x_0.001_5", "USD amount must have at most two decimals"],
    ["gc_x_1e300_5", "USD amount must be at most 10,000"],
    ["gc_x_10000.01_5", "USD amount must be at most 10,000"],
  ])("POST /api/students/rewards/%s/redeem answers 400 %s", async (id, error) => {
    const res = await byId(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: "invalid_reward_id" });
  });

  it.each([
    [{ cardType: "x", usdAmount: 10, trophyCost: 1e12 }, "Trophy cost must be at most 1,000,000"],
    [{ cardType: "x", usdAmount: 10, trophyCost: 0 }, SHARED_TEXTS.invalidTrophyCost],
    [{ cardType: "x", usdAmount: 10, trophyCost: 2.5 }, "Trophy cost must be a whole number"],
    [
      { cardType: "x", usdAmount: 0.001, trophyCost: 5 },
      "USD amount must have at most two decimals",
    ],
    [{ cardType: "x", usdAmount: 1e6, trophyCost: 5 }, "USD amount must be at most 10,000"],
    [{ cardType: "x", usdAmount: true, trophyCost: 5 }, SHARED_TEXTS.invalidUsdAmount],
    [{ cardType: "x", usdAmount: [], trophyCost: 5 }, SHARED_TEXTS.invalidUsdAmount],
    [{ cardType: "x", usdAmount: "ten", trophyCost: 5 }, SHARED_TEXTS.invalidUsdAmount],
    [{ cardType: "x\u0000", usdAmount: 10, trophyCost: 5 }, "Text must not contain NUL characters"],
  ])("redeem-gift-card %j answers 400", async (payload, error) => {
    const res = await byBody(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, code: "validation_failed" });
  });

  it("changes nothing when it refuses, and still takes numbers written as text", async () => {
    expect((await reloadUser(t.app, student.user.id)).trophyBalance).toBe(500);
    const res = await byBody({ cardType: "x", usdAmount: "10.00", trophyCost: "5" });
    expect(res.statusCode).toBe(200);
    expect(res.json().newBalance).toBe(495);
    expect((await byId("gc_x_10_5")).statusCode).toBe(200);
  });
});
