import { PASSWORD_MIN_LENGTH } from "@trophy/shared/constants";
import { SHARED_TEXTS } from "@trophy/shared/shared-texts";
import { i18next } from "./i18n";

type SharedTextKey = keyof typeof SHARED_TEXTS;

/** The shared schemas' messages (English, in packages/shared) in the client's other languages. */
const ES: Record<SharedTextKey, string> = {
  invalidPassword: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres, con mayúsculas, minúsculas y números.`,
  selectStudent: "Selecciona un estudiante",
  invalidCode: "El código de la tarjeta regalo debe tener al menos 5 caracteres",
  missingCardType: "Escribe un tipo de tarjeta",
  invalidUsdAmount: "El importe en USD debe ser un número mayor que 0",
  invalidTrophyCost: "El coste en trofeos debe ser un número mayor que 0",
  csvHeaders: "El CSV debe tener las columnas: code, card_type, usd_amount, trophy_cost",
  cannotDeleteRedeemed: "No se puede eliminar: algunas tarjetas ya se han canjeado",
  suspensionReasonRequired: "Hace falta un motivo para suspender a un usuario",
  hiddenCharacters: "El texto no debe contener caracteres invisibles ni de control de dirección",
};

const KEY_OF_TEXT = new Map<string, SharedTextKey>(
  Object.entries(SHARED_TEXTS).map(([key, text]) => [text, key as SharedTextKey]),
);

/**
 * A validation message from a shared schema, in the current language. Messages that are not the
 * shared package's own (zod's defaults) are already translated by zod's locale (zod-locale.ts).
 * No schema library here: the login page shows its messages without loading one.
 */
export function validationText(message: string): string {
  const key = KEY_OF_TEXT.get(message);
  if (!key || i18next.language === "en") return message;
  return ES[key];
}
