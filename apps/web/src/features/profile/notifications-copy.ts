import type { NotificationEvent } from "@trophy/shared/schemas/notifications";
import { defineCopy } from "@/lib/i18n/define-copy";

/** Notification e-mail switches on the profile, and the unsubscribe page (docs/product.md). */
export const NOTIFICATIONS_COPY = defineCopy(
  "notifications",
  {
    notificationsTitle: "Notifications",
    notificationsIntro:
      "E-mails we send you when something happens. Each switch is saved as soon as you change it.",
    loadingNotifications: "Loading notification settings...",
    notificationsFailed: "Could not load your notification settings.",
    switchFailed: "Could not save the notification setting",
    switchedOn: "E-mails turned on: {event}",
    switchedOff: "E-mails turned off: {event}",
    event_reward_redeemed: "A student redeems one of your rewards",
    event_connection_answered: "A student accepts or declines your connection request",
    event_reward_answered: "A reward of yours is fulfilled or declined",
    event_connection_requested: "A parent or guide asks to connect with you",
    event_developer_reviewed: "Your developer account is approved or rejected",
    event_developer_registered: "A developer registers and waits for review",
    event_gift_card_low_stock: "A gift card type falls below 10 available",
    event_gift_card_approval_requested: "A student's gift card waits for your approval",
    event_gift_card_answered: "A gift card of yours is approved or declined",
    event_base_reward_redeemed: "A student redeems a reward that waits for fulfilment",
    // The unsubscribe page, opened from the link in a notification e-mail.
    unsubscribeTitle: "Unsubscribe",
    unsubscribeQuestion: "Stop these e-mails?",
    unsubscribeBody: "You will no longer get an e-mail when: {event}.",
    unsubscribeButton: "Unsubscribe",
    unsubscribing: "Unsubscribing...",
    unsubscribedTitle: "You are unsubscribed",
    unsubscribedBody:
      "You will no longer get an e-mail when: {event}. You can turn it back on in your profile.",
    checkingLink: "Checking the link...",
    unsubscribeInvalidTitle: "Link not valid",
    unsubscribeInvalid: "This unsubscribe link is not valid. Change your e-mails in your profile.",
    unsubscribeFailed: "Could not unsubscribe",
    goToSignIn: "Sign in",
  },
  {
    es: {
      notificationsTitle: "Notificaciones",
      notificationsIntro:
        "Correos que te enviamos cuando pasa algo. Cada interruptor se guarda en cuanto lo cambias.",
      loadingNotifications: "Cargando las notificaciones...",
      notificationsFailed: "No se pudieron cargar tus notificaciones.",
      switchFailed: "No se pudo guardar la notificación",
      switchedOn: "Correos activados: {event}",
      switchedOff: "Correos desactivados: {event}",
      event_reward_redeemed: "Un estudiante canjea una de tus recompensas",
      event_connection_answered: "Un estudiante acepta o rechaza tu solicitud de conexión",
      event_reward_answered: "Una de tus recompensas se entrega o se rechaza",
      event_connection_requested: "Un padre, madre o tutor pide conectar contigo",
      event_developer_reviewed: "Tu cuenta de desarrollador se aprueba o se rechaza",
      event_developer_registered: "Un desarrollador se registra y espera revisión",
      event_gift_card_low_stock: "Un tipo de tarjeta regalo baja de 10 disponibles",
      event_gift_card_approval_requested: "La tarjeta regalo de un estudiante espera tu aprobación",
      event_gift_card_answered: "Una de tus tarjetas regalo se aprueba o se rechaza",
      event_base_reward_redeemed: "Un estudiante canjea una recompensa que espera entrega",
      unsubscribeTitle: "Darse de baja",
      unsubscribeQuestion: "¿Dejar de recibir estos correos?",
      unsubscribeBody: "Ya no recibirás un correo cuando: {event}.",
      unsubscribeButton: "Darme de baja",
      unsubscribing: "Dando de baja...",
      unsubscribedTitle: "Te has dado de baja",
      unsubscribedBody:
        "Ya no recibirás un correo cuando: {event}. Puedes volver a activarlo en tu perfil.",
      checkingLink: "Comprobando el enlace...",
      unsubscribeInvalidTitle: "Enlace no válido",
      unsubscribeInvalid:
        "Este enlace para darse de baja no es válido. Cambia tus correos en tu perfil.",
      unsubscribeFailed: "No se pudo dar de baja",
      goToSignIn: "Iniciar sesión",
    },
  },
);

/** The sentence that names an event, in the current language. */
export const eventLabel = (event: NotificationEvent): string =>
  NOTIFICATIONS_COPY[`event_${event}`];
