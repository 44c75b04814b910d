import { needsParentalConsent } from "@trophy/shared/rules/parental-consent";
import { registerRequestSchema, studentRegistrationSchema } from "@trophy/shared/schemas/auth";
import { emailSchema } from "@trophy/shared/schemas/common";
import { birthMonthSchema, birthYearSchema } from "@trophy/shared/schemas/consent";

/** The birth the form holds, once both selects have a value. */
export function birthOf(values: {
  birthYear?: unknown;
  birthMonth?: unknown;
}): { birthYear: number; birthMonth: number } | undefined {
  const { birthYear, birthMonth } = values;
  return typeof birthYear === "number" && typeof birthMonth === "number"
    ? { birthYear, birthMonth }
    : undefined;
}

function bornThisYear(values: { birthYear?: unknown }, now = new Date()): boolean {
  return values.birthYear === now.getUTCFullYear();
}

/** The server refuses a birth month still to come; the form says so before sending. */
const notAFutureMonth = birthMonthSchema.refine(
  (month) => month <= new Date().getUTCMonth() + 1,
  "birthMonth cannot be in the future",
);

/**
 * What the registration form checks, with the shared schemas: the API takes a student's month
 * and year of birth as optional (older clients send none), the form always asks them; and under
 * the installation's consent age it asks a parent's address, which the server would otherwise
 * refuse.
 */
export function registerFormSchema(
  values: { userType?: unknown; birthYear?: unknown; birthMonth?: unknown },
  consentAge: number,
): typeof registerRequestSchema {
  if (values.userType !== "student") return registerRequestSchema;
  const student = studentRegistrationSchema.extend({
    birthYear: birthYearSchema,
    birthMonth: bornThisYear(values) ? notAFutureMonth : birthMonthSchema,
    parentEmail: needsParentalConsent(birthOf(values), consentAge)
      ? emailSchema
      : studentRegistrationSchema.shape.parentEmail,
  });
  // Stricter than the union's student, so what it accepts is a registration the union accepts.
  return student as unknown as typeof registerRequestSchema;
}
