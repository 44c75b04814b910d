import type { PlatformText } from "@trophy/shared/schemas/platform-text";
import type { Denomination } from "@trophy/shared/rules/gift-card-offering";
import { setTimeout as sleep } from "node:timers/promises";
import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { bare, rowsOf } from "../../db/raw";
import {
  activityLog,
  giftCards,
  parentStudentLinks,
  redemptions,
  trophyTransactions,
  type RedemptionRow,
  type TransactionRow,
} from "../../db/schema";
import { BadRequest } from "../../lib/errors";
import { availableCard, ofDenomination } from "../gift-cards/available-card";
import { usdToCents, type GiftCardViewRow } from "../gift-cards/gift-card-view";
import { availableUpTo, LOW_STOCK_BELOW } from "../gift-cards/low-stock";
import { isBalanceCheckViolation } from "../ledger/ledger.service";

/**
 * A gift-card redemption as SQL: one statement that finds the parents/guides who approve the
 * student's gift cards first, pays (or holds) the trophies, claims a card, records the redemption
 * and logs it. The embedded database runs one statement at a time, so each round trip saved is
 * saved for every redemption waiting behind this one.
 */

/** What the ledger entry, the redemption and the activity say, one way or the other. */
export interface WayTexts {
  kind: "redemption" | "hold";
  status: "completed" | "awaiting_approval";
  entry: string;
  entryText: PlatformText;
  activity: string;
  activityText: PlatformText;
}

export interface GiftCardClaim {
  studentId: string;
  denomination: Denomination;
  title: string;
  titleText: PlatformText;
  /** Without parents/guides who approve first, and with them. */
  redeem: WayTexts;
  hold: WayTexts;
  /** Also count the type's available cards, up to just past the low-stock mark (low-stock.ts). */
  countStock: boolean;
}

/**
 * The aliases the statements answer with: only what is not known beforehand (the card's
 * denomination is the one asked for), since each column costs the embedded database's client time
 * to read.
 */
interface ClaimColumns {
  cardId: string | null;
  codeCiphertext: string;
  expiresAt: Date | string | null;
  redeemedAt: Date | string;
  cardCreatedAt: Date | string;
  redemptionId: string;
  redemptionCreatedAt: Date | string;
}

interface PaidColumns extends ClaimColumns {
  entryId: string;
  balanceAfter: number;
  studentSeq: number;
  entryCreatedAt: Date | string;
  approvers: string[] | string;
  stockBefore: number | null;
}

/** The ledger's trigger refusing a balance below zero, as appendEntry answers it. */
async function refusingOverdraft<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    if (isBalanceCheckViolation(err)) throw new BadRequest("insufficient_trophies");
    throw err;
  }
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** `held` (a one-row relation of one boolean) picks the hold's text, otherwise the redemption's. */
const either = (held: SQL, redeem: string, hold: string) =>
  sql`CASE WHEN ${held} THEN ${hold} ELSE ${redeem} END`;
const eitherJson = (held: SQL, redeem: PlatformText, hold: PlatformText) =>
  sql`CASE WHEN ${held} THEN ${JSON.stringify(hold)}::jsonb ELSE ${JSON.stringify(redeem)}::jsonb END`;

/**
 * The CTEs `claimed`, `redemption` and `logged`, after CTEs `entry` (the ledger entry's `id`) and
 * `way` (`held`). SKIP LOCKED lets concurrent redemptions each take a different card, and never
 * waits for one (see `claimWaiting`); the soonest-expiring card goes first. Among cards of one
 * expiry any will do: the order is the one the index of available cards holds, so the first
 * unlocked card is found at once, where a second sort key would sort every available card of the
 * denomination (all those that never expire) on each claim. The card is looked for only once
 * `entry` has a row: paying first takes the student's row lock before any card's, as every
 * redemption does, and a balance that cannot pay refuses the redemption before any card is touched.
 */
