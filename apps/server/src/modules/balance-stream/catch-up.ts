import { and, asc, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { trophyTransactions, users } from "../../db/schema";
import type { BalanceEvent } from "../../events/event-bus";
import { toBalanceEvent } from "../ledger/ledger.service";
import type { StreamRegistry } from "./stream-registry";

/** How many missed updates a stream is sent at most; past that, `connected` makes it reload. */
export const REPLAY_LIMIT = 1000;
/** Students per query for their missed entries: three parameters each. */
const STUDENTS_PER_QUERY = 1000;
/** Streams that cannot catch up reconnect after 1–3 s, spread so they do not all come at once. */
const retryMs = () => 1000 + Math.floor(Math.random() * 2000);

/**
 * The ledger entries of each student after the given number, up to REPLAY_LIMIT each, in ledger
 * order. One query finds the students with anything new; their entries are a range of their
 * consecutive numbers, read through the (student, number) index.
 */
export async function entriesAfter(
  db: Queryable,
  after: Map<string, number>,
): Promise<Map<string, BalanceEvent[]>> {
  const missed = new Map<string, BalanceEvent[]>();
  if (after.size === 0) return missed;
  // One array parameter, however many streams are open (as in session-watch.ts).
  const latest = await db
    .select({ id: users.id, seq: users.ledgerSeq })
    .from(users)
    .where(sql`${users.id} = ANY(${`{${[...after.keys()].join(",")}}`}::uuid[])`);
  const behind = latest.filter((s) => s.seq > (after.get(s.id) ?? s.seq)).map((s) => s.id);
  for (let i = 0; i < behind.length; i += STUDENTS_PER_QUERY) {
    const rows = await db
      .select()
      .from(trophyTransactions)
      .where(
        or(
          ...behind.slice(i, i + STUDENTS_PER_QUERY).map((id) => {
            const from = after.get(id) ?? 0;
            return and(
              eq(trophyTransactions.studentId, id),
              gt(trophyTransactions.studentSeq, from),
              lte(trophyTransactions.studentSeq, from + REPLAY_LIMIT),
            );
          }),
        ),
      )
      .orderBy(asc(trophyTransactions.studentId), asc(trophyTransactions.studentSeq));
    for (const row of rows) {
      const list = missed.get(row.studentId) ?? [];
      list.push(toBalanceEvent(row));
      missed.set(row.studentId, list);
    }
  }
  return missed;
}

/**
 * Sends every open stream the ledger entries it has not seen: after the event bus resumed, since
 * what was committed while its listener was away reached no stream (docs/architecture.md §6). Live
 * events wait meanwhile, so each stream still gets every entry once and in ledger order. When the
 * ledger cannot be read, the streams close with a retry hint; the client reopens them, and the
 * balance in `connected` reloads what it missed.
 */
export async function catchUpStreams(db: Queryable, registry: StreamRegistry): Promise<void> {
  const open = registry.list();
  if (open.length === 0) return;
  const held = await Promise.all(
    open.map(async ({ studentId, stream }) => ({ studentId, stream, sent: await stream.hold() })),
  );
  const after = new Map<string, number>();
  for (const { studentId, sent } of held) {
    after.set(studentId, Math.min(sent, after.get(studentId) ?? sent));
  }
  let missed: Map<string, BalanceEvent[]> | null = null;
  try {
    missed = await entriesAfter(db, after);
  } finally {
    for (const { studentId, stream } of held) {
      stream.release(missed?.get(studentId) ?? []);
      if (!missed) stream.close(retryMs());
    }
  }
}
