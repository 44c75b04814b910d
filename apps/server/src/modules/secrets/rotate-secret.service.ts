import { sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client";
import { bare, rowsOf } from "../../db/raw";
import { apiKeys, giftCards, mailOutbox, webhookEndpoints } from "../../db/schema";
import { isUniqueViolation, pgErrorCode } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";

/** Rows read, sealed again in memory and written back by one statement at a time. */
const BATCH = 1000;
/**
 * Looks again until a pass finds nothing under an old secret; a value still arriving under one
 * after this many passes means a server still seals with it as its APP_SECRET.
 */
const PASSES = 5;

/** Every kind of value stored sealed under APP_SECRET, each with its own box (purpose). */
export interface SealedBoxes {
  giftCardCodes: SecretBox;
  apiKeys: SecretBox;
  webhookSecrets: SecretBox;
  mailBodies: SecretBox;
}

export type SealedKind = keyof SealedBoxes;

export interface KindRotation {
  /** Values sealed again under the current secret. */
  rotated: number;
  /** Values no secret given opens (APP_SECRET_PREVIOUS lacks the one they were sealed under). */
  unreadable: number;
  /** Gift cards whose code another card, added since the change of APP_SECRET, holds too. */
  duplicates: string[];
  /** Values kept arriving under an old secret through every pass. */
  stillArriving: boolean;
}

export type RotationResult = Record<SealedKind, KindRotation>;

interface SealedColumn {
  table: PgTable;
  id: AnyPgColumn;
  sealed: AnyPgColumn;
  box: SecretBox;
  /** A column written with the new value: the codes' keyed hash is under the secret too. */
  hash?: { column: AnyPgColumn; of: (plain: string) => string };
}

/**
 * Seals every stored secret again under the current APP_SECRET (reading old ones with
 * APP_SECRET_PREVIOUS), and values sealed before they named their row in the current form, each
 * for its row (lib/secret-box.ts): gift card codes (and their keyed hash), API keys, webhook
 * signing secrets and the bodies of queued mail. Safe beside live servers that already run with
 * the new secret (docs/security.md): rows are read a batch at a time in id order, sealed again in
 * memory, and written back by one statement that changes only the rows still holding what was
 * read, so a row a server changed meanwhile is never overwritten with what was read before; such a
 * row is read again by the next pass. The statement skips rows another transaction holds, and
 * those are then written one at a time, waiting for each, so the rotation never waits for a lock
 * while it holds others (no deadlock with a redemption or a deletion of a denomination). Passes
 * repeat until one finds nothing left under an old secret, which also catches values changed
 * during a pass. Safe to run again: values in the current form are skipped.
 */
export async function rotateSecrets(db: Queryable, boxes: SealedBoxes): Promise<RotationResult> {
  const codes = boxes.giftCardCodes;
  return {
    giftCardCodes: await rotateColumn(db, {
      table: giftCards,
      id: giftCards.id,
      sealed: giftCards.codeCiphertext,
      box: codes,
      hash: { column: giftCards.codeHash, of: (code) => codes.fingerprint(code) },
    }),
    apiKeys: await rotateColumn(db, {
      table: apiKeys,
      id: apiKeys.id,
      sealed: apiKeys.keyCiphertext,
      box: boxes.apiKeys,
    }),
    webhookSecrets: await rotateColumn(db, webhookSecretsColumn(boxes.webhookSecrets)),
    // Sent mail has no body any more; waiting and failed mail keep theirs.
    mailBodies: await rotateColumn(db, {
      table: mailOutbox,
      id: mailOutbox.id,
      sealed: mailOutbox.messageCiphertext,
      box: boxes.mailBodies,
    }),
  };
}

const webhookSecretsColumn = (box: SecretBox): SealedColumn => ({
  table: webhookEndpoints,
  id: webhookEndpoints.id,
  sealed: webhookEndpoints.secretCiphertext,
  box,
});

/** Webhook endpoints' signing secrets alone, as rotateSecrets seals them; how many were sealed. */
export async function rotateWebhookSecrets(db: Queryable, secrets: SecretBox): Promise<number> {
  return (await rotateColumn(db, webhookSecretsColumn(secrets))).rotated;
}

/** A row's value as read, and as sealed again (with its new keyed hash, where it has one). */
interface Change {
  id: string;
  read: string;
  sealed: string;
  hash?: string;
}

async function rotateColumn(db: Queryable, column: SealedColumn): Promise<KindRotation> {
  const outcome: KindRotation = { rotated: 0, unreadable: 0, duplicates: [], stillArriving: true };
  // Rows that cannot be sealed again are counted once and not tried in later passes.
  const given = new Set<string>();
  for (let pass = 0; pass < PASSES && outcome.stillArriving; pass++) {
    let stale = 0;
    for (let after: string | null = null; ;) {
      const page: { id: string; sealed: string }[] = await rowsOf(
        db,
        sql`SELECT ${column.id} AS "id", ${column.sealed} AS "sealed" FROM ${column.table}
            WHERE ${column.sealed} IS NOT NULL ${after === null ? sql`` : sql`AND ${column.id} > ${after}`}
            ORDER BY ${column.id} LIMIT ${BATCH}`,
      );
      const last = page.at(-1);
      if (!last) break;
      after = last.id;
      const changes: Change[] = [];
      for (const row of page) {
        if (given.has(row.id) || !column.box.isStale(row.sealed, row.id)) continue;
        stale++;
        let plain: string;
        try {
          plain = column.box.open(row.sealed, row.id);
        } catch {
          given.add(row.id);
          outcome.unreadable++;
          continue;
        }
        changes.push({
          id: row.id,
          read: row.sealed,
          sealed: column.box.seal(plain, row.id),
          ...(column.hash ? { hash: column.hash.of(plain) } : {}),
        });
      }
      if (changes.length === 0) continue;
      const written = await writeBatch(db, column, changes);
      outcome.rotated += written.size;
      for (const change of changes) {
        if (written.has(change.id)) continue;
        try {
          if (await writeOne(db, column, change)) outcome.rotated++;
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          given.add(change.id);
          outcome.duplicates.push(change.id);
        }
      }
    }
    outcome.stillArriving = stale > 0;
  }
  return outcome;
}

const DEADLOCK = "40P01";

/**
 * Writes the batch in one statement, each row only if it still holds the value read and no other
 * transaction holds it: the ids written. A code already stored under its new keyed hash (a
 * duplicate) or a deadlock fails the whole statement; then none is written here, and each row is
 * written on its own.
 */
async function writeBatch(
  db: Queryable,
  column: SealedColumn,
  changes: Change[],
): Promise<Set<string>> {
  const { table, id, sealed, hash } = column;
  try {
    const written = await rowsOf<{ id: string }>(
      db,
      sql`WITH v AS MATERIALIZED (
            SELECT * FROM json_to_recordset(${JSON.stringify(changes)}::json)
              AS v(id uuid, read text, sealed text, hash text)
          ), held AS MATERIALIZED (
            SELECT ${id} AS id FROM ${table} JOIN v ON ${id} = v.id AND ${sealed} = v.read
            FOR UPDATE OF ${table} SKIP LOCKED
          )
          UPDATE ${table} SET ${bare(sealed)} = v.sealed${hash ? sql`, ${bare(hash.column)} = v.hash` : sql``}
          FROM v JOIN held ON held.id = v.id
          WHERE ${id} = v.id AND ${sealed} = v.read
          RETURNING ${id} AS "id"`,
    );
    return new Set(written.map((row) => row.id));
  } catch (err) {
    if (isUniqueViolation(err) || pgErrorCode(err) === DEADLOCK) return new Set();
    throw err;
  }
}

/** The row's new value, waiting for its lock, if the row still holds what was read. */
async function writeOne(db: Queryable, column: SealedColumn, change: Change): Promise<boolean> {
  const { table, id, sealed, hash } = column;
  const also =
    hash && change.hash !== undefined ? sql`, ${bare(hash.column)} = ${change.hash}` : sql``;
  const written = await rowsOf(
    db,
    sql`UPDATE ${table} SET ${bare(sealed)} = ${change.sealed}${also}
        WHERE ${id} = ${change.id} AND ${sealed} = ${change.read}
        RETURNING ${id} AS "id"`,
  );
  return written.length > 0;
}