function claimCtes(c: GiftCardClaim): SQL {
  const g = giftCards;
  const r = redemptions;
  const log = activityLog;
  const d = c.denomination;
  const held = sql`way."held"`;
  return sql`claimed AS (
      UPDATE ${g} SET ${bare(g.redeemedAt)} = now(), ${bare(g.redeemedBy)} = ${c.studentId}
      WHERE ${g.id} = (
        SELECT ${g.id} FROM ${g}
        WHERE ${ofDenomination(d)} AND ${availableCard()} AND EXISTS (SELECT 1 FROM entry)
        ORDER BY ${g.expiresAt} ASC NULLS LAST
        LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${g.id} AS "cardId", ${g.codeCiphertext} AS "codeCiphertext",
        ${g.expiresAt} AS "expiresAt", ${g.redeemedAt} AS "redeemedAt",
        ${g.createdAt} AS "cardCreatedAt"
    ), redemption AS (
      INSERT INTO ${r} (${bare(r.studentId)}, ${bare(r.giftCardId)}, ${bare(r.transactionId)},
        ${bare(r.title)}, ${bare(r.titleText)}, ${bare(r.rewardType)}, ${bare(r.trophyCost)},
        ${bare(r.status)})
      SELECT ${c.studentId}, claimed."cardId", entry."id", ${c.title},
        ${JSON.stringify(c.titleText)}::jsonb, 'gift_card', ${d.trophyCost},
        (${either(held, c.redeem.status, c.hold.status)})::redemption_status
      FROM claimed, entry, way
      RETURNING ${r.id} AS "redemptionId", ${r.createdAt} AS "redemptionCreatedAt"
    ), logged AS (
      INSERT INTO ${log} (${bare(log.type)}, ${bare(log.description)},
        ${bare(log.descriptionText)}, ${bare(log.userId)})
      SELECT 'redemption', ${either(held, c.redeem.activity, c.hold.activity)},
        ${eitherJson(held, c.redeem.activityText, c.hold.activityText)}, ${c.studentId}
      FROM claimed, way
    )`;
}

/** The ledger entry, the card and the redemption, as the services use them. */
export interface Claimed {
  entry: TransactionRow;
  card: GiftCardViewRow;
  redemption: RedemptionRow;
}

function toClaimed(
  c: GiftCardClaim,
  way: WayTexts,
  entry: TransactionRow,
  row: ClaimColumns,
): Claimed {
  const cardId = row.cardId ?? "";
  return {
    entry,
    card: {
      id: cardId,
      codeCiphertext: row.codeCiphertext,
      cardType: c.denomination.cardType,
      usdCents: usdToCents(c.denomination.usdAmount),
      trophyCost: c.denomination.trophyCost,
      expiresAt: row.expiresAt === null ? null : asDate(row.expiresAt),
      redeemedAt: asDate(row.redeemedAt),
      createdAt: asDate(row.cardCreatedAt),
    },
    redemption: {
      id: row.redemptionId,
      studentId: c.studentId,
      rewardId: null,
      giftCardId: cardId,
      transactionId: entry.id,
      title: c.title,
      titleText: c.titleText,
      rewardType: "gift_card",
      trophyCost: c.denomination.trophyCost,
      fulfillerId: null,
      status: way.status,
      fulfilledAt: null,
      declinedAt: null,
      declineReason: null,
      createdAt: asDate(row.redemptionCreatedAt),
    },
  };
}

/**
 * Pays (or holds) and claims a card not locked by another redemption. Without a card the entry is
 * still written: the caller claims again, waiting for the locked ones, or rolls back.
 */
