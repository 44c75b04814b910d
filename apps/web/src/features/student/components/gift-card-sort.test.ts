import type { GiftCard } from "@trophy/shared/schemas/student";
import { describe, expect, it } from "vitest";
import { filterAndSortGiftCards, type GiftCardSort } from "./gift-card-sort";

const card = (
  id: string,
  cardType: string,
  usdAmount: number,
  redeemedAt: string | null,
  code = `CODE-${id}`,
): GiftCard => ({
  id,
  code,
  cardType,
  usdAmount,
  trophyCost: usdAmount * 10,
  redeemedAt,
  createdAt: "2026-01-01T00:00:00.000Z",
  expiresAt: null,
});

const cards = [
  card("1", "amazon", 25, "2026-03-01T00:00:00.000Z"),
  card("2", "google_play", 10, "2026-05-01T00:00:00.000Z", "GP-XYZ"),
  card("3", "amazon", 50, null),
  card("4", "apple", 15, "2026-04-01T00:00:00.000Z"),
];
const ids = (list: readonly GiftCard[]) => list.map((c) => c.id);
const all = (sort: GiftCardSort) =>
  filterAndSortGiftCards(cards, { search: "", cardType: "", sort });

describe("gift card sorts", () => {
  it("date: newest redemption first; a card not redeemed counts from its creation", () => {
    expect(ids(all("date"))).toEqual(["2", "4", "1", "3"]);
  });

  it("value: highest USD amount first", () => {
    expect(ids(all("value"))).toEqual(["3", "1", "4", "2"]);
  });

  it("type: A to Z", () => {
    expect(all("type").map((c) => c.cardType)).toEqual([
      "amazon",
      "amazon",
      "apple",
      "google_play",
    ]);
  });

  it("leaves the list it was given in its order", () => {
    all("value");
    expect(ids(cards)).toEqual(["1", "2", "3", "4"]);
  });
});

describe("gift card filters", () => {
  const filter = (search: string, cardType = "") =>
    ids(filterAndSortGiftCards(cards, { search, cardType, sort: "value" }));

  it("keeps one card type", () => {
    expect(filter("", "amazon")).toEqual(["3", "1"]);
  });

  it("searches the type as stored and as shown, and the code, ignoring case and spaces", () => {
    expect(filter("google_")).toEqual(["2"]);
    expect(filter("  Google Play ")).toEqual(["2"]);
    expect(filter("gp-xy")).toEqual(["2"]);
    expect(filter("code-4")).toEqual(["4"]);
  });

  it("combines the search with the card type", () => {
    expect(filter("code-1", "amazon")).toEqual(["1"]);
    expect(filter("code-4", "amazon")).toEqual([]);
  });
});
