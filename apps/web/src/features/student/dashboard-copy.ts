import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "studentDashboard";

/** The words of the dashboard's first screen: the next level and the one next action. */
export const DASHBOARD_COPY = defineCopy(
  NAMESPACE,
  {
    levelNext_one: "{{count, number}} more redemption to {level}",
    levelNext_other: "{{count, number}} more redemptions to {level}",
    levelTop: "The top level. Well done!",
    redeemGoalNow: "Redeem {title} now",
    redeemAReward: "Redeem a reward",
    seeAllRewards: "See all rewards",
  },
  {
    es: {
      levelNext_one: "{{count, number}} canje más para {level}",
      levelNext_other: "{{count, number}} canjes más para {level}",
      levelTop: "El nivel más alto. ¡Bien hecho!",
      redeemGoalNow: "Canjear {title} ahora",
      redeemAReward: "Canjear una recompensa",
      seeAllRewards: "Ver todas las recompensas",
    },
  },
);

/** "2 more redemptions to Advanced", in the current language. */
export function levelNextText(count: number, level: string): string {
  return countText(NAMESPACE, "levelNext", count).replace("{level}", level);
}
