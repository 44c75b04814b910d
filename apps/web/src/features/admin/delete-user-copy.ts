import { defineCopy } from "@/lib/i18n/define-copy";

/** Deleting a user from the admin's list (docs/product.md, Your data). */
export const DELETE_USER_COPY = defineCopy(
  "adminDeleteUser",
  {
    deleteUser: "Delete",
    deleteUserQuestion: "Delete this user?",
    deleteUserBody:
      "Their name, e-mail, sign-in, connections, keys and webhooks are removed at once, without a parent/guide's confirmation. Trophy amounts and redeemed gift cards stay, without their name. This cannot be undone.",
    deleting: "Deleting...",
    userDeleted: "User deleted",
    deleteUserFailed: "Could not delete the user",
    statusDeleted: "Deleted",
  },
  {
    es: {
      deleteUser: "Eliminar",
      deleteUserQuestion: "¿Eliminar a este usuario?",
      deleteUserBody:
        "Se eliminan al momento su nombre, su correo, su acceso, sus conexiones, sus claves y sus webhooks, sin confirmación de un padre, madre o tutor. Las cantidades de trofeos y las tarjetas regalo canjeadas quedan, sin su nombre. No se puede deshacer.",
      deleting: "Eliminando...",
      userDeleted: "Usuario eliminado",
      deleteUserFailed: "No se pudo eliminar al usuario",
      statusDeleted: "Eliminado",
    },
  },
);
