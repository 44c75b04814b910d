import { PASSWORD_MIN_LENGTH } from "./constants";

/**
 * Texts both sides show: the validation messages of the shared schemas and rules (the forms show
 * them before sending, the server answers them when a call breaks the same rule), and product
 * texts the server answers that the client also shows on its own (docs/product.md §8).
 * The server's other texts are in apps/server/src/texts; the web's copy is beside its features.
 */
export const SHARED_TEXTS = {
  invalidPassword: `Password must be at least ${PASSWORD_MIN_LENGTH} characters with uppercase, lowercase, and numbers.`,
  selectStudent: "Please select a student",
  invalidCode: "Gift card code must be at least 5 characters",
  missingCardType: "Please enter a card type",
  invalidUsdAmount: "USD amount must be a number greater than 0",
  invalidTrophyCost: "Trophy cost must be a number greater than 0",
  csvHeaders: "CSV must have headers: code, card_type, usd_amount, trophy_cost",
  cannotDeleteRedeemed: "Cannot delete: Some cards have been redeemed",
  suspensionReasonRequired: "A reason is required to suspend a user",
  hiddenCharacters: "Text must not contain invisible or text-direction characters",
  singleLine: "Text must not contain line breaks or control characters",
  controlCharacters: "Text must not contain control characters",
} as const;
