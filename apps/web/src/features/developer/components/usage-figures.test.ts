import type { UsageDay } from "@trophy/shared/schemas/developer";
import { describe, expect, it } from "vitest";
import { activeDaysNewestFirst, barSegments, busiestDay, usageTotals } from "./usage-figures";

const day = (date: string, parts: Partial<UsageDay> = {}): UsageDay => ({
  date,
  calls: 0,
  success: 0,
  clientErrors: 0,
  rateLimited: 0,
  trophies: 0,
  students: 0,
  ...parts,
});

const days = [
  day("2026-11-21", { calls: 4, success: 3, clientErrors: 1, trophies: 30, students: 2 }),
  day("2026-11-22"),
  day("2026-11-23", { calls: 10, success: 5, clientErrors: 1, rateLimited: 4, trophies: 50 }),
];

describe("usageTotals", () => {
  it("adds up each outcome and the trophies over the period", () => {
    expect(usageTotals(days)).toEqual({
      calls: 14,
      success: 8,
      clientErrors: 2,
      rateLimited: 4,
      trophies: 80,
    });
  });

  it("is all zeros for a period without calls", () => {
    expect(usageTotals([day("2026-11-22")]).calls).toBe(0);
  });
});

describe("activeDaysNewestFirst", () => {
  it("keeps only days with calls, the newest first", () => {
    expect(activeDaysNewestFirst(days).map((d) => d.date)).toEqual(["2026-11-23", "2026-11-21"]);
  });

  it("leaves the given days in their order", () => {
    activeDaysNewestFirst(days);
    expect(days[0]?.date).toBe("2026-11-21");
  });
});

describe("barSegments", () => {
  it("scales each outcome to the busiest day", () => {
    expect(busiestDay(days)).toBe(10);
    expect(barSegments(days[2] as UsageDay, 10)).toEqual({
      success: 50,
      clientErrors: 10,
      rateLimited: 40,
    });
    expect(barSegments(days[0] as UsageDay, 10)).toEqual({
      success: 30,
      clientErrors: 10,
      rateLimited: 0,
    });
  });

  it("draws nothing when no day had calls", () => {
    expect(busiestDay([day("2026-11-22")])).toBe(0);
    expect(barSegments(day("2026-11-22"), 0)).toEqual({
      success: 0,
      clientErrors: 0,
      rateLimited: 0,
    });
  });

  it("leaves out calls of another outcome, so the segments add up to the bar", () => {
    const withServerError = day("2026-11-23", { calls: 5, success: 4 });
    expect(busiestDay([withServerError])).toBe(4);
    expect(barSegments(withServerError, 4).success).toBe(100);
  });
});
