import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BalanceEventType } from "@trophy/shared/schemas/student";
import { trophyTransactions, users } from "../../db/schema";
import type { StudentEvent } from "../../events/event-bus";
import { Unauthorized } from "../../lib/errors";
import { resolvePrincipal } from "../../plugins/auth";
import { toBalanceEvent } from "../ledger/ledger.service";
import { closeEndedStreams, SESSION_CHECK_MS } from "./session-watch";
import type { OpenStream } from "./stream-registry";

export const HEARTBEAT_MS = 15_000;
/** How many missed updates a reconnecting stream is sent at most. */
const REPLAY_LIMIT = 1000;

function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * GET /api/sse/balance-updates/:token — the student's live balance (docs/architecture.md §6). Every
 * event carries the student's ledger number as its id, so a client reconnecting with Last-Event-ID
 * is sent exactly the updates it missed, from the ledger itself.
 */
export const balanceStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const watch = setInterval(() => {
    closeEndedStreams(app.db, app.balanceStreams).catch((err: unknown) => {
      app.log.warn({ err }, "checking the sessions of open streams failed");
    });
  }, SESSION_CHECK_MS);
  watch.unref();
  // Before the server drains its connections: open streams would otherwise hold it forever.
  app.addHook("preClose", () => {
    clearInterval(watch);
    app.balanceStreams.closeAll();
  });

  app.get(
    "/balance-updates/:token",
    { schema: { params: z.object({ token: z.string().min(1).max(4096) }) } },
    async (request, reply) => {
      const { user, sessionId, expiresAt } = await resolvePrincipal(
        app.db,
        app.accessVerifyKeys,
        request.params.token,
      );
      if (user.userType !== "student") throw new Unauthorized("stream_token_invalid");
      const studentId = user.id;
      const resumeFrom = lastEventId(request.headers["last-event-id"]);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });

      let lastSent = 0;
      let live = false;
      const pending: StudentEvent[] = [];
      const send = (type: BalanceEventType, id: number, data: unknown) => {
        res.write(`event: ${type}\nid: ${id}\ndata: ${JSON.stringify({ type, data })}\n\n`);
      };
      const deliver = (event: StudentEvent) => {
        // Not a ledger entry: it keeps the last entry's id, so a resumed stream replays entries.
        if ("redemption" in event) {
          send("redemption_update", lastSent, event.redemption);
          return;
        }
        if (event.seq <= lastSent) return;
        lastSent = event.seq;
        send("balance_update", event.seq, event.update);
      };

      // Subscribe before reading the ledger, so nothing committed in between is missed.
      const unsubscribe = app.events.subscribe(studentId, (event) => {
        if (live) deliver(event);
        else pending.push(event);
      });
      const heartbeat = setInterval(() => {
        send("heartbeat", lastSent, { timestamp: new Date().toISOString() });
      }, HEARTBEAT_MS);
      const stream: OpenStream = {
        sessionId,
        close: (retryMs) => {
          if (retryMs !== undefined && !res.writableEnded) res.write(`retry: ${retryMs}\n\n`);
          res.end();
          cleanup();
        },
      };
      // The token in the URL proves the session only until it expires; the client reconnects
      // with a fresh one.
      const expiry = setTimeout(
        () => {
          stream.close();
        },
        Math.max(0, expiresAt.getTime() - Date.now()),
      );
      let cleaned = false;
      const cleanup = () => {
        if (cleaned) return;
        cleaned = true;
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        app.balanceStreams.remove(studentId, stream);
      };
      request.raw.on("close", cleanup);
      res.on("close", cleanup);
      app.balanceStreams.add(studentId, stream);

      try {
        const [current] = await app.db
          .select({ balance: users.trophyBalance, seq: users.ledgerSeq })
          .from(users)
          .where(eq(users.id, studentId));
        const latest = current?.seq ?? 0;
        // An id from the future (another database, a forged header) resumes from now.
        const from = resumeFrom !== null && resumeFrom < latest ? resumeFrom : null;
        lastSent = from ?? latest;
        if (from !== null) {
          const missed = await app.db
            .select()
            .from(trophyTransactions)
            .where(
              and(
                eq(trophyTransactions.studentId, studentId),
                gt(trophyTransactions.studentSeq, from),
              ),
            )
            .orderBy(asc(trophyTransactions.studentSeq))
            .limit(REPLAY_LIMIT);
          missed.map(toBalanceEvent).forEach(deliver);
        }
        send("connected", lastSent, { balance: current?.balance ?? 0 });
        live = true;
        pending.splice(0).forEach(deliver);
      } catch (err) {
        request.log.warn({ err }, "balance stream failed to start");
        stream.close();
      }
    },
  );
};
