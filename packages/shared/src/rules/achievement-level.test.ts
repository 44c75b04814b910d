import { describe, expect, it } from "vitest";
import { ACHIEVEMENT_ADVANCED_REDEMPTIONS, ACHIEVEMENT_EXPERT_REDEMPTIONS } from "../constants";
import { achievementLevel, nextAchievementLevel } from "./achievement-level";

describe("next achievement level", () => {
  it.each([
    [0, { level: "Advanced", redemptionsToGo: 5 }],
    [3, { level: "Advanced", redemptionsToGo: 2 }],
    [4, { level: "Advanced", redemptionsToGo: 1 }],
    [5, { level: "Expert", redemptionsToGo: 5 }],
    [9, { level: "Expert", redemptionsToGo: 1 }],
  ] as const)("%i redemptions → %j", (count, next) => {
    expect(nextAchievementLevel(count)).toEqual(next);
  });

  it.each([10, 11, 500])("%i redemptions: Expert is the last level", (count) => {
    expect(nextAchievementLevel(count)).toBeNull();
  });

  it("counts a negative or fractional count as the whole redemptions made", () => {
    expect(nextAchievementLevel(-3)).toEqual({ level: "Advanced", redemptionsToGo: 5 });
    expect(nextAchievementLevel(4.7)).toEqual({ level: "Advanced", redemptionsToGo: 1 });
  });

  it("reaching the promised count reaches the promised level, for every count", () => {
    for (let count = 0; count <= ACHIEVEMENT_EXPERT_REDEMPTIONS + 2; count++) {
      const next = nextAchievementLevel(count);
      if (!next) {
        expect(count).toBeGreaterThanOrEqual(ACHIEVEMENT_EXPERT_REDEMPTIONS);
        continue;
      }
      expect(next.redemptionsToGo).toBeGreaterThan(0);
      expect(achievementLevel(count + next.redemptionsToGo)).toBe(next.level);
      expect(achievementLevel(count + next.redemptionsToGo - 1)).not.toBe(next.level);
    }
    expect(ACHIEVEMENT_ADVANCED_REDEMPTIONS).toBeLessThan(ACHIEVEMENT_EXPERT_REDEMPTIONS);
  });
});
