import { defineCopy } from "@/lib/i18n/define-copy";

/** The profile's "Your data" section (docs/product.md, Your data). */
export const DATA_RIGHTS_COPY = defineCopy(
  "dataRights",
  {
    yourDataTitle: "Your data",
    yourDataIntro:
      "Download everything we hold about you as one file, or delete your account for good.",
    downloadMyData: "Download my data",
    downloading: "Preparing...",
    downloaded: "Your data was downloaded",
    downloadFailed: "Could not download your data",
    deleteMyAccount: "Delete my account",
    deleteQuestion: "Delete your account?",
    deleteBody:
      "Your name, e-mail, sign-in and connections are removed and you are signed out. Trophy amounts stay in the records without your name. This cannot be undone.",
    studentDeleteBody:
      "If a parent or guide is linked to you, they must confirm it first; until then your account stays as it is. Once deleted, your name, e-mail and sign-in are removed; trophy amounts stay without your name. This cannot be undone.",
    passwordLabel: "Your password",
    passwordRequired: "Enter your password to confirm.",
    deleting: "Deleting...",
    accountDeleted: "Your account was deleted",
    deleteFailed: "Could not delete the account",
    requestSent: "Request sent",
    requestSentBody: "Your parent or guide must confirm the deletion.",
    pendingRequest:
      "You asked to delete your account on {date}. Your parent or guide must confirm it.",
    cancelRequest: "Cancel request",
    cancelling: "Cancelling...",
    requestCancelled: "Deletion request cancelled",
    cancelFailed: "Could not cancel the request",
  },
  {
    es: {
      yourDataTitle: "Tus datos",
      yourDataIntro:
        "Descarga en un archivo todo lo que guardamos sobre ti, o elimina tu cuenta para siempre.",
      downloadMyData: "Descargar mis datos",
      downloading: "Preparando...",
      downloaded: "Se descargaron tus datos",
      downloadFailed: "No se pudieron descargar tus datos",
      deleteMyAccount: "Eliminar mi cuenta",
      deleteQuestion: "¿Eliminar tu cuenta?",
      deleteBody:
        "Se eliminan tu nombre, tu correo, tu acceso y tus conexiones, y se cierra tu sesión. Las cantidades de trofeos quedan en los registros sin tu nombre. No se puede deshacer.",
      studentDeleteBody:
        "Si tienes un padre, madre o tutor vinculado, primero debe confirmarlo; hasta entonces tu cuenta sigue igual. Al eliminarla se borran tu nombre, tu correo y tu acceso; las cantidades de trofeos quedan sin tu nombre. No se puede deshacer.",
      passwordLabel: "Tu contraseña",
      passwordRequired: "Escribe tu contraseña para confirmar.",
      deleting: "Eliminando...",
      accountDeleted: "Se eliminó tu cuenta",
      deleteFailed: "No se pudo eliminar la cuenta",
      requestSent: "Solicitud enviada",
      requestSentBody: "Tu padre, madre o tutor debe confirmar la eliminación.",
      pendingRequest:
        "Pediste eliminar tu cuenta el {date}. Tu padre, madre o tutor debe confirmarlo.",
      cancelRequest: "Cancelar solicitud",
      cancelling: "Cancelando...",
      requestCancelled: "Solicitud de eliminación cancelada",
      cancelFailed: "No se pudo cancelar la solicitud",
    },
  },
);
