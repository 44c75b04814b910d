import fc from "fast-check";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "../../../test/helpers";
import { countsAndCards, inventoryFromCards } from "../../../test/inventory-oracle";
import { compactGiftCardCounts } from "../../db/gift-card-counts";
import { inventory } from "./inventory.service";

/**
 * gift_card_counts against the cards after random sequences of statements on gift_cards: inserts
 * of several denominations at once, redemptions and their undoing, deletions, new expiries, moves
 * to another denomination, and compactions in between. A fixed seed replays the same sequences.
 */
let t: TestApp;
let studentId: string;
beforeAll(async () => {
  t = await createTestApp();
  studentId = (await createUser(t.app, { userType: "student" })).id;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const EXPIRIES = [null, new Date(now - DAY), new Date(now + DAY), new Date(now + 30 * DAY)];
const TYPES = ["a", "b"];
const CENTS = [100, 2500];

const keyArb = fc.record({
  type: fc.constantFrom(...TYPES),
  cents: fc.constantFrom(...CENTS),
  expiry: fc.nat(EXPIRIES.length - 1),
});
const some = fc.integer({ min: 1, max: 4 });
const offset = fc.nat(6);
const opArb = fc.oneof(
  fc.record({
    op: fc.constant("insert" as const),
    groups: fc.array(fc.tuple(keyArb, some), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ op: fc.constant("redeem" as const), n: some, skip: offset }),
  fc.record({ op: fc.constant("unredeem" as const), n: some, skip: offset }),
  fc.record({ op: fc.constant("delete" as const), n: some, skip: offset }),
  fc.record({
    op: fc.constant("expire" as const),
    n: some,
    skip: offset,
    expiry: fc.nat(EXPIRIES.length - 1),
  }),
  fc.record({ op: fc.constant("move" as const), n: some, skip: offset, key: keyArb }),
  fc.record({ op: fc.constant("compact" as const) }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

let run = 0;
/** The cards of this run, `n` of them from the `skip`th on, redeemed or not. */
const pick = (prefix: string, n: number, skip: number, where: SQL) =>
  sql`id IN (SELECT id FROM gift_cards WHERE card_type LIKE ${`${prefix}%`} AND ${where}
             ORDER BY code_hash OFFSET ${skip} LIMIT ${n})`;

async function apply(prefix: string, o: Op) {
  const db = t.app.db;
  switch (o.op) {
    case "insert": {
      const rows = o.groups.map(
        ([k, n]) =>
          sql`(${prefix + k.type}, ${k.cents}::int, ${EXPIRIES[k.expiry]?.toISOString() ?? null}::timestamptz, ${n}::int)`,
      );
      await db.execute(sql`
        INSERT INTO gift_cards (code_hash, code_ciphertext, card_type, usd_cents, trophy_cost, expires_at)
        SELECT gen_random_uuid()::text, 'sealed', k.t, k.c, 10, k.e
          FROM (VALUES ${sql.join(rows, sql`, `)}) AS k(t, c, e, n), generate_series(1, k.n)`);
      return;
    }
    case "redeem":
      await db.execute(
        sql`UPDATE gift_cards SET redeemed_at = now(), redeemed_by = ${studentId}
             WHERE ${pick(prefix, o.n, o.skip, sql`redeemed_at IS NULL`)}`,
      );
      return;
    case "unredeem":
      await db.execute(
        sql`UPDATE gift_cards SET redeemed_at = NULL, redeemed_by = NULL
             WHERE ${pick(prefix, o.n, o.skip, sql`redeemed_at IS NOT NULL`)}`,
      );
      return;
    case "delete":
      await db.execute(sql`DELETE FROM gift_cards WHERE ${pick(prefix, o.n, o.skip, sql`true`)}`);
      return;
    case "expire":
      await db.execute(
        sql`UPDATE gift_cards SET expires_at = ${EXPIRIES[o.expiry]?.toISOString() ?? null}::timestamptz
             WHERE ${pick(prefix, o.n, o.skip, sql`true`)}`,
      );
      return;
    case "move":
      await db.execute(
        sql`UPDATE gift_cards SET card_type = ${prefix + o.key.type}, usd_cents = ${o.key.cents}::int,
                   expires_at = ${EXPIRIES[o.key.expiry]?.toISOString() ?? null}::timestamptz
             WHERE ${pick(prefix, o.n, o.skip, sql`true`)}`,
      );
      return;
    case "compact":
      await compactGiftCardCounts(db);
  }
}

it(
  "keeps the counts of every denomination and expiry equal to the cards",
  { timeout: 120_000 },
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const prefix = `p${++run}-`;
        for (const o of ops) {
          await apply(prefix, o);
          const { counted, cards } = await countsAndCards(t.app.db);
          expect(counted).toEqual(cards);
        }
        expect(await inventory(t.app.db)).toEqual(await inventoryFromCards(t.app.db));
      }),
      { numRuns: 40, seed: 20_251_011 },
    );
  },
);
