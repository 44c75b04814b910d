import { countText, defineCopy } from "@/lib/i18n/define-copy";

export const APPROVAL_NAMESPACE = "parentApproval";

/**
 * Gift cards a parent/guide approves first (docs/product.md §2, Parent/guide area): the switch on
 * a student's page and the list on the dashboard. `{name}` placeholders are filled by fillTemplate.
 */
export const APPROVAL_COPY = defineCopy(
  APPROVAL_NAMESPACE,
  {
    switchLabel: "Approve gift cards first",
    switchHelp:
      "When on, {name}'s gift cards wait for your approval: the trophies are held and the code shows once you approve.",
    switchOn: "Gift cards now wait for your approval",
    switchOff: "Gift cards no longer wait for your approval",
    switchFailed: "Failed to change the setting",
    sectionTitle: "Gift Cards to Approve",
    sectionIntro: "Approve to give the code, or decline with a reason: the trophies go back.",
    nothingWaiting: "No gift cards wait for your approval.",
    loading: "Loading gift cards to approve",
    requestedBy: "Asked for by {name} ({email})",
    approve: "Approve",
    approving: "Approving...",
    decline: "Decline",
    approved: "Gift card approved: the student can see the code",
    approveFailed: "Failed to approve gift card",
    declineTitle: "Decline this gift card?",
    declineBody: "The student gets the trophies back and sees your reason. This cannot be undone.",
    declined: "Gift card declined: the trophies went back to the student",
    declineFailed: "Failed to decline gift card",
    waitingCount_one: "{{count, number}} gift card waits for your approval.",
    waitingCount_other: "{{count, number}} gift cards wait for your approval.",
  },
  {
    es: {
      switchLabel: "Aprobar antes las tarjetas regalo",
      switchHelp:
        "Si está activado, las tarjetas regalo de {name} esperan tu aprobación: los trofeos quedan reservados y el código aparece cuando apruebas.",
      switchOn: "Las tarjetas regalo ahora esperan tu aprobación",
      switchOff: "Las tarjetas regalo ya no esperan tu aprobación",
      switchFailed: "No se pudo cambiar el ajuste",
      sectionTitle: "Tarjetas regalo por aprobar",
      sectionIntro:
        "Aprueba para entregar el código, o recházala con un motivo: los trofeos se devuelven.",
      nothingWaiting: "Ninguna tarjeta regalo espera tu aprobación.",
      loading: "Cargando tarjetas regalo por aprobar",
      requestedBy: "Pedida por {name} ({email})",
      approve: "Aprobar",
      approving: "Aprobando...",
      decline: "Rechazar",
      approved: "Tarjeta regalo aprobada: el estudiante ya ve el código",
      approveFailed: "No se pudo aprobar la tarjeta regalo",
      declineTitle: "¿Rechazar esta tarjeta regalo?",
      declineBody: "El estudiante recupera los trofeos y lee tu motivo. No se puede deshacer.",
      declined: "Tarjeta regalo rechazada: los trofeos volvieron al estudiante",
      declineFailed: "No se pudo rechazar la tarjeta regalo",
      waitingCount_one: "{{count, number}} tarjeta regalo espera tu aprobación.",
      waitingCount_other: "{{count, number}} tarjetas regalo esperan tu aprobación.",
    },
  },
);

export function waitingText(count: number): string {
  return countText(APPROVAL_NAMESPACE, "waitingCount", count);
}
