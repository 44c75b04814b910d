import { z } from "zod";
import { TROPHIES_MAX, TROPHIES_MIN, USD_MAX } from "../constants";
import { SHARED_TEXTS } from "../shared-texts";

/**
 * Rules every input of its kind follows, so the database never sees a value it would refuse with a
 * 500: whole trophies and dollar amounts each have one range (constants.ts), and text holds no NUL
 * character (PostgreSQL text cannot store one).
 */

export const NO_NUL_MESSAGE = "Text must not contain NUL characters";
export const hasNoNul = (s: string) => !s.includes("\u0000");

/** Digits from a form or a CSV cell become a number; anything else is left for zod to refuse. */
const numberFromText = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v);

// Formatted once: every trophies or dollar field builds its messages from them, and number
// formatting is slow enough to show when a browser builds all the schemas of a screen at once.
const TROPHIES_MAX_TEXT = TROPHIES_MAX.toLocaleString("en-US");
const USD_MAX_TEXT = USD_MAX.toLocaleString("en-US");

/** Whole trophies, TROPHIES_MIN to TROPHIES_MAX; `label` names the field in the messages. */
export function trophiesSchema(
  label = "Trophy cost",
  notPositive = SHARED_TEXTS.invalidTrophyCost,
) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: notPositive })
      .positive(notPositive)
      .max(TROPHIES_MAX, `${label} must be at most ${TROPHIES_MAX_TEXT}`)
      .int(`${label} must be a whole number`)
      .min(TROPHIES_MIN, notPositive),
  );
}

/** Dollars: above 0, at most USD_MAX, whole cents (they are stored as cents). */
export function usdAmountSchema(label = "USD amount", notPositive = SHARED_TEXTS.invalidUsdAmount) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: notPositive })
      .positive(notPositive)
      .max(USD_MAX, `${label} must be at most ${USD_MAX_TEXT}`)
      // Whole cents, at least one: 0.1 * 100 is 10.000000000000002 in floating point, hence the
      // tolerance, and 1e-50 is within it of 0 cents, hence the minimum.
      .refine(
        (n) => Math.round(n * 100) >= 1 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        `${label} must have at most two decimals`,
      ),
  );
}
