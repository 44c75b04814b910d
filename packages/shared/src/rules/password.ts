import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants";
import { SHARED_TEXTS } from "../shared-texts";

export interface PasswordCheck {
  id: "length" | "uppercase" | "lowercase" | "number";
  label: string;
  test: (password: string) => boolean;
}

/** The live checklist of the registration form, and the rule the server enforces. */
export const PASSWORD_CHECKS: readonly PasswordCheck[] = [
  {
    id: "length",
    label: `${PASSWORD_MIN_LENGTH}+ characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: "uppercase", label: "Uppercase letter", test: (p) => /[A-Z]/.test(p) },
  { id: "lowercase", label: "Lowercase letter", test: (p) => /[a-z]/.test(p) },
  { id: "number", label: "Number", test: (p) => /\d/.test(p) },
];

export function isStrongPassword(password: string): boolean {
  return PASSWORD_CHECKS.every((check) => check.test(password));
}

/** Upper bound keeps hashing cost bounded for hostile input. */
export const passwordSchema = z
  .string()
  .max(200, "Password is too long")
  .refine(isStrongPassword, SHARED_TEXTS.invalidPassword);
