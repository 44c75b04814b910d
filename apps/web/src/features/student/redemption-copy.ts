import { defineCopy } from "@/lib/i18n/define-copy";

/**
 * The rewards the student redeemed, each with its state, in the history's Rewards tab
 * (docs/product.md §4, Fulfilment): a base or custom reward waits until a parent/guide (or, for a
 * base reward, an admin) hands it over or declines it. The redeem toast says it waits.
 */
export const REDEMPTION_COPY = defineCopy(
  "studentRedemptions",
  {
    tabRewards: "Rewards",
    rewardsRedeemed: "Rewards you redeemed",
    rewardsIntro:
      "A reward you redeem waits until it is handed over to you. A declined one gives your trophies back.",
    noRedemptions: "No rewards redeemed yet. The rewards you redeem show here with their state.",
    baseReward: "Base reward",
    customReward: "Custom reward",
    statusWaiting: "Waiting",
    statusFulfilled: "Fulfilled",
    statusDeclined: "Declined",
    redeemedOn: "Redeemed {date}",
    fulfilledOn: "Fulfilled {date}",
    declinedOn: "Declined {date}",
    reasonLabel: "Reason:",
    waitsToast: "It waits to be handed over: follow it in your history.",
  },
  {
    es: {
      tabRewards: "Recompensas",
      rewardsRedeemed: "Recompensas que canjeaste",
      rewardsIntro:
        "Una recompensa que canjeas espera hasta que te la entreguen. Si se rechaza, recuperas tus trofeos.",
      noRedemptions:
        "Todavía no has canjeado recompensas. Las que canjees aparecerán aquí con su estado.",
      baseReward: "Recompensa básica",
      customReward: "Recompensa personalizada",
      statusWaiting: "En espera",
      statusFulfilled: "Entregada",
      statusDeclined: "Rechazada",
      redeemedOn: "Canjeada el {date}",
      fulfilledOn: "Entregada el {date}",
      declinedOn: "Rechazada el {date}",
      reasonLabel: "Motivo:",
      waitsToast: "Espera a que te la entreguen: síguela en tu historial.",
    },
  },
);
