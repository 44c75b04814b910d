import { defineCopy } from "@/lib/i18n/define-copy";

/** Blocking a parent/guide from a connection request on the student's dashboard. */
export const CONNECTION_BLOCK_COPY = defineCopy(
  "connectionBlock",
  {
    block: "Block",
    blockQuestion: "Block this parent/guide?",
    blockBody:
      "Their request is declined and they cannot ask to connect with you again; they are only told that you declined. You can unblock them on your profile.",
    blocking: "Blocking...",
    parentWithEmail: "{name} ({email})",
    parentBlocked: "Parent/guide blocked",
    blockFailed: "Failed to block the parent/guide. Please try again.",
  },
  {
    es: {
      block: "Bloquear",
      blockQuestion: "¿Bloquear a este padre, madre o tutor?",
      blockBody:
        "Su solicitud se rechaza y no podrá volver a pedir conectarse contigo; solo se le dice que la rechazaste. Puedes desbloquearlo en tu perfil.",
      blocking: "Bloqueando...",
      parentWithEmail: "{name} ({email})",
      parentBlocked: "Padre, madre o tutor bloqueado",
      blockFailed: "No se pudo bloquear al padre, madre o tutor. Inténtalo de nuevo.",
    },
  },
);
