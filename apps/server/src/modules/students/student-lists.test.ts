import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  inject,
  signInAs,
  type SignedIn,
  type TestApp,
} from "../../../test/helpers";
import {
  addGiftCards,
  addLinkRequest,
  addReward,
  codes,
  grantTrophies,
} from "../../../test/fixtures";

/**
 * Every list answers one page (docs/product.md §9: `limit`, default 100 and at most 500;
 * `offset`) in its documented shape (docs/product.md §7), plus `total`, the number of items without paging.
 */
let t: TestApp;
let student: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  student = await signInAs(t.app, "student");
});
afterAll(() => t.close());

const get = (url: string) => inject(t.app, { method: "GET", url, headers: student.headers });

describe("student lists are paged", () => {
  it("pages the trophy history, newest first, with the balance and the total", async () => {
    for (let i = 1; i <= 7; i++) await grantTrophies(t.app, student.user.id, i, `Lesson ${i}`);
    const all = (await get("/api/students/trophies")).json();
    expect(all.balance).toBe(28);
    expect(all.total).toBe(7);
    expect(all.history).toHaveLength(7);
    const page = (await get("/api/students/trophies?limit=3&offset=2")).json();
    expect(page).toEqual({ balance: 28, total: 7, history: all.history.slice(2, 5) });
    expect(page.history.map((h: { description: string }) => h.description)).toEqual([
      "Lesson 5",
      "Lesson 4",
      "Lesson 3",
    ]);
    expect((await get("/api/students/trophies?offset=7")).json()).toEqual({
      balance: 28,
      total: 7,
      history: [],
    });
  });

  it("pages redemptions and gift cards, newest first", async () => {
    await addGiftCards(t.app, {
      cardType: "roblox",
      usdAmount: 5,
      trophyCost: 2,
      codes: codes("LIST", 5),
    });
    for (let i = 0; i < 5; i++) {
      const res = await inject(t.app, {
        method: "POST",
        url: "/api/students/rewards/gc_roblox_5_2/redeem",
        headers: student.headers,
      });
      expect(res.statusCode).toBe(200);
    }
    const redemptions = (await get("/api/students/redemptions")).json();
    expect(redemptions.total).toBe(5);
    const page = (await get("/api/students/redemptions?limit=2&offset=1")).json();
    expect(page).toEqual({ total: 5, redemptions: redemptions.redemptions.slice(1, 3) });
    // Past the end: no row carries the total, which is counted on its own.
    expect((await get("/api/students/redemptions?offset=9")).json()).toEqual({
      total: 5,
      redemptions: [],
    });

    const cards = (await get("/api/students/gift-cards")).json();
    expect(cards.total).toBe(5);
    const cardPage = (await get("/api/students/gift-cards?limit=2&offset=3")).json();
    expect(cardPage).toEqual({ total: 5, giftCards: cards.giftCards.slice(3, 5) });
  });

  it("pages rewards across own rewards and gift-card offerings", async () => {
    await addReward(t.app, { title: "Sticker", trophyCost: 1 });
    await addReward(t.app, { title: "Badge", trophyCost: 3 });
    await addGiftCards(t.app, {
      cardType: "amazon",
      usdAmount: 10,
      trophyCost: 200,
      codes: codes("LIST-AMZ", 2),
    });
    const all = (await get("/api/students/rewards")).json();
    // Two base rewards, then the roblox leftovers are gone (all redeemed) and amazon remains.
    expect(all.total).toBe(3);
    expect(all.rewards.map((r: { title: string }) => r.title)).toEqual([
      "Sticker",
      "Badge",
      "Amazon $10 Gift Card",
    ]);
    for (const [limit, offset] of [
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 1],
      [5, 3],
      [2, 7],
    ] as const) {
      const page = (await get(`/api/students/rewards?limit=${limit}&offset=${offset}`)).json();
      expect(page, `${limit}/${offset}`).toEqual({
        total: 3,
        rewards: all.rewards.slice(offset, offset + limit),
      });
    }
  });

  it("pages connection requests, oldest first", async () => {
    const parents = await Promise.all(
      [1, 2, 3].map((i) => createUser(t.app, { userType: "parent_guide", name: `Parent ${i}` })),
    );
    for (const p of parents) await addLinkRequest(t.app, p.id, student.user.id);
    const all = (await get("/api/students/connection-requests")).json();
    expect(all.total).toBe(3);
    expect((await get("/api/students/connection-requests?limit=1&offset=2")).json()).toEqual({
      total: 3,
      requests: all.requests.slice(2),
    });
    expect((await get("/api/students/connection-requests?offset=5")).json()).toEqual({
      total: 3,
      requests: [],
    });
  });

  it.each([
    "/api/students/trophies",
    "/api/students/rewards",
    "/api/students/redemptions",
    "/api/students/gift-cards",
    "/api/students/connection-requests",
  ])("%s refuses a limit over 500, below 1, and a negative or fractional offset", async (url) => {
    for (const [query, error] of [
      ["limit=501", "limit must be at most 500"],
      ["limit=0", "limit must be at least 1"],
      ["limit=abc", "limit must be a whole number"],
      ["offset=-1", "offset must be at least 0"],
      ["offset=1.5", "offset must be a whole number"],
    ]) {
      const res = await get(`${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error, code: "validation_failed" });
    }
    expect((await get(`${url}?limit=500`)).statusCode).toBe(200);
  });
});

it("answers at most 100 items when no limit is given", async () => {
  const busy = await signInAs(t.app, "student");
  for (let i = 0; i < 105; i++) await grantTrophies(t.app, busy.user.id, 1);
  const res = await inject(t.app, {
    method: "GET",
    url: "/api/students/trophies",
    headers: busy.headers,
  });
  expect(res.json().history).toHaveLength(100);
  expect(res.json().total).toBe(105);
});
