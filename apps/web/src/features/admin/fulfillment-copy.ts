import { defineCopy } from "@/lib/i18n/define-copy";

/**
 * The admin's Fulfillment screen: the base rewards' redemptions, which admins and the student's
 * parents/guides fulfil or decline (docs/product.md §2, /admin/fulfillment; §4, Fulfilment). The
 * row and its dialogs read the common copy, as the parent/guide's do.
 */
export const ADMIN_FULFILLMENT_COPY = defineCopy(
  "adminFulfillment",
  {
    fulfillmentIntro:
      "Redemptions of base rewards, waiting ones first. Hand the reward over and mark it as fulfilled, or decline it with a reason: the trophies go back to the student.",
    filterFulfillments: "Filter redemptions",
    redemptions: "Redemptions",
    loadingFulfillments: "Loading redemptions",
    noFulfillments: "No redemptions found.",
    showAllFulfillments: "Show all redemptions",
    viewRewards: "View Rewards",
    reasonHint: "The student reads it; up to {max} characters",
    rewardFulfilled: "Reward marked as fulfilled",
    failedToFulfill: "Failed to fulfill reward",
    redemptionDeclined: "Redemption declined: the trophies went back to the student",
    failedToDecline: "Failed to decline redemption",
  },
  {
    es: {
      fulfillmentIntro:
        "Canjes de recompensas básicas, primero los que esperan. Entrega la recompensa y márcala como entregada, o recházala con un motivo: los trofeos vuelven al estudiante.",
      filterFulfillments: "Filtrar canjes",
      redemptions: "Canjes",
      loadingFulfillments: "Cargando canjes",
      noFulfillments: "No se encontraron canjes.",
      showAllFulfillments: "Mostrar todos los canjes",
      viewRewards: "Ver recompensas",
      reasonHint: "El estudiante lo lee; hasta {max} caracteres",
      rewardFulfilled: "Recompensa marcada como entregada",
      failedToFulfill: "No se pudo marcar la recompensa como entregada",
      redemptionDeclined: "Canje rechazado: los trofeos volvieron al estudiante",
      failedToDecline: "No se pudo rechazar el canje",
    },
  },
);
