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

/**
 * Zero-width characters (U+200B-U+200F), text-direction embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) and the zero-width no-break space (U+FEFF). In a name, title or
 * reason they make text read other than it is stored: "\u202Egpj.exe" shows as "exe.jpg", and
 * "Ad\u200Bmin" looks like "Admin" while it is not.
 */
const HIDDEN_CHARACTERS = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;
/**
 * The zero-width joiner inside an emoji sequence (a family, a rainbow flag, a person at a laptop
 * with a skin tone): there it draws one picture instead of several and hides nothing, so a reward
 * whose title starts with the family emoji is fine.
 */
const EMOJI_JOINER =
  /(\p{Extended_Pictographic}\uFE0F?[\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * Letters of the scripts whose spelling needs the zero-width non-joiner and joiner (U+200C, U+200D)
 * between them: Persian "می‌خواهم", Hindi "क्‍ष", and the other Arabic- and Indic-script languages.
 * A name written in them is spelled right only with those characters; between Latin letters
 * ("Ad\u200Dmin") they only hide something, and stay refused.
 */
export const JOINING_SCRIPT_LETTER =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]/u;
const SCRIPT_JOINER = new RegExp(
  `(?<=${JOINING_SCRIPT_LETTER.source})[\\u200C\\u200D](?=${JOINING_SCRIPT_LETTER.source})`,
  "gu",
);

export const HIDDEN_CHARACTERS_MESSAGE = SHARED_TEXTS.hiddenCharacters;
/**
 * The refinement of every person-readable free text: names, titles, descriptions, details, reasons.
 * Text without any of the characters needs no look at the joiners (dropping them adds none).
 */
export const hasNoHiddenCharacters = (s: string) =>
  !HIDDEN_CHARACTERS.test(s) ||
  !HIDDEN_CHARACTERS.test(s.replace(EMOJI_JOINER, "$1").replace(SCRIPT_JOINER, ""));

/**
 * Control characters: C0 (NUL, bell, backspace, tab, line breaks...), DEL and C1, and the Unicode
 * line and paragraph separators. A name, title or code is one line: a control there rings, erases
 * or breaks a line where it is shown ("Kid\r\nBcc: x" adds a line that looks like a mail header).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** The same but the line breaks (LF, CR, U+2028, U+2029) a text of several lines keeps. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const SINGLE_LINE_MESSAGE = SHARED_TEXTS.singleLine;
/** The refinement of one-line text (names, titles, card types, codes, keys): no control at all. */
export const isSingleLine = (s: string) => !CONTROL_CHARACTERS.test(s);

export const CONTROL_CHARACTERS_MESSAGE = SHARED_TEXTS.controlCharacters;
/** The refinement of text of several lines (descriptions, notes, reasons): line breaks only. */
export const hasNoControlCharacters = (s: string) => !CONTROLS_BUT_LINE_BREAKS.test(s);

const CONTROL_OR_HIDDEN = new RegExp(
  `${CONTROLS_BUT_LINE_BREAKS.source.slice(0, -1)}${HIDDEN_CHARACTERS.source.slice(1)}`,
);
/**
 * Text of several lines with no control but line breaks and none of the hidden characters,
 * joiners included: it passes hasNoNul, hasNoControlCharacters and hasNoHiddenCharacters, in one
 * look (for checks that run over many rows).
 */
export const isPlainText = (s: string) => !CONTROL_OR_HIDDEN.test(s);

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
