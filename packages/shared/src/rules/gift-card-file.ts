import Papa from "papaparse";
import { SHARED_TEXTS } from "../shared-texts";
import type { UploadFormat } from "../schemas/gift-cards";

/** A row of an uploaded file before validation, in the JSON field names (docs/product.md §3). */
export interface RawGiftCardRow {
  code: unknown;
  cardType: unknown;
  usdAmount: unknown;
  trophyCost: unknown;
  expiresAt?: unknown;
  notes?: unknown;
}

export class GiftCardFileError extends Error {}

const REQUIRED_CSV_HEADERS = ["code", "card_type", "usd_amount", "trophy_cost"];
/** Each field of a row and its column's header. */
const CSV_COLUMNS = {
  code: "code",
  cardType: "card_type",
  usdAmount: "usd_amount",
  trophyCost: "trophy_cost",
  expiresAt: "expires_at",
  notes: "notes",
} as const satisfies Record<keyof RawGiftCardRow, string>;

const transformHeader = (h: string) => h.trim().toLowerCase();

/** Papa's header mode, which builds an object per row: the reading the faster one below matches. */
function parseCsvByHeader(text: string): RawGiftCardRow[] {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader,
  });
  const headers = parsed.meta.fields ?? [];
  if (!REQUIRED_CSV_HEADERS.every((h) => headers.includes(h)))
    throw new GiftCardFileError(SHARED_TEXTS.csvHeaders);
  if (parsed.errors.some((e) => e.type === "Quotes"))
    throw new GiftCardFileError("The CSV file has an unclosed quote");
  return parsed.data.map((r) => ({
    code: r.code,
    cardType: r.card_type,
    usdAmount: r.usd_amount,
    trophyCost: r.trophy_cost,
    expiresAt: r.expires_at,
    notes: r.notes,
  }));
}

const HAS_TEXT = /\S/;

/**
 * The same reading as parseCsvByHeader, faster on large files: Papa reads the header (and finds
 * the delimiter and line ends, from the whole file, as it would) in a first look at the first
 * rows, then the rows as plain arrays, without building an object a row; each row's fields are
 * picked by their column. Rows whose fields are all blank are skipped, as Papa's "greedy" option
 * does (its test, `join("").trim() === ""`, holds exactly when no field has a non-space character).
 */
function parseCsv(text: string): RawGiftCardRow[] {
  const head = Papa.parse<Record<string, string>>(text, {
    header: true,
    preview: 1,
    skipEmptyLines: "greedy",
    transformHeader,
  });
  // Papa names each column once (a repeated name gets a suffix).
  const headers = head.meta.fields ?? [];
  // The first look saw no header (the file starts with blank lines): the slow reading finds it.
  if (headers.length === 0) return parseCsvByHeader(text);
  if (!REQUIRED_CSV_HEADERS.every((h) => headers.includes(h)))
    throw new GiftCardFileError(SHARED_TEXTS.csvHeaders);
  const parsed = Papa.parse<string[]>(text, {
    delimiter: head.meta.delimiter,
    newline: head.meta.linebreak as Papa.ParseConfig["newline"],
  });
  if (parsed.errors.some((e) => e.type === "Quotes"))
    throw new GiftCardFileError("The CSV file has an unclosed quote");
  const at = (name: string) => headers.indexOf(name);
  const code = at(CSV_COLUMNS.code);
  const cardType = at(CSV_COLUMNS.cardType);
  const usdAmount = at(CSV_COLUMNS.usdAmount);
  const trophyCost = at(CSV_COLUMNS.trophyCost);
  const expiresAt = at(CSV_COLUMNS.expiresAt);
  const notes = at(CSV_COLUMNS.notes);
  const rows: RawGiftCardRow[] = [];
  let headerRow = true;
  for (const row of parsed.data) {
    if (!row.some((field) => HAS_TEXT.test(field))) continue;
    if (headerRow) {
      headerRow = false;
      continue;
    }
    // A column the file lacks is at -1: no value, as in header mode.
    rows.push({
      code: row[code],
      cardType: row[cardType],
      usdAmount: row[usdAmount],
      trophyCost: row[trophyCost],
      expiresAt: row[expiresAt],
      notes: row[notes],
    });
  }
  return rows;
}

function parseJson(text: string): RawGiftCardRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new GiftCardFileError("The JSON file could not be read");
  }
  if (
    !Array.isArray(data) ||
    !data.every((r) => typeof r === "object" && r !== null && !Array.isArray(r))
  ) {
    throw new GiftCardFileError("JSON must be an array of gift card objects");
  }
  return data as RawGiftCardRow[];
}

/**
 * Reads a gift card file (docs/product.md §3, §5) into rows; the browser's preview and the server's
 * upload use this same parser. Throws GiftCardFileError when the file as a whole cannot be read.
 */
export function parseGiftCardFile(text: string, format: UploadFormat): RawGiftCardRow[] {
  const rows = format === "csv" ? parseCsv(text.replace(/^\uFEFF/, "")) : parseJson(text);
  if (rows.length === 0) throw new GiftCardFileError("The file has no gift cards");
  return rows;
}
