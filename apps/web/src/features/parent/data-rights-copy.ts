import { defineCopy } from "@/lib/i18n/define-copy";

/** A linked student's data rights as their parent/guide sees them (docs/product.md, Your data). */
export const PARENT_DATA_RIGHTS_COPY = defineCopy(
  "parentDataRights",
  {
    deletionAsked: "{name} asked to delete their account on {date}.",
    deletionAskedBody:
      "Confirming deletes their name, e-mail, sign-in and connections for good; trophy amounts stay without their name. Refusing keeps the account as it is.",
    confirmDeletion: "Confirm deletion",
    refuseDeletion: "Refuse",
    confirmQuestion: "Delete {name}'s account?",
    confirmBody:
      "Their name, e-mail, sign-in and connections are removed and they are signed out. This cannot be undone.",
    deleting: "Deleting...",
    refusing: "Refusing...",
    accountDeleted: "The account was deleted",
    requestRefused: "Request refused",
    answerFailed: "Could not answer the request",
    downloadData: "Download data",
    downloading: "Preparing...",
    downloaded: "The data was downloaded",
    downloadFailed: "Could not download the data",
  },
  {
    es: {
      deletionAsked: "{name} pidió eliminar su cuenta el {date}.",
      deletionAskedBody:
        "Si lo confirmas se borran para siempre su nombre, su correo, su acceso y sus conexiones; las cantidades de trofeos quedan sin su nombre. Si lo rechazas, la cuenta sigue igual.",
      confirmDeletion: "Confirmar eliminación",
      refuseDeletion: "Rechazar",
      confirmQuestion: "¿Eliminar la cuenta de {name}?",
      confirmBody:
        "Se eliminan su nombre, su correo, su acceso y sus conexiones, y se cierra su sesión. No se puede deshacer.",
      deleting: "Eliminando...",
      refusing: "Rechazando...",
      accountDeleted: "Se eliminó la cuenta",
      requestRefused: "Solicitud rechazada",
      answerFailed: "No se pudo responder a la solicitud",
      downloadData: "Descargar datos",
      downloading: "Preparando...",
      downloaded: "Se descargaron los datos",
      downloadFailed: "No se pudieron descargar los datos",
    },
  },
);
