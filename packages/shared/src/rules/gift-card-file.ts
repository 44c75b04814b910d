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

/** How a file's rows are read once its header is known: the columns' places, delimiter, line end. */
interface CsvLayout {
  headers: string[];
  config: { delimiter: string; newline: Papa.ParseConfig["newline"] };
}

/**
 * The first look at a file: Papa reads the header (and finds the delimiter and line ends, from the
 * whole file, as it would) in the first rows. Null when it saw no header (the file starts with
 * blank lines): the slow reading finds it.
 */
function csvLayout(text: string): CsvLayout | null {
  const head = Papa.parse<Record<string, string>>(text, {
    header: true,
    preview: 1,
    skipEmptyLines: "greedy",
    transformHeader,
  });
  // Papa names each column once (a repeated name gets a suffix).
  const headers = head.meta.fields ?? [];
  if (headers.length === 0) return null;
  if (!REQUIRED_CSV_HEADERS.every((h) => headers.includes(h)))
    throw new GiftCardFileError(SHARED_TEXTS.csvHeaders);
  return {
    headers,
    config: {
      delimiter: head.meta.delimiter,
      newline: head.meta.linebreak as Papa.ParseConfig["newline"],
    },
  };
}

/**
 * The rows Papa reads as plain arrays, taken as they come: each row's fields picked by their
 * column. Rows whose fields are all blank are skipped, as Papa's "greedy" option does (its test,
 * `join("").trim() === ""`, holds exactly when no field has a non-space character), and so is the
 * header row.
 */
function csvRows(headers: string[]) {
  const at = (name: string) => headers.indexOf(name);
  const code = at(CSV_COLUMNS.code);
  const cardType = at(CSV_COLUMNS.cardType);
  const usdAmount = at(CSV_COLUMNS.usdAmount);
  const trophyCost = at(CSV_COLUMNS.trophyCost);
  const expiresAt = at(CSV_COLUMNS.expiresAt);
  const notes = at(CSV_COLUMNS.notes);
  const rows: RawGiftCardRow[] = [];
  let headerRow = true;
  let unclosedQuote = false;
  return {
    /** Papa's errors for what it read: an unclosed quote refuses the file. */
    errors(errors: Papa.ParseError[]) {
      if (errors.some((e) => e.type === "Quotes")) unclosedQuote = true;
    },
    take(row: string[]) {
      if (!row.some((field) => HAS_TEXT.test(field))) return;
      if (headerRow) {
        headerRow = false;
        return;
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
    },
    done(): RawGiftCardRow[] {
      if (unclosedQuote) throw new GiftCardFileError("The CSV file has an unclosed quote");
      return rows;
    },
  };
}

/**
 * The same reading as parseCsvByHeader, faster on large files: after a first look at the header,
 * the rows are read as plain arrays, without building an object a row.
 */
function parseCsv(text: string): RawGiftCardRow[] {
  const layout = csvLayout(text);
  if (!layout) return parseCsvByHeader(text);
  const reading = csvRows(layout.headers);
  const parsed = Papa.parse<string[]>(text, layout.config);
  reading.errors(parsed.errors);
  for (const row of parsed.data) reading.take(row);
  return reading.done();
}

/** Rows of a file read between two pauses: a few milliseconds of Papa's work. */
const ROWS_PER_PIECE = 5000;

/**
 * parseCsv, `rowsPerPiece` rows at a time, awaiting `pause` between them: Papa stops after a row
 * and goes on from there (its `step`, `pause` and `resume`), so the rows are read as in one piece.
 */
async function parseCsvInPieces(
  text: string,
  pause: () => Promise<void>,
  rowsPerPiece: number,
): Promise<RawGiftCardRow[]> {
  const layout = csvLayout(text);
  if (!layout) return parseCsvByHeader(text);
  const reading = csvRows(layout.headers);
  await new Promise<void>((resolve, reject) => {
    let read = 0;
    Papa.parse<string[]>(text, {
      ...layout.config,
      step(result, parser) {
        reading.errors(result.errors);
        reading.take(result.data);
        if (++read % rowsPerPiece !== 0) return;
        parser.pause();
        pause().then(() => {
          parser.resume();
        }, reject);
      },
      complete: () => {
        resolve();
      },
    });
  });
  return reading.done();
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

/**
 * parseGiftCardFile with the same answers, reading a CSV file some rows at a time and awaiting
 * `pause` between them, so a server reading a large file goes on answering other calls.
 */
export async function parseGiftCardFileInPieces(
  text: string,
  format: UploadFormat,
  pause: () => Promise<void>,
  rowsPerPiece = ROWS_PER_PIECE,
): Promise<RawGiftCardRow[]> {
  const rows =
    format === "csv"
      ? await parseCsvInPieces(text.replace(/^\uFEFF/, ""), pause, rowsPerPiece)
      : parseJson(text);
  if (rows.length === 0) throw new GiftCardFileError("The file has no gift cards");
  return rows;
}
