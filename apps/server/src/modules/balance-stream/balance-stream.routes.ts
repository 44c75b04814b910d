import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BalanceEventType } from "@trophy/shared/schemas/student";
import { trophyTransactions, users } from "../../db/schema";
import type { BalanceEvent, StudentEvent } from "../../events/event-bus";
import { periodic } from "../../jobs/periodic";
import { Unauthorized } from "../../lib/errors";
import { resolvePrincipal } from "../sessions/principal";
import { toBalanceEvent } from "../ledger/ledger.service";
import { REPLAY_LIMIT, catchUpStreams } from "./catch-up";
import { SESSION_CHECK_MS, SessionWatch } from "./session-watch";
import type { OpenStream } from "./stream-registry";

/** How often the open streams are looked over for heartbeats and expired tokens. */
const TICK_MS = 1_000;

/**
 * Of the headers set for every answer, those that mean something on an event stream: CORS, and the
 * two that guard any answer. The policies for documents (CSP, frames, referrer…) are left out: an
 * event stream is never rendered, and the response keeps its header text while it stays open.
 */
const STREAM_HEADERS =
  /^(access-control-|vary$|strict-transport-security$|x-content-type-options$)/;

/** Keeps only the STREAM_HEADERS of those set so far, on the reply and on its raw response. */
function streamHeaders(reply: FastifyReply): Record<string, string> {
  for (const name of reply.raw.getHeaderNames()) {
    if (!STREAM_HEADERS.test(name)) reply.raw.removeHeader(name);
  }
  return Object.fromEntries(
    Object.entries(reply.getHeaders())
      .filter(([name]) => STREAM_HEADERS.test(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

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
  const sessionWatch = new SessionWatch(app.db, app.balanceStreams);
  app.jobs.add(
    periodic({
      name: "stream session watch",
      everyMs: SESSION_CHECK_MS,
      run: () => sessionWatch.check(),
      log: app.log,
      failure: "checking the sessions of open streams failed",
    }),
  );
  app.jobs.add(
    periodic({
      name: "stream ticker",
      everyMs: TICK_MS,
      run: async () => {
        app.balanceStreams.tick(Date.now());
      },
      log: app.log,
      failure: "looking over the open streams failed",
    }),
  );
  // Events committed while the bus's listener was away reached no stream: read them from the ledger.
  const stopCatchingUp = app.events.onResume(() => {
    catchUpStreams(app.db, app.balanceStreams).catch((err: unknown) => {
      app.log.warn({ err }, "catching up open streams after the event listener resumed failed");
    });
  });
  // Before the server drains its connections: open streams would otherwise hold it forever.
  app.addHook("preClose", () => {
    stopCatchingUp();
    app.balanceStreams.closeAll();
  });

  app.get(
    "/balance-updates/:token",
    { schema: { params: z.object({ token: z.string().min(1).max(4096) }) } },
    async (request, reply) => {
      const { userId, role, sessionId, expiresAt } = await resolvePrincipal(
        app.db,
        app.accessVerifyKeys,
        request.params.token,
      );
      if (role !== "student") throw new Unauthorized("stream_token_invalid");
      const studentId = userId;
      const resumeFrom = lastEventId(request.headers["last-event-id"]);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...streamHeaders(reply),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store, no-transform",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });

      let lastSent = 0;
      // Live events wait while the ledger is read: at the start, and during each catch-up.
      let holds = 1;
      const pending: StudentEvent[] = [];
      let cleaned = false;
      const send = (type: BalanceEventType, id: number, data: unknown) => {
        if (cleaned) return;
        res.write(`event: ${type}\nid: ${id}\ndata: ${JSON.stringify({ type, data })}\n\n`);
        stream.lastWriteAt = Date.now();
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

      const release = (missed: BalanceEvent[]) => {
        missed.forEach(deliver);
        holds -= 1;
        if (holds === 0) pending.splice(0).forEach(deliver);
      };

      // Subscribe before reading the ledger, so nothing committed in between is missed.
      const unsubscribe = app.events.subscribe(studentId, (event) => {
        if (holds > 0) pending.push(event);
        else deliver(event);
      });
      // The token in the URL proves the session only until it expires (the registry's tick closes
      // it then); the client reconnects with a fresh one.
      const stream: OpenStream = {
        sessionId,
        expiresAt: expiresAt.getTime(),
        lastWriteAt: Date.now(),
        heartbeat: () => {
          send("heartbeat", lastSent, { timestamp: new Date().toISOString() });
        },
        close: (retryMs) => {
          if (retryMs !== undefined && !res.writableEnded) res.write(`retry: ${retryMs}\n\n`);
          res.end();
          cleanup();
        },
        hold: async () => {
          holds += 1;
          await started;
          return lastSent;
        },
        release,
      };
      const cleanup = () => {
        if (cleaned) return;
        cleaned = true;
        unsubscribe();
        app.balanceStreams.remove(studentId, stream);
      };
      request.raw.on("close", cleanup);
      res.on("close", cleanup);
      app.balanceStreams.add(studentId, stream);

      const started = (async () => {
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
          release([]);
        } catch (err) {
          request.log.warn({ err }, "balance stream failed to start");
          stream.close();
        }
      })();
      await started;
    },
  );
};
