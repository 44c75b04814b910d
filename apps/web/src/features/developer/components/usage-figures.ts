import type { UsageDay } from "@trophy/shared/schemas/developer";

export interface UsageTotals {
  calls: number;
  success: number;
  clientErrors: number;
  rateLimited: number;
  trophies: number;
}

/**
 * One mode's period added up. Distinct students are left out on purpose: a student counted on two
 * days is one student, and the days' counts cannot tell.
 */
export function usageTotals(days: readonly UsageDay[]): UsageTotals {
  const totals: UsageTotals = {
    calls: 0,
    success: 0,
    clientErrors: 0,
    rateLimited: 0,
    trophies: 0,
  };
  for (const day of days) {
    totals.calls += day.calls;
    totals.success += day.success;
    totals.clientErrors += day.clientErrors;
    totals.rateLimited += day.rateLimited;
    totals.trophies += day.trophies;
  }
  return totals;
}

/** The days that had calls, newest first: what the table lists under the chart. */
export function activeDaysNewestFirst(days: readonly UsageDay[]): UsageDay[] {
  return days.filter((day) => day.calls > 0).reverse();
}

export interface BarSegments {
  success: number;
  clientErrors: number;
  rateLimited: number;
}

/**
 * A day's bar as percentages of the chart's height, one segment per outcome, scaled to the
 * busiest day. Calls with another outcome (a server error) make the bar no taller than its
 * segments, so the three parts always add up to what is drawn.
 */
export function barSegments(day: UsageDay, busiest: number): BarSegments {
  if (busiest <= 0) return { success: 0, clientErrors: 0, rateLimited: 0 };
  const percent = (value: number) => (Math.max(0, value) / busiest) * 100;
  return {
    success: percent(day.success),
    clientErrors: percent(day.clientErrors),
    rateLimited: percent(day.rateLimited),
  };
}

/** The tallest bar's value: the busiest day's calls of the three outcomes drawn. */
export function busiestDay(days: readonly UsageDay[]): number {
  return days.reduce(
    (most, day) => Math.max(most, day.success + day.clientErrors + day.rateLimited),
    0,
  );
}
