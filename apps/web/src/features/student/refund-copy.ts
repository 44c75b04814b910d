import { countText, defineCopy } from "@/lib/i18n/define-copy";

const NAMESPACE = "studentRefund";

/** A redemption a parent/guide declined: its refund in the history and on the live balance. */
export const REFUND_COPY = defineCopy(
  NAMESPACE,
  {
    declined: "Declined",
    refunded_one: "{{count, number}} trophy came back",
    refunded_other: "{{count, number}} trophies came back",
  },
  {
    es: {
      declined: "Rechazado",
      refunded_one: "Te devolvieron {{count, number}} trofeo",
      refunded_other: "Te devolvieron {{count, number}} trofeos",
    },
  },
);

export function refundedText(count: number): string {
  return countText(NAMESPACE, "refunded", count);
}
