import { ACHIEVEMENT_ADVANCED_REDEMPTIONS, ACHIEVEMENT_EXPERT_REDEMPTIONS } from "../constants";

export type AchievementLevel = "Beginner" | "Advanced" | "Expert";

export function achievementLevel(redemptionCount: number): AchievementLevel {
  if (redemptionCount >= ACHIEVEMENT_EXPERT_REDEMPTIONS) return "Expert";
  if (redemptionCount >= ACHIEVEMENT_ADVANCED_REDEMPTIONS) return "Advanced";
  return "Beginner";
}
