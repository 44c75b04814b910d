import type { FastifyReply, FastifyRequest } from "fastify";

/** Whether a request's body is still to come after its head. */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (
    request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
  );
}

/**
 * The places of API calls being worked on. A call takes one on arrival; it gives it back while its
 * body is on its way (a slow upload holds none, so a few slow clients cannot take every place) and
 * takes it again once the body has arrived; it gives it back for good once its answer's head is
 * written or its connection closes. An event stream, whose head is written at once and which then
 * stays open, holds none while open.
 */
export function inFlightCalls() {
  let taken = 0;
  const calls = new WeakMap<FastifyRequest, { holds: boolean; done: boolean }>();
  return {
    get taken() {
      return taken;
    },
    /** A call accepted: it holds a place from now on. */
    arrive(request: FastifyRequest, reply: FastifyReply) {
      const call = { holds: true, done: false };
      calls.set(request, call);
      taken++;
      const finish = () => {
        if (call.holds) taken--;
        call.holds = false;
        call.done = true;
      };
      const res = reply.raw;
      const writeHead = res.writeHead.bind(res);
      res.writeHead = ((...args: Parameters<typeof writeHead>) => {
        finish();
        return writeHead(...args);
      }) as typeof writeHead;
      res.once("close", finish);
    },
    /** Called before the body is read: a call with a body to come gives its place back meanwhile. */
    awaitBody(request: FastifyRequest) {
      if (!hasBody(request)) return;
      const call = calls.get(request);
      if (!call?.holds) return;
      call.holds = false;
      taken--;
    },
    /** Called once the body has been read (or there was none). */
    bodyArrived(request: FastifyRequest) {
      const call = calls.get(request);
      if (!call || call.holds || call.done) return;
      call.holds = true;
      taken++;
    },
  };
}
