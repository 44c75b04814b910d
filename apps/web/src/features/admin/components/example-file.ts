import type { RawGiftCardRow } from "@trophy/shared/rules/gift-card-file";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";

/** The CSV column of each JSON field (docs/product.md §3, gift card files). */
const CSV_COLUMNS: Record<keyof RawGiftCardRow, string> = {
  code: "code",
  cardType: "card_type",
  usdAmount: "usd_amount",
  trophyCost: "trophy_cost",
  expiresAt: "expires_at",
  notes: "notes",
};
const FIELDS = Object.keys(CSV_COLUMNS) as (keyof RawGiftCardRow)[];

function exampleRows(): Required<RawGiftCardRow>[] {
  const expiry = `${String(new Date().getFullYear() + 2)}-12-31`;
  return [
    {
      code: "AMZN-EXAMPLE-0001",
      cardType: "amazon",
      usdAmount: 25,
      trophyCost: 500,
      expiresAt: expiry,
      notes: "Spring batch",
    },
    {
      code: "RBLX-EXAMPLE-0002",
      cardType: "roblox",
      usdAmount: 10,
      trophyCost: 220,
      expiresAt: "",
      notes: 'Donated by the "Maths Club", thank you',
    },
    {
      code: "GPLY-EXAMPLE-0003",
      cardType: "google_play",
      usdAmount: 15,
      trophyCost: 300,
      expiresAt: expiry,
      notes: "",
    },
  ];
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
function csvField(value: unknown): string {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A small valid file in the chosen format, for admins to start from. */
export function exampleFile(format: UploadFormat): { content: string; type: string } {
  const rows = exampleRows();
  if (format === "json") {
    return { content: `${JSON.stringify(rows, null, 2)}\n`, type: "application/json" };
  }
  const lines = [
    FIELDS.map((field) => CSV_COLUMNS[field]).join(","),
    ...rows.map((row) => FIELDS.map((field) => csvField(row[field])).join(",")),
  ];
  return { content: `${lines.join("\r\n")}\r\n`, type: "text/csv" };
}
