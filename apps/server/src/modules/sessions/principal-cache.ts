import { LRUCache } from "lru-cache";
import type { Queryable } from "../../db/client";
import { liveSessions, SESSIONS_PER_QUERY, sessionEndsCount } from "./live-sessions";
import type { Principal } from "./principal";

/**
 * How often each instance reads the count of statements that may have ended sessions. A logout,
 * suspension or deletion on another instance reaches this one's cache within this plus a query.
 */
export const SESSION_ENDS_POLL_MS = 500;
/**
 * Cached principals are trusted only while the count was read this recently: if the database
 * stops answering the poll, every call asks it again rather than trust what may have ended. With
 * the poll's period this keeps the promise of docs/security.md: an ended session is refused on
 * every instance within two seconds.
 */
export const FRESH_FOR_MS = 1_500;
/** Every cached principal is looked up again after this long, whatever the count says. */
const ENTRY_TTL_MS = 60_000;
/** About 0.5 KiB each: a school's worth of signed-in devices in a few megabytes. */
const MAX_ENTRIES = 20_000;

interface Lookup {
  generation: number;
  principal: Promise<Principal>;
}

interface Entry {
  principal: Principal;
  /** The generation in force when the lookup that made it began. */
  generation: number;
}

/**
 * The principals of recently seen access tokens, so that a signed-in call needs no database round
 * trip to know who is calling (docs/architecture.md §3, ADR 015). An entry is served only while
 * nothing may have ended its session since the lookup that made it began:
 * - every instance reads, twice a second, the count of statements that ended sessions; when it
 *   moved, the cached sessions are asked about in one query and the ended ones dropped;
 * - on this instance, a route that may end sessions waits for such a round before it answers
 *   (`catchUp`), so the very next call is checked against what it did.
 * Each such change starts a new generation; an entry from a lookup that began in an older one is
 * not served, so a lookup racing with a logout cannot put back what the logout ended.
 */
export class PrincipalCache {
  readonly #entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: ENTRY_TTL_MS });
  #generation = 0;
  #countSeen: number | null = null;
  /** When the newest round that succeeded began reading the count. */
  #readAt = Number.NEGATIVE_INFINITY;
  /** Lookups under way, by token: a dashboard's calls arrive together and share the first's. */
  readonly #lookups = new Map<string, Lookup>();
  #round: Promise<void> | null = null;
  #nextRound: Promise<void> | null = null;

  constructor(
    private readonly now: () => number = Date.now,
    /**
     * How recent the last read of the count must be for an entry to be served. The embedded
     * database has one instance, whose own session-ending routes catch up before they answer, so
     * there it need not bound anything; a slow poll behind a queue of calls would otherwise turn
     * the cache off exactly when it is needed.
     */
    private readonly freshForMs = FRESH_FOR_MS,
  ) {}

  /** The generation to pass to `remember` for a lookup beginning now. */
  get generation(): number {
    return this.#generation;
  }

  /** The cached principal of `token`, or undefined when it must be looked up. */
  get(token: string): Principal | undefined {
    const now = this.now();
    if (now - this.#readAt > this.freshForMs) return undefined;
    const entry = this.#entries.get(token);
    if (!entry || entry.generation !== this.#generation) return undefined;
    if (entry.principal.expiresAt.getTime() <= now) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /**
   * The principal of `token`: the cached one, or what `lookup` resolves, kept for the next calls.
   * Calls with the same token while its lookup runs share it, unless a round ended sessions since
   * it began: then they look up again, as the lookup may have read what the round ended.
   */
  resolve(token: string, lookup: () => Promise<Principal>): Promise<Principal> {
    const cached = this.get(token);
    if (cached) return Promise.resolve(cached);
    const generation = this.#generation;
    const running = this.#lookups.get(token);
    if (running?.generation === generation) return running.principal;
    const principal = lookup()
      .then((found) => {
        this.remember(token, found, generation);
        return found;
      })
      .finally(() => {
        if (this.#lookups.get(token)?.principal === principal) this.#lookups.delete(token);
      });
    this.#lookups.set(token, { generation, principal });
    return principal;
  }

  /** Keeps a principal that a lookup beginning in `generation` resolved. */
  remember(token: string, principal: Principal, generation: number): void {
    if (generation !== this.#generation) return;
    this.#entries.set(token, { principal, generation });
  }

  /**
   * Resolves once a round of the watch that began after this call has finished: a route that may
   * have ended sessions waits for it before it answers, so that the caller's next call is checked
   * against what it did. Rounds never overlap; callers arriving during one share the next.
   */
  catchUp(db: Queryable): Promise<void> {
    if (!this.#round) return this.#startRound(db);
    this.#nextRound ??= this.#round
      .catch(() => undefined)
      .then(() => {
        this.#nextRound = null;
        return this.#startRound(db);
      });
    return this.#nextRound;
  }

  /** Drops everything, for when the database cannot say what is still live. */
  forget(): void {
    this.#generation++;
    this.#entries.clear();
  }

  #startRound(db: Queryable): Promise<void> {
    const round = this.#poll(db).finally(() => {
      if (this.#round === round) this.#round = null;
    });
    this.#round = round;
    return round;
  }

  /**
   * Reads the count and, when it moved since the last round, keeps only the entries whose
   * sessions are still live.
   */
  async #poll(db: Queryable): Promise<void> {
    const readAt = this.now();
    const count = await sessionEndsCount(db);
    if (count !== this.#countSeen) {
      const generation = this.#generation;
      const checked = [...this.#entries.entries()].filter(([, e]) => e.generation === generation);
      const sessionIds = [...new Set(checked.map(([, e]) => e.principal.sessionId))];
      const live = new Set<string>();
      for (let i = 0; i < sessionIds.length; i += SESSIONS_PER_QUERY) {
        for (const id of await liveSessions(db, sessionIds.slice(i, i + SESSIONS_PER_QUERY))) {
          live.add(id);
        }
      }
      if (this.#generation !== generation) return;
      // Entries made while the query ran stay in the old generation and are looked up again.
      const next = generation + 1;
      for (const [token, entry] of checked) {
        if (live.has(entry.principal.sessionId)) entry.generation = next;
        else this.#entries.delete(token);
      }
      this.#generation = next;
      this.#countSeen = count;
    }
    this.#readAt = readAt;
  }

  get size(): number {
    return this.#entries.size;
  }
}
