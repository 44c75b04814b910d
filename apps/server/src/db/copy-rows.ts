/**
 * Rows for PostgreSQL's COPY in its text format: one line a row, columns split by tabs, `\N` for
 * NULL, and backslash, tab, newline and carriage return escaped inside values
 * (https://www.postgresql.org/docs/current/sql-copy.html, "Text Format").
 */

/**
 * Streams COPY text (whole lines, as `copyChunks` or `copyField` write them; strings or UTF-8)
 * into `table` inside the transaction it was handed to, reading it as the database takes it: an
 * async source goes on producing while the lines before are being stored.
 */
export type CopyText = (
  table: string,
  columns: string[],
  text: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
) => Promise<void>;

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One value in COPY's text format. */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "string")
    return SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean")
    return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`COPY cannot carry a ${typeof value}`);
}

/** A quoted identifier, so any table or column name reads as itself. */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `COPY table (columns) FROM source` in the text format the lines below are written in. */
export function copyStatement(table: string, columns: string[], source: string): string {
  return `COPY ${ident(table)} (${columns.map(ident).join(", ")}) FROM ${source}`;
}

/** Chunks this large keep the number of writes (and protocol messages) low. */
const CHUNK_CHARS = 64 * 1024;

/**
 * The rows as COPY text, a chunk at a time: read lazily, so on PostgreSQL the rows are built
 * while the server is already storing the ones sent before.
 */
export function* copyChunks(rows: Iterable<unknown[]>): Generator<string> {
  let chunk = "";
  for (const row of rows) {
    chunk += row.map(copyField).join("\t") + "\n";
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk) yield chunk;
}
