import { setImmediate as nextTurn } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { GiftCardInput } from "@trophy/shared/schemas/gift-cards";
import type { Queryable } from "../../db/client";
import type { CopyRows } from "../../db/copy-rows";
import { bare, rowsOf } from "../../db/raw";
import { giftCards } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { toGiftCardRow, type NewGiftCardRow } from "./gift-card-rows";

/**
 * The columns an uploaded card fills, its id too (its sealed code names it); the database fills
 * the rest.
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
const copiedColumns = sql.join(
  COPIED.map((key) => bare(giftCards[key])),
  sql`, `,
);
const codeHash = bare(giftCards.codeHash);

/** The cards on their way in, for the transaction only; `seq` is a card's place in code order. */
const STAGING = "gift_card_upload";
const staging = sql.identifier(STAGING);
const seq = sql.identifier("seq");
const stagingColumns = ["seq", ...COPIED.map((key) => giftCards[key].name)];

/**
 * Cards per round. While the database moves one round into gift_cards, the next round's codes are
 * sealed, so the two halves of the work overlap instead of following each other.
 */
const ROUND = 25_000;

/** Moves the staged cards `from` ≤ seq < `to` into gift_cards; answers the seq of those refused. */
const moveRound = (tx: Queryable, from: number, to: number) => {
  const inRound = sql`${seq} >= ${from} AND ${seq} < ${to}`;
  return rowsOf<{ seq: number }>(
    tx,
    sql`WITH kept AS (
          INSERT INTO ${giftCards} (${copiedColumns})
          SELECT ${copiedColumns} FROM ${staging} WHERE ${inRound} ORDER BY ${seq}
          ON CONFLICT (${codeHash}) DO NOTHING
          RETURNING ${codeHash})
        SELECT ${seq} FROM ${staging} AS s
        WHERE ${inRound} AND NOT EXISTS (SELECT 1 FROM kept WHERE kept.${codeHash} = s.${codeHash})`,
  );
};

/**
 * Stores validated cards in the open transaction, skipping codes already in the database (stored
 * by anyone, committed before or while this runs): answers the indexes, in `cards`, of those
 * skipped, in order. Rows travel by COPY into a staging table, and one INSERT … ON CONFLICT per
 * round moves them, so the unique code decides between simultaneous uploads. Every upload inserts
 * in the order of the code hashes: two uploads sharing codes then wait for each other at most one
 * way, never in a deadlock (docs/decisions/008-gift-card-upload-by-copy.md).
 */
export async function storeGiftCards(
  tx: Queryable,
  copyRows: CopyRows,
  codes: SecretBox,
  cards: GiftCardInput[],
  batchId: string,
): Promise<number[]> {
  if (cards.length === 0) return [];
  const order = cards
    .map((card, index) => ({ card, index, hash: codes.fingerprint(card.code) }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  await tx.execute(sql`CREATE TEMP TABLE ${staging} ON COMMIT DROP AS
    SELECT 0 AS ${seq}, ${copiedColumns} FROM ${giftCards} WITH NO DATA`);
  const refused: number[] = [];
  let moving: Promise<{ seq: number }[]> | null = null;
  const settle = async () => {
    const moved = (await moving) ?? [];
    moving = null;
    for (const row of moved) refused.push(order[row.seq]?.index ?? -1);
  };
  for (let from = 0; from < order.length; from += ROUND) {
    const rows = order.slice(from, from + ROUND).map(({ card, hash }, i) => {
      const row = toGiftCardRow(codes, card, batchId, hash);
      return [from + i, ...COPIED.map((key) => row[key])];
    });
    await settle();
    await copyRows(STAGING, stagingColumns, rows);
    moving = moveRound(tx, from, from + ROUND);
    // Awaited by settle(); until then a failure must not count as an unhandled rejection.
    moving.catch(() => undefined);
    // Let the statement leave before the next round's sealing holds the event loop.
    await nextTurn();
  }
  await settle();
  return refused.sort((a, b) => a - b);
}
