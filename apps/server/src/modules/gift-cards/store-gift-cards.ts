import { getTableName, sql } from "drizzle-orm";
import type { GiftCardInput } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../../db/client";
import { copyField, type CopyText } from "../../db/copy-rows";
import { bare, rowsOf } from "../../db/raw";
import { giftCards } from "../../db/schema";
import { isUniqueViolation } from "../../lib/errors";
import type { NewGiftCardRow } from "./gift-card-rows";
import { usdToCents } from "./gift-card-view";
import type { SealingUpload } from "./row-sealer";

/**
 * The columns an uploaded card fills, its id too (its sealed code names it); the database fills
 * the rest. The rows' COPY text has them in this order.
 */
const COPIED = [
  "id",
  "codeHash",
  "codeCiphertext",
  "cardType",
  "usdCents",
  "trophyCost",
  "expiresAt",
  "notes",
  "batchId",
] as const satisfies readonly (keyof NewGiftCardRow)[];
const copiedNames = COPIED.map((key) => giftCards[key].name);
const copiedColumns = sql.join(
  COPIED.map((key) => bare(giftCards[key])),
  sql`, `,
);
const codeHash = bare(giftCards.codeHash);

/** Where the cards wait when some codes may be stored already; for the transaction only. */
const STAGING = "gift_card_upload";
const staging = sql.identifier(STAGING);
const beforeCopy = sql.identifier("gift_card_upload_copy");

/**
 * The COPY text of a card's row after its id, code hash and sealed code (which the sealing worker
 * writes): its other columns, in COPIED's order, and the line's end.
 */
export function rowTails(batchId: string): (card: GiftCardInput) => string {
  const batch = copyField(batchId);
  // A file repeats a few card types and expiry dates over thousands of rows: each is written once.
  const written = new Map<string | undefined, string>();
  const once = (value: string | undefined) => {
    let field = written.get(value);
    if (field === undefined) {
      field = copyField(value);
      written.set(value, field);
    }
    return field;
  };
  // expiresAt is the schema's ISO timestamp, written as it is.
  return (card) =>
    `\t${once(card.cardType)}\t${usdToCents(card.usdAmount)}\t${card.trophyCost}\t${once(card.expiresAt)}\t${copyField(card.notes)}\t${batch}\n`;
}

/**
 * Stores the `count` cards given to `cards` in the open transaction, skipping codes already in the
 * database (stored by anyone, committed before or while this runs): answers the indexes, in the
 * upload's list, of those skipped, in order. The cards go straight into gift_cards by one COPY,
 * which the unique code hash refuses when any code is there already (or is stored by another
 * upload meanwhile); then they go again through a staging table and one INSERT … ON CONFLICT DO
 * NOTHING, which tells which. Both insert in the order of the code hashes: two uploads sharing
 * codes then wait for each other at most one way, never in a deadlock
 * (docs/decisions/008-gift-card-upload-by-copy.md).
 */
export async function storeGiftCards(
  tx: Queryable,
  copyText: CopyText,
  cards: SealingUpload,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  await tx.execute(sql`SAVEPOINT ${beforeCopy}`);
  try {
    await copyText(getTableName(giftCards), copiedNames, cards.rows());
    await tx.execute(sql`RELEASE SAVEPOINT ${beforeCopy}`);
    return [];
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await tx.execute(sql`ROLLBACK TO SAVEPOINT ${beforeCopy}`);
  }
  await tx.execute(sql`CREATE TEMP TABLE ${staging} ON COMMIT DROP AS
    SELECT ${copiedColumns} FROM ${giftCards} WITH NO DATA`);
  await copyText(STAGING, copiedNames, await cards.all());
  // "C" orders the hashes as the COPY does (byte by byte), whatever the database's collation.
  const refused = await rowsOf<{ codeHash: string }>(
    tx,
    sql`WITH kept AS (
          INSERT INTO ${giftCards} (${copiedColumns})
          SELECT ${copiedColumns} FROM ${staging} ORDER BY ${codeHash} COLLATE "C"
          ON CONFLICT (${codeHash}) DO NOTHING
          RETURNING ${codeHash})
        SELECT ${codeHash} AS "codeHash" FROM ${staging} AS s
        WHERE NOT EXISTS (SELECT 1 FROM kept WHERE kept.${codeHash} = s.${codeHash})`,
  );
  const indexes = await cards.indexesOf(refused.map((row) => row.codeHash));
  return indexes.sort((a, b) => a - b);
}
