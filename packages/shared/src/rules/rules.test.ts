import { describe, expect, it } from "vitest";
import { achievementLevel } from "./achievement-level";
import { formatUsd, maskCode, titleCase } from "./gift-card-display";
import { giftCardOfferingId, parseGiftCardOfferingId } from "./gift-card-offering";

describe("gift card offering ids", () => {
  it.each([
    { cardType: "amazon", usdAmount: 25, trophyCost: 500 },
    { cardType: "google_play", usdAmount: 10, trophyCost: 200 },
    { cardType: "app_store_itunes", usdAmount: 12.5, trophyCost: 250 },
  ])("round-trips %j", (d) => {
    expect(parseGiftCardOfferingId(giftCardOfferingId(d))).toEqual(d);
  });

  it("reads google_play from the right", () => {
    expect(parseGiftCardOfferingId("gc_google_play_10_200")).toEqual({
      cardType: "google_play",
      usdAmount: 10,
      trophyCost: 200,
    });
  });

  it.each(["reward-1", "gc_", "gc_amazon_25", "gc__25_500", "gc_amazon_x_500", "gc_amazon_25_1.5"])(
    "rejects %s",
    (id) => {
      expect(parseGiftCardOfferingId(id)).toBeNull();
    },
  );
});

describe("gift card display", () => {
  it("masks all but the last 4 characters", () => {
    expect(maskCode("ABCD-EFGH-1234")).toBe("••••••••1234");
    expect(maskCode("WXYZ9")).toBe("•XYZ9");
    expect(maskCode("1234")).toBe("1234");
  });
  it("title-cases card types", () => {
    expect(titleCase("google_play")).toBe("Google Play");
    expect(titleCase("ROBLOX")).toBe("Roblox");
  });
  it("formats dollars", () => {
    expect(formatUsd(25)).toBe("$25");
    expect(formatUsd(12.5)).toBe("$12.50");
  });
});

describe("achievement level", () => {
  it.each([
    [0, "Beginner"],
    [4, "Beginner"],
    [5, "Advanced"],
    [9, "Advanced"],
    [10, "Expert"],
    [42, "Expert"],
  ] as const)("%i redemptions → %s", (count, level) => {
    expect(achievementLevel(count)).toBe(level);
  });
});