export async function payAndClaim(
  tx: Queryable,
  c: GiftCardClaim,
): Promise<{
  approvers: string[];
  way: WayTexts;
  entry: TransactionRow;
  claimed: Claimed | null;
  /** With `countStock`: the type's available cards in this statement's snapshot, its card among them. */
  stockBefore: number | null;
}> {
  const t = trophyTransactions;
  const d = c.denomination;
  const l = parentStudentLinks;
  const held = sql`way."held"`;
  const [row] = await refusingOverdraft(
    rowsOf<PaidColumns>(
      tx,
      // The parents/guides who asked to approve this student's gift cards first: those the student
      // accepted who have the switch on. While there is any, the card waits for their approval and
      // each of them is told (docs/product.md §4, Gift-card approval).
      sql`WITH approvers AS (
        SELECT coalesce(array_agg(${l.parentId} ORDER BY ${l.parentId}), '{}') AS "ids"
        FROM ${l}
        WHERE ${l.studentId} = ${c.studentId} AND ${l.status} = 'accepted'
          AND ${l.approveGiftCards}
      ), way AS (
        SELECT cardinality(approvers."ids") > 0 AS "held" FROM approvers
      ), entry AS (
        INSERT INTO ${t} (${bare(t.studentId)}, ${bare(t.amount)}, ${bare(t.kind)},
          ${bare(t.description)}, ${bare(t.descriptionText)})
        SELECT ${c.studentId}, ${-c.denomination.trophyCost},
          (${either(held, c.redeem.kind, c.hold.kind)})::transaction_kind,
          ${either(held, c.redeem.entry, c.hold.entry)},
          ${eitherJson(held, c.redeem.entryText, c.hold.entryText)}
        FROM way
        RETURNING ${t.id} AS "id", ${t.balanceAfter} AS "balanceAfter",
          ${t.studentSeq} AS "studentSeq", ${t.createdAt} AS "createdAt"
      ), ${claimCtes(c)}
      SELECT entry."id" AS "entryId", entry."balanceAfter", entry."studentSeq",
        entry."createdAt" AS "entryCreatedAt", approvers."ids"::text[] AS "approvers",
        ${c.countStock ? availableUpTo(d.cardType, LOW_STOCK_BELOW + 1) : sql`NULL::int`} AS "stockBefore",
        claimed.*, redemption.*
      FROM entry CROSS JOIN approvers LEFT JOIN claimed ON true LEFT JOIN redemption ON true`,
    ),
  );
  if (!row) throw new Error("the redemption statement returned no row");
  const approvers = parseUuidArray(row.approvers);
  const way = approvers.length > 0 ? c.hold : c.redeem;
  const entry: TransactionRow = {
    id: row.entryId,
    studentId: c.studentId,
    amount: -c.denomination.trophyCost,
    kind: way.kind,
    description: way.entry,
    descriptionText: way.entryText,
    developerId: null,
    reversesId: null,
    balanceAfter: row.balanceAfter,
    studentSeq: row.studentSeq,
    createdAt: asDate(row.entryCreatedAt),
  };
  return {
    approvers,
    way,
    entry,
    claimed: row.cardId ? toClaimed(c, way, entry, row) : null,
    stockBefore: row.stockBefore,
  };
}

/** The first pause before looking again for a card others hold, and the longest. */
const FIRST_PAUSE_MS = 5;
const LONGEST_PAUSE_MS = 100;

/**
 * Claims a card for an entry already written, once the cards others hold are released: whenever
 * every available card of the denomination is locked, it pauses and looks again, until it takes
 * one or none is left. It never waits for a row lock: a wait would keep the lock on each card it
 * found redeemed meanwhile, and redemptions waiting that way for the same cards deadlocked.
 */
export async function claimWaiting(
  tx: Queryable,
  c: GiftCardClaim,
  way: WayTexts,
  entry: TransactionRow,
): Promise<Claimed | null> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(2 * pause, LONGEST_PAUSE_MS)) {
    // `held`: an available card in this statement's snapshot that the claim skipped as locked.
    const [row] = await rowsOf<Partial<ClaimColumns> & { held: boolean }>(
      tx,
      sql`WITH way AS (SELECT ${way === c.hold}::boolean AS "held"),
          entry AS (SELECT ${entry.id}::uuid AS "id"),
          ${claimCtes(c)}
        SELECT EXISTS (SELECT 1 FROM ${giftCards}
            WHERE ${ofDenomination(c.denomination)} AND ${availableCard()}) AS "held",
          claimed.*, redemption.*
        FROM (SELECT 1) AS one LEFT JOIN claimed ON true LEFT JOIN redemption ON true`,
    );
    if (row?.cardId) return toClaimed(c, way, entry, row as ClaimColumns);
    if (!row?.held) return null;
    await sleep(pause);
  }
}

/**
 * A uuid[] as the drivers answer it: node-postgres parses arrays, PGlite's raw rows may leave
 * them as the text `{a,b}`.
 */
function parseUuidArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",");
}
