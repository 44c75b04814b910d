import { PASSWORD_MIN_LENGTH } from "@trophy/shared/constants";
import { defineCopy } from "@/lib/i18n/define-copy";

/** The profile page of every role: account details, password, sessions (docs/product.md, Account basics). */
export const PROFILE_COPY = defineCopy(
  "profile",
  {
    profileTitle: "Profile",
    profileIntro: "Your account details.",
    // Account details: the texts of docs/product.md §2 (Student Profile), verbatim.
    accountTitle: "Account",
    avatarTitle: "Avatar",
    avatarIntro: "Pick the picture shown next to your name, to you and to your parents and guides.",
    editProfile: "Edit Profile",
    saveChanges: "Save Changes",
    saving: "Saving...",
    profileUpdated: "Profile updated",
    updateFailedTitle: "Update failed",
    updateFailed: "Failed to update profile. Please try again.",
    // Password.
    passwordTitle: "Password",
    passwordIntro: "Changing it signs you out on your other devices; this one stays signed in.",
    currentPasswordLabel: "Current Password",
    newPasswordLabel: "New Password",
    confirmNewPasswordLabel: "Confirm New Password",
    passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters, with uppercase, lowercase and numbers.`,
    passwordsDontMatch: "Please make sure both passwords are the same.",
    changePassword: "Change Password",
    changingPassword: "Changing...",
    passwordChangedTitle: "Password changed",
    passwordChanged: "Your other sessions have been signed out.",
    passwordChangeFailed: "Could not change the password",
    // Sessions.
    sessionsTitle: "Sessions",
    sessionsIntro:
      "Signed in on a device you no longer use? Sign out on every device, this one too.",
    signOutEverywhere: "Sign out everywhere",
    signOutEverywhereQuestion: "Sign out on every device?",
    signOutEverywhereBody:
      "Every session of your account ends, this one included. You can sign in again with your password.",
    signingOut: "Signing out...",
    signedOutEverywhere: "Signed out on every device",
  },
  {
    es: {
      profileTitle: "Perfil",
      profileIntro: "Los datos de tu cuenta.",
      accountTitle: "Cuenta",
      avatarTitle: "Avatar",
      avatarIntro:
        "Elige la imagen que aparece junto a tu nombre, para ti y para tus padres y tutores.",
      editProfile: "Editar perfil",
      saveChanges: "Guardar cambios",
      saving: "Guardando...",
      profileUpdated: "Perfil actualizado",
      updateFailedTitle: "No se pudo actualizar",
      updateFailed: "No se pudo actualizar el perfil. Inténtalo de nuevo.",
      passwordTitle: "Contraseña",
      passwordIntro:
        "Al cambiarla se cierra tu sesión en los demás dispositivos; en este sigues conectado.",
      currentPasswordLabel: "Contraseña actual",
      newPasswordLabel: "Contraseña nueva",
      confirmNewPasswordLabel: "Confirmar contraseña nueva",
      passwordRule: `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con mayúsculas, minúsculas y números.`,
      passwordsDontMatch: "Asegúrate de que las dos contraseñas sean iguales.",
      changePassword: "Cambiar contraseña",
      changingPassword: "Cambiando...",
      passwordChangedTitle: "Contraseña cambiada",
      passwordChanged: "Se cerraron tus otras sesiones.",
      passwordChangeFailed: "No se pudo cambiar la contraseña",
      sessionsTitle: "Sesiones",
      sessionsIntro:
        "¿Tienes la sesión abierta en un dispositivo que ya no usas? Cierra la sesión en todos, también en este.",
      signOutEverywhere: "Cerrar sesión en todas partes",
      signOutEverywhereQuestion: "¿Cerrar sesión en todos los dispositivos?",
      signOutEverywhereBody:
        "Se cierran todas las sesiones de tu cuenta, también esta. Puedes volver a iniciar sesión con tu contraseña.",
      signingOut: "Cerrando sesión...",
      signedOutEverywhere: "Sesión cerrada en todos los dispositivos",
    },
  },
);
