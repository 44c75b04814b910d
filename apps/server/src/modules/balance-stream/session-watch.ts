import type { Queryable } from "../../db/client";
import { liveSessions, SESSIONS_PER_QUERY, sessionEndsCount } from "../sessions/live-sessions";
import type { StreamRegistry } from "./stream-registry";

/**
 * How often open streams are checked against their sessions. Logout, revocation and suspension
 * happen on any instance, so each instance asks the database about its own streams; two seconds
 * plus the query keeps the promise that a stream ends within five seconds of its session.
 */
export const SESSION_CHECK_MS = 2_000;
/**
 * Every session is asked about again this often even when nothing counted a change: a safety net
 * for changes made around its trigger (by hand in the database, say).
 */
export const RECHECK_ALL_MS = 60_000;

/**
 * Closes the streams of sessions that ended. A round first reads the count of statements that may
 * have ended sessions: while it stands still, only the streams opened since the last round are
 * asked about, so thousands of quiet streams cost one small query. The count is read before the
 * sessions, so a change committed after it moves it again for the next round.
 */
export class SessionWatch {
  #countSeen: number | null = null;
  #allCheckedAt = 0;

  constructor(
    private readonly db: Queryable,
    private readonly registry: StreamRegistry,
  ) {}

  /** One round; returns how many sessions it asked about. */
  async check(now = Date.now()): Promise<number> {
    // An instance without streams asks nothing; the first stream it opens is checked as new.
    if (this.registry.isEmpty) return 0;
    const count = await sessionEndsCount(this.db);
    const all = count !== this.#countSeen || now - this.#allCheckedAt >= RECHECK_ALL_MS;
    const ids = this.registry.sessionIds({ onlyUnchecked: !all });
    try {
      for (let i = 0; i < ids.length; i += SESSIONS_PER_QUERY) {
        const asked = ids.slice(i, i + SESSIONS_PER_QUERY);
        const live = await liveSessions(this.db, asked);
        // Only the sessions asked about: a stream opened while the query ran waits for the next
        // round.
        this.registry.closeSessions(asked.filter((id) => !live.has(id)));
      }
    } catch (err) {
      // The streams taken as checked were not: the next round asks about all of them.
      this.#countSeen = null;
      throw err;
    }
    if (all) {
      this.#countSeen = count;
      this.#allCheckedAt = now;
    }
    return ids.length;
  }
}
