import { describe, expect, it } from "vitest";
import { LOW_STOCK_BELOW, MEDIUM_STOCK_BELOW } from "../constants";
import { stockStatus } from "./stock-status";

describe("stockStatus", () => {
  it.each([
    [0, "low"],
    [LOW_STOCK_BELOW - 1, "low"],
    [LOW_STOCK_BELOW, "medium"],
    [MEDIUM_STOCK_BELOW - 1, "medium"],
    [MEDIUM_STOCK_BELOW, "good"],
    [1000, "good"],
  ] as const)("%i available is %s", (available, status) => {
    expect(stockStatus(available)).toBe(status);
  });

  it("keeps the product's thresholds: low under 10, medium under 50", () => {
    expect(stockStatus(9)).toBe("low");
    expect(stockStatus(10)).toBe("medium");
    expect(stockStatus(49)).toBe("medium");
    expect(stockStatus(50)).toBe("good");
  });
});
