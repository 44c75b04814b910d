import { Readable } from "node:stream";
import { asc, eq, gt } from "drizzle-orm";
import Papa from "papaparse";
import type { UploadFormat } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../../db/client";
import { giftCards, users, type GiftCardRow } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { centsToUsd } from "./gift-card-view";

/** Cards per database read: the export streams, so memory stays flat whatever the stock. */
const PAGE = 2000;

const COLUMNS = [
  "id",
  "code",
  "card_type",
  "usd_amount",
  "trophy_cost",
  "status",
  "expires_at",
  "redeemed_at",
  "redeemed_by",
  "batch_id",
  "notes",
  "created_at",
] as const;
type ExportRow = Record<(typeof COLUMNS)[number], string | number | null>;

function status(card: GiftCardRow, now: Date): string {
  if (card.redeemedAt) return "redeemed";
  return card.expiresAt && card.expiresAt <= now ? "expired" : "available";
}

async function* pages(db: Queryable, codes: SecretBox): AsyncGenerator<ExportRow[]> {
  const now = new Date();
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({ card: giftCards, redeemedBy: users.email })
      .from(giftCards)
      .leftJoin(users, eq(users.id, giftCards.redeemedBy))
      .where(after ? gt(giftCards.id, after) : undefined)
      .orderBy(asc(giftCards.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]?.card.id ?? null;
    yield rows.map(({ card, redeemedBy }) => ({
      id: card.id,
      code: codes.open(card.codeCiphertext, card.id),
      card_type: card.cardType,
      usd_amount: centsToUsd(card.usdCents),
      trophy_cost: card.trophyCost,
      status: status(card, now),
      expires_at: card.expiresAt?.toISOString() ?? null,
      redeemed_at: card.redeemedAt?.toISOString() ?? null,
      redeemed_by: redeemedBy,
      batch_id: card.batchId,
      notes: card.notes,
      created_at: card.createdAt.toISOString(),
    }));
  }
}

/**
 * CSV per RFC 4180 (CRLF, quoting) with cells that start with = + - @ (or tab, CR) neutralised so
 * spreadsheets never run them as formulas.
 */
async function* csv(db: Queryable, codes: SecretBox): AsyncGenerator<string> {
  const options: Papa.UnparseConfig = {
    columns: [...COLUMNS],
    newline: "\r\n",
    escapeFormulae: true,
  };
  yield Papa.unparse({ fields: [...COLUMNS], data: [] }, options) + "\r\n";
  for await (const page of pages(db, codes))
    yield Papa.unparse(page, { ...options, header: false }) + "\r\n";
}

async function* json(db: Queryable, codes: SecretBox): AsyncGenerator<string> {
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())},"giftCards":[`;
  let first = true;
  for await (const page of pages(db, codes)) {
    const body = page.map((row) => JSON.stringify(row)).join(",");
    yield (first ? "" : ",") + body;
    first = false;
  }
  yield "]}";
}

export function exportGiftCards(db: Queryable, codes: SecretBox, format: UploadFormat): Readable {
  return Readable.from(format === "csv" ? csv(db, codes) : json(db, codes));
}

export const exportFileName = (format: UploadFormat, at = new Date()) =>
  `gift-card-report-${at.toISOString().replace(/[:.]/g, "-")}.${format}`;
