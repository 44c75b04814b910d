import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "parentDashboard";

/** The parent/guide dashboard's "needs action" sections (docs/product.md §2, Parent dashboard). */
export const DASHBOARD_COPY = defineCopy(
  NAMESPACE,
  {
    toFulfillTitle: "Rewards to Fulfill",
    toFulfill_one: "{{count, number}} redeemed reward is waiting for you to fulfill it.",
    toFulfill_other: "{{count, number}} redeemed rewards are waiting for you to fulfill them.",
    toFulfillNone: "Every redeemed reward is fulfilled.",
    openFulfillment: "Open Fulfillment",
    requestsTitle: "Your Connection Requests",
    requestsAnswered: "Students' answers to your requests, and those still waiting.",
  },
  {
    es: {
      toFulfillTitle: "Recompensas por entregar",
      toFulfill_one: "{{count, number}} recompensa canjeada espera que la entregues.",
      toFulfill_other: "{{count, number}} recompensas canjeadas esperan que las entregues.",
      toFulfillNone: "Todas las recompensas canjeadas están entregadas.",
      openFulfillment: "Abrir Entregas",
      requestsTitle: "Tus solicitudes de conexión",
      requestsAnswered:
        "Las respuestas de los estudiantes a tus solicitudes, y las que aún esperan.",
    },
  },
);

export function toFulfillText(count: number): string {
  return countText(NAMESPACE, "toFulfill", count);
}
