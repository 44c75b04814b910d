import { defineCopy } from "@/lib/i18n/define-copy";

/**
 * A gift card waiting for a parent/guide's approval, as the student sees it (docs/product.md §2,
 * Student area): the redeem dialog, the Gift Cards tab and the history.
 */
export const STUDENT_APPROVAL_COPY = defineCopy(
  "studentApproval",
  {
    waitingTitle: "Waiting for approval",
    waitingBody:
      "A parent or guide approves this gift card first. Your trophies are held until then, and the code shows here as soon as it is approved.",
    waitingHint: "You can close this window: the card will be in your gift cards once approved.",
    declinedTitle: "Gift card declined",
    declinedBody: "Your trophies came back.",
    reasonLabel: "Reason:",
    gotIt: "Got it",
    approvedToast: "Gift card approved!",
    held: "Held",
    requestsTitle: "Waiting and declined",
    statusWaiting: "Waiting for approval",
    statusDeclined: "Declined",
    loadingRequests: "Loading gift cards waiting for approval",
  },
  {
    es: {
      waitingTitle: "Esperando aprobación",
      waitingBody:
        "Un padre, madre o tutor aprueba primero esta tarjeta regalo. Tus trofeos quedan reservados hasta entonces, y el código aparece aquí en cuanto se apruebe.",
      waitingHint:
        "Puedes cerrar esta ventana: la tarjeta estará en tus tarjetas regalo cuando se apruebe.",
      declinedTitle: "Tarjeta regalo rechazada",
      declinedBody: "Tus trofeos volvieron.",
      reasonLabel: "Motivo:",
      gotIt: "Entendido",
      approvedToast: "¡Tarjeta regalo aprobada!",
      held: "Reservado",
      requestsTitle: "En espera y rechazadas",
      statusWaiting: "Esperando aprobación",
      statusDeclined: "Rechazada",
      loadingRequests: "Cargando tarjetas regalo en espera de aprobación",
    },
  },
);
