import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../../db/client";
import { bare, rowsOf } from "../../db/raw";
import { apiKeys, giftCards, mailOutbox, webhookEndpoints } from "../../db/schema";
import { isUniqueViolation } from "../../lib/errors";
import type { SecretBox } from "../../lib/secret-box";

/** Rows read at a time; each stale value among them is then written on its own. */
const PAGE = 500;
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
  /** Columns written with the new value: the codes' keyed hash is under the secret too. */
  alongside?: (plain: string) => SQL;
}

/**
 * Seals every stored secret again under the current APP_SECRET (reading old ones with
 * APP_SECRET_PREVIOUS): gift card codes (and their keyed hash), API keys, webhook signing secrets
 * and the bodies of queued mail. Safe beside live servers that already run with the new secret
 * (README: Security): each value is written by its own conditional UPDATE (`WHERE` the sealed
 * value is still the one read), so a row a server changed meanwhile is never overwritten with
 * what was read before, and only one row is locked at a time, so a redemption (which skips locked
 * cards) never finds a denomination's cards all taken by the rotation. Passes repeat until one
 * finds nothing left under an old secret, which also catches values changed during a pass. Safe
 * to run again: values under the current secret are skipped.
 */
export async function rotateSecrets(db: Queryable, boxes: SealedBoxes): Promise<RotationResult> {
  const codes = boxes.giftCardCodes;
  return {
    giftCardCodes: await rotateColumn(db, {
      table: giftCards,
      id: giftCards.id,
      sealed: giftCards.codeCiphertext,
      box: codes,
      alongside: (code) => sql`${bare(giftCards.codeHash)} = ${codes.fingerprint(code)}`,
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
            ORDER BY ${column.id} LIMIT ${PAGE}`,
      );
      const last = page.at(-1);
      if (!last) break;
      after = last.id;
      for (const row of page) {
        if (given.has(row.id) || !column.box.isStale(row.sealed)) continue;
        stale++;
        let plain: string;
        try {
          plain = column.box.open(row.sealed);
        } catch {
          given.add(row.id);
          outcome.unreadable++;
          continue;
        }
        try {
          if (await reseal(db, column, row, plain)) outcome.rotated++;
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          given.add(row.id);
          outcome.duplicates.push(row.id);
        }
      }
    }
    outcome.stillArriving = stale > 0;
  }
  return outcome;
}

/** The value sealed under the current secret, if the row still holds what was read. */
async function reseal(
  db: Queryable,
  column: SealedColumn,
  row: { id: string; sealed: string },
  plain: string,
): Promise<boolean> {
  const also = column.alongside ? sql`, ${column.alongside(plain)}` : sql``;
  const written = await rowsOf(
    db,
    sql`UPDATE ${column.table} SET ${bare(column.sealed)} = ${column.box.seal(plain)}${also}
        WHERE ${column.id} = ${row.id} AND ${column.sealed} = ${row.sealed}
        RETURNING ${column.id} AS "id"`,
  );
  return written.length > 0;
}
