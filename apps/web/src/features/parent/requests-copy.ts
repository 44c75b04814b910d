import { defineCopy } from "@/lib/i18n/define-copy";

export const REQUESTS_NAMESPACE = "parentRequests";

/**
 * The connection requests a parent/guide sent (issue 14, connections both ways). `{date}` is
 * filled by fillTemplate; the `_one`/`_other` pair by countText.
 */
export const REQUESTS_COPY = defineCopy(
  REQUESTS_NAMESPACE,
  {
    sentRequests: "Sent Requests",
    sentRequestsIntro:
      "Requests waiting for the student's answer, and the ones they declined. A declined request can be sent again.",
    loadingRequests: "Loading requests...",
    statusPending: "Pending",
    statusDeclined: "Declined",
    sentOn: "Sent {date}",
    declinedOn: "Declined {date}",
    cancelRequest: "Cancel Request",
    cancelling: "Cancelling...",
    requestCancelled: "Request cancelled",
    failedToCancel: "Failed to cancel request",
    waitingCount_one: "{{count, number}} connection request is waiting for the student's answer.",
    waitingCount_other:
      "{{count, number}} connection requests are waiting for the students' answers.",
    viewRequests: "View requests",
  },
  {
    es: {
      sentRequests: "Solicitudes enviadas",
      sentRequestsIntro:
        "Solicitudes que esperan la respuesta del estudiante y las que rechazó. Una solicitud rechazada se puede enviar de nuevo.",
      loadingRequests: "Cargando solicitudes...",
      statusPending: "Pendiente",
      statusDeclined: "Rechazada",
      sentOn: "Enviada el {date}",
      declinedOn: "Rechazada el {date}",
      cancelRequest: "Cancelar solicitud",
      cancelling: "Cancelando...",
      requestCancelled: "Solicitud cancelada",
      failedToCancel: "No se pudo cancelar la solicitud",
      waitingCount_one:
        "{{count, number}} solicitud de conexión espera la respuesta del estudiante.",
      waitingCount_other:
        "{{count, number}} solicitudes de conexión esperan la respuesta de los estudiantes.",
      viewRequests: "Ver solicitudes",
    },
  },
);
