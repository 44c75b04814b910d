import { ACHIEVEMENT_ADVANCED_REDEMPTIONS, ACHIEVEMENT_EXPERT_REDEMPTIONS } from "../constants";

export type AchievementLevel = "Beginner" | "Advanced" | "Expert";

export function achievementLevel(redemptionCount: number): AchievementLevel {
  if (redemptionCount >= ACHIEVEMENT_EXPERT_REDEMPTIONS) return "Expert";
  if (redemptionCount >= ACHIEVEMENT_ADVANCED_REDEMPTIONS) return "Advanced";
  return "Beginner";
}

/** The level after the current one, and how many more redemptions reach it. */
export interface NextAchievementLevel {
  level: Exclude<AchievementLevel, "Beginner">;
  redemptionsToGo: number;
}

/**
 * What the next level takes (docs/product.md §4, Achievement level): Advanced from 5 redemptions,
 * Expert from 10. Null at Expert, the last level. A count below 0 counts as 0.
 */
export function nextAchievementLevel(redemptionCount: number): NextAchievementLevel | null {
  const count = Math.max(0, Math.floor(redemptionCount));
  if (count < ACHIEVEMENT_ADVANCED_REDEMPTIONS) {
    return { level: "Advanced", redemptionsToGo: ACHIEVEMENT_ADVANCED_REDEMPTIONS - count };
  }
  if (count < ACHIEVEMENT_EXPERT_REDEMPTIONS) {
    return { level: "Expert", redemptionsToGo: ACHIEVEMENT_EXPERT_REDEMPTIONS - count };
  }
  return null;
}
