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

function parseCsv(text: string): RawGiftCardRow[] {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
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
  const rows = format === "csv" ? parseCsv(text) : parseJson(text);
  if (rows.length === 0) throw new GiftCardFileError("The file has no gift cards");
  return rows;
}
