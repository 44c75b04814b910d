import { and, asc, eq, gt } from "drizzle-orm";
import type { ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { trophyTransactions, users } from "../../db/schema";
import { periodic } from "../../jobs/periodic";
import { Unauthorized } from "../../lib/errors";
import { redactedUrl } from "../../ops/logging";
import { resolvePrincipal } from "../sessions/principal";
import { toBalanceEvent } from "../ledger/ledger.service";
import { REPLAY_LIMIT, catchUpStreams } from "./catch-up";
import { SESSION_CHECK_MS, SessionWatch } from "./session-watch";
import { LiveStream, type StreamStart } from "./live-stream";

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

/**
 * Where a stream starts: from now, or after the entry a reconnecting client names (Last-Event-ID),
 * with the entries it missed up to REPLAY_LIMIT. An id from the future (another database, a forged
 * header) resumes from now.
 */
async function startOf(db: Db, studentId: string, resumeFrom: number | null): Promise<StreamStart> {
  const [current] = await db
    .select({ balance: users.trophyBalance, seq: users.ledgerSeq })
    .from(users)
    .where(eq(users.id, studentId));
  const latest = current?.seq ?? 0;
  const balance = current?.balance ?? 0;
  if (resumeFrom === null || resumeFrom >= latest) return { sent: latest, missed: [], balance };
  const missed = await db
    .select()
    .from(trophyTransactions)
    .where(
      and(
        eq(trophyTransactions.studentId, studentId),
        gt(trophyTransactions.studentSeq, resumeFrom),
      ),
    )
    .orderBy(asc(trophyTransactions.studentSeq))
    .limit(REPLAY_LIMIT);
  return { sent: resumeFrom, missed: missed.map(toBalanceEvent), balance };
}

const NO_PARAMS = Object.freeze({});
const NO_HEADERS = Object.freeze({});
const NO_RAW_HEADERS = Object.freeze([]) as unknown as string[];

/**
 * What the request keeps while its stream is open: its URL (the access token, some 300
 * characters, that the params name too) is needed no more once the token is checked, and the line
 * logged when the stream ends redacts it anyway: one redacted URL, and one empty params and query
 * object, for them all. Its headers (a browser sends half a kilobyte and more) were read when it
 * started, and what is logged when it ends reads none.
 */
function keepLittle(request: FastifyRequest, redacted: string): void {
  request.raw.url = redacted;
  request.raw.headers = NO_HEADERS;
  request.raw.rawHeaders = NO_RAW_HEADERS;
  request.params = NO_PARAMS;
  request.query = NO_PARAMS;
}

/** Node's own key for the headers a response keeps (the symbol `kOutHeaders`), once found. */
let outHeadersKey: symbol | null | undefined;

/**
 * Node keeps the headers set on the response, name and value as an object of pairs, for as long
 * as it is open, though it reads them no more once the head is sent (`getHeader` answers nothing
 * then, as it does for a response given its headers by `writeHead` alone): some 300 bytes a
 * stream. Nothing happens if Node changes its ways.
 */
function dropSentHeaders(res: ServerResponse): void {
  outHeadersKey ??=
    Object.getOwnPropertySymbols(res).find((key) => key.description === "kOutHeaders") ?? null;
  if (!res.headersSent || !outHeadersKey) return;
  const holder = res as unknown as Record<symbol, unknown>;
  if (typeof holder[outHeadersKey] === "object") holder[outHeadersKey] = null;
}

/**
 * Node keeps the head it sent for as long as the response is open, as the string it concatenated
 * header by header: a tree of some forty pieces, 1.5 KB. Searching a string makes V8 flatten it
 * in place into one piece of a few hundred bytes; Node reads it no more once sent. Nothing happens
 * if either of them changes its ways.
 */
function flattenHead(res: ServerResponse): void {
  const head: unknown = (res as unknown as { _header?: unknown })._header;
  if (typeof head === "string") /\n/.test(head);
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
  const sessionWatch = new SessionWatch(app.database.watch, app.balanceStreams);
  // One string for every open stream's request (keepLittle).
  const redactedStreamUrl = redactedUrl(`${app.prefix}/balance-updates/token`);
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
      run: () => app.balanceStreams.tick(Date.now()),
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
      keepLittle(request, redactedStreamUrl);
      flattenHead(res);
      dropSentHeaders(res);

      const stream = new LiveStream(
        res,
        app.balanceStreams,
        studentId,
        sessionId,
        expiresAt.getTime(),
      );
      // The token in the URL proves the session only until it expires (the registry's tick closes
      // the stream then); the client reconnects with a fresh one.
      await stream.open(app.events, () => startOf(app.db, studentId, resumeFrom), request.log);
    },
  );
};
