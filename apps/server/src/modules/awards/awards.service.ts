import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { SERVER_ERRORS } from "@trophy/shared/messages";
import type { AwardRequest, AwardResponse } from "@trophy/shared/schemas/developer";
import type { Queryable } from "../../db/client";
import { rowsOf } from "../../db/raw";
import { idempotencyKeys, type TransactionRow } from "../../db/schema";
import { NotFound, Unprocessable } from "../../lib/errors";
import { announce } from "../ledger/ledger.service";
import type { Window } from "../rate-limit/rate-limit.service";
import { callerCte, countCall, enforce, rateWindow, type Caller } from "./api-key-calls";

interface EntryColumns {
  entry_id: string | null;
  student_id: string;
  amount: number;
  description: string;
  balance_after: number;
  student_seq: number;
  created_at: Date;
}

const appName = sql`coalesce(caller.company_name, caller.developer_email)`;

/** Student lookup, ledger entry (its trigger moves the balance) and activity, gated by `caller`. */
function awardCtes(body: AwardRequest): ReturnType<typeof sql> {
  return sql`student AS (
      SELECT u.id, u.email FROM users u, caller
      WHERE caller.allowed AND u.email = ${body.email} AND u.user_type = 'student'
    ), entry AS (
      INSERT INTO trophy_transactions (student_id, amount, kind, description, developer_id)
      SELECT student.id, ${body.amount}, 'award',
             coalesce(${body.details || null}::text, 'Awarded by ' || ${appName}), caller.developer_id
      FROM student, caller
      RETURNING id, student_id, amount, description, balance_after, student_seq, created_at
    ), logged AS (
      INSERT INTO activity_log (type, description, user_id)
      SELECT 'award', ${appName} || ${` awarded ${body.amount} trophies to `} || student.email, student.id
      FROM caller, student, entry
    )`;
}

function toEntry(row: EntryColumns, developerId: string): TransactionRow | null {
  if (!row.entry_id) return null;
  return {
    id: row.entry_id,
    studentId: row.student_id,
    amount: row.amount,
    kind: "award",
    description: row.description,
    developerId,
    balanceAfter: row.balance_after,
    studentSeq: row.student_seq,
    createdAt: new Date(row.created_at),
  };
}

const ENTRY_COLUMNS = sql`entry.id AS entry_id, entry.student_id, entry.amount, entry.description,
  entry.balance_after, entry.student_seq, entry.created_at`;

/**
 * The whole award in one statement, one round trip, atomic on its own: identify the key, count
 * the call, and, only when the caller may award, find the student, append the entry, log it.
 */
async function awardInOneStatement(
  app: FastifyInstance,
  key: string,
  body: AwardRequest,
  window: Window,
) {
  const [row] = await rowsOf<Caller & EntryColumns>(
    app.db,
    sql`WITH ${callerCte(key, window)}, ${awardCtes(body)}
        SELECT caller.*, ${ENTRY_COLUMNS} FROM caller LEFT JOIN entry ON true`,
  );
  return { caller: row ?? null, entry: row ? toEntry(row, row.developer_id) : null };
}

/** Award rows for a caller already counted, inside the idempotent transaction. */
async function awardForCaller(db: Queryable, caller: Caller, body: AwardRequest) {
  const [row] = await rowsOf<EntryColumns>(
    db,
    sql`WITH caller AS (
          SELECT ${caller.developer_id}::uuid AS developer_id, ${caller.developer_email}::text AS developer_email,
                 ${caller.company_name}::text AS company_name, true AS allowed
        ), ${awardCtes(body)}
        SELECT ${ENTRY_COLUMNS} FROM entry`,
  );
  return row ? toEntry(row, caller.developer_id) : null;
}

function toResponse(entry: TransactionRow): AwardResponse {
  return {
    success: true,
    transaction: {
      id: entry.id,
      studentId: entry.studentId,
      amount: entry.amount,
      createdAt: entry.createdAt.toISOString(),
    },
  };
}

const fingerprint = (body: AwardRequest) =>
  createHash("sha256")
    .update(JSON.stringify([body.email, body.amount, body.details ?? null]))
    .digest("base64url");

/**
 * With an Idempotency-Key the award and the record of its answer commit together; a retry with
 * the same key and body gets that answer and awards nothing more (another body: 422). A failed
 * attempt leaves no record, so a corrected retry goes through.
 */
async function awardOnce(app: FastifyInstance, caller: Caller, body: AwardRequest, key: string) {
  const requestHash = fingerprint(body);
  const sameKey = and(
    eq(idempotencyKeys.developerId, caller.developer_id),
    eq(idempotencyKeys.key, key),
  );
  return app.db.transaction(
    async (tx): Promise<{ response: AwardResponse; entry: TransactionRow | null }> => {
      // Waits for a concurrent first attempt with the same key, then sees its committed answer.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ developerId: caller.developer_id, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await tx.select().from(idempotencyKeys).where(sameKey);
        if (!first || first.requestHash !== requestHash || !first.responseBody) {
          throw new Unprocessable(SERVER_ERRORS.idempotencyMismatch);
        }
        return { response: JSON.parse(first.responseBody) as AwardResponse, entry: null };
      }
      const entry = await awardForCaller(tx, caller, body);
      if (!entry) throw new NotFound(SERVER_ERRORS.studentNotFound);
      const response = toResponse(entry);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 200, responseBody: JSON.stringify(response) })
        .where(sameKey);
      return { response, entry };
    },
  );
}

/** Awards trophies; the entry is committed before the answer, the live event follows it. */
export async function awardTrophies(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
  body: AwardRequest,
  idempotencyKey: string | undefined,
): Promise<AwardResponse> {
  const window = rateWindow();
  if (idempotencyKey) {
    const caller = enforce(reply, await countCall(app.db, key, window), window);
    const { response, entry } = await awardOnce(app, caller, body, idempotencyKey);
    if (entry) announce(app, [entry]);
    return response;
  }
  const { caller, entry } = await awardInOneStatement(app, key, body, window);
  enforce(reply, caller, window);
  if (!entry) throw new NotFound(SERVER_ERRORS.studentNotFound);
  announce(app, [entry]);
  return toResponse(entry);
}

/** A call whose body failed validation still counts and is refused in the usual order. */
export async function countRefusedCall(
  app: FastifyInstance,
  reply: FastifyReply,
  key: string,
): Promise<void> {
  const window = rateWindow();
  enforce(reply, await countCall(app.db, key, window), window);
}
