import createClient, { type Client } from "openapi-fetch";
import { apiErrorFor } from "./errors.js";
import type { operations, paths } from "./generated/openapi.js";
import { retryingFetch, type FetchLike, type RetryOptions } from "./retry.js";

type JsonBody<Op extends keyof operations> = NonNullable<
  operations[Op]["requestBody"]
>["content"]["application/json"];
type JsonAnswer<Op extends keyof operations> = operations[Op]["responses"] extends {
  200: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

type AwardFields = JsonBody<"awardTrophies">;
/** The student: their account's e-mail, or the `studentId` an earlier answer gave (`stu_…`). */
export type StudentChoice =
  { email: string; studentRef?: never } | { studentRef: string; email?: never };
/** One award: `amount` (1 to 1000), optional `details` shown to the student, and the student. */
export type AwardInput = Omit<AwardFields, "email" | "studentRef"> & StudentChoice;
export type AwardResponse = JsonAnswer<"awardTrophies">;
type BatchFields = JsonBody<"awardTrophiesBatch">["awards"][number];
/** One item of a batch; `idempotencyKey` is made for it when not given. */
export type BatchItemInput = Omit<BatchFields, "email" | "studentRef"> & StudentChoice;
export type BatchResponse = JsonAnswer<"awardTrophiesBatch">;
export type BatchResult = BatchResponse["results"][number];
export type AwardLookup = JsonAnswer<"getAward">;
export type Award = AwardLookup["award"];
export type ReverseResponse = JsonAnswer<"reverseAward">;
export type ConnectionResponse = JsonAnswer<"createConnection">;
/** Test keys only: the error a call should answer with, exactly as a real one would. */
export type SimulatedError = NonNullable<
  NonNullable<operations["awardTrophies"]["parameters"]["header"]>["X-Simulate-Error"]
>;

/** Which world a key works in: `live` moves real balances, `test` only your sandbox. */
export type KeyMode = "live" | "test";

const TEST_KEY_PREFIX = "trk_test_";
const KEY_PREFIX = "trk_";

export interface TrophyClientOptions {
  /** A live key (`trk_…`) or a test key (`trk_test_…`) from the API Keys page. */
  apiKey: string;
  /** The installation's address, e.g. `https://rewards.school.example`. */
  baseUrl: string;
  /** Retries on 429, 503 and unreachable servers; `false` sends each call once. */
  retry?: RetryOptions | false;
  /** How long one attempt may take before it counts as failed (default 30 000 ms). */
  timeoutMs?: number;
  /**
   * Another fetch (a proxy agent, a test double); the global one by default. It must keep to the
   * request's `redirect: "manual"`: the client follows no redirect (`RedirectError`).
   */
  fetch?: FetchLike;
  /** Makes the idempotency key of a write that was given none (default `crypto.randomUUID()`). */
  idempotencyKey?: () => string;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Test keys only (`X-Simulate-Error`): the live key ignores it. */
  simulateError?: SimulatedError;
}

export interface WriteOptions extends CallOptions {
  /**
   * The award's idempotency key: the same key and body award once, however often they are sent
   * (kept 24 hours or more). Made for you when not given; give your own (e.g. `lesson-42-stu-7`)
   * to make a retry after your process restarts safe too.
   */
  idempotencyKey?: string;
}

const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 2, maxDelayMs: 30_000 };

/** `live` or `test`, as the server tells them apart: by the key's prefix. */
export function keyMode(apiKey: string): KeyMode {
  return apiKey.startsWith(TEST_KEY_PREFIX) ? "test" : "live";
}

/**
 * The award API of one installation, for one API key. Every call throws a `TrophyApiError`
 * subclass carrying the API's `code` when refused, `RedirectError` for any redirect (never
 * followed: the key would go along), and `TrophyConnectionError` when the server could not be
 * reached after the retries.
 */
export class TrophyClient {
  /** `test` for a `trk_test_…` key (your sandbox), `live` otherwise. */
  readonly mode: KeyMode;
  readonly livemode: boolean;
  private readonly api: Client<paths>;
  private readonly newKey: () => string;
  /** For the one call that must not be sent twice: a code is used up by its first exchange. */
  private readonly fetchOnce: FetchLike;

  constructor(options: TrophyClientOptions) {
    const apiKey = options.apiKey.trim();
    if (!apiKey.startsWith(KEY_PREFIX)) {
      throw new TypeError("apiKey must be a Trophy Rewards API key (trk_… or trk_test_…)");
    }
    const base = new URL(options.baseUrl);
    this.mode = keyMode(apiKey);
    this.livemode = this.mode === "live";
    this.newKey = options.idempotencyKey ?? (() => crypto.randomUUID());
    const retry = options.retry === false ? false : { ...DEFAULT_RETRY, ...options.retry };
    const fetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
    const timeoutMs = options.timeoutMs ?? 30_000;
    this.fetchOnce = retryingFetch(fetch, retry, timeoutMs, false);
    this.api = createClient<paths>({
      baseUrl: base.origin + base.pathname.replace(/\/+$/, ""),
      headers: { "X-API-Key": apiKey, Accept: "application/json" },
      fetch: retryingFetch(fetch, retry, timeoutMs, true),
    });
  }

  /** Awards trophies to one student, once per idempotency key. */
  async awardTrophies(input: AwardInput, options: WriteOptions = {}): Promise<AwardResponse> {
    return answer(
      await this.api.POST("/api/v1/award-trophies", {
        body: input,
        params: {
          header: {
            "Idempotency-Key": options.idempotencyKey ?? this.newKey(),
            ...simulate(options),
          },
        },
        signal: options.signal,
      }),
    );
  }

  /**
   * Awards 1 to 100 items in one call. Each item succeeds or fails alone: read `results` (one per
   * item, in order) rather than expecting an error. Items without an `idempotencyKey` get one.
   */
  async awardTrophiesBatch(
    awards: readonly BatchItemInput[],
    options: CallOptions = {},
  ): Promise<BatchResponse> {
    const keyed = awards.map((item) => ({
      ...item,
      idempotencyKey: item.idempotencyKey ?? this.newKey(),
    }));
    return answer(
      await this.api.POST("/api/v1/award-trophies/batch", {
        body: { awards: keyed },
        params: { header: simulate(options) },
        signal: options.signal,
      }),
    );
  }

  /** One of your app's awards, with `reversedAt` once reversed. */
  async getAward(id: string, options: CallOptions = {}): Promise<AwardLookup> {
    return answer(
      await this.api.GET("/api/v1/awards/{id}", {
        params: { path: { id }, header: simulate(options) },
        signal: options.signal,
      }),
    );
  }

  /**
   * Takes one of your app's awards of the last 7 days back. Calling it again answers the same
   * reversal, so it needs no idempotency key.
   */
  async reverseAward(
    id: string,
    body: { reason?: string } = {},
    options: CallOptions = {},
  ): Promise<ReverseResponse> {
    return answer(
      await this.api.POST("/api/v1/awards/{id}/reverse", {
        params: { path: { id }, header: simulate(options) },
        body,
        signal: options.signal,
      }),
    );
  }

  /**
   * Exchanges the one-time code a student (or their parent/guide) got on their apps page, and
   * typed into your app, for your app's pseudonym of them: award with it as `studentRef`. A code
   * works once, so a call whose answer was lost is not sent again (it throws
   * `TrophyConnectionError`: ask the student for a new code); 429 and 503 answers, which change
   * nothing, are retried. A test key connects a new sandbox student for any well-formed code.
   */
  async connect(code: string, options: CallOptions = {}): Promise<ConnectionResponse> {
    return answer(
      await this.api.POST("/api/v1/connections", {
        body: { code },
        params: { header: simulate(options) },
        signal: options.signal,
        fetch: this.fetchOnce,
      }),
    );
  }
}

/** Creates a client; the same as `new TrophyClient(options)`. */
export function createTrophyClient(options: TrophyClientOptions): TrophyClient {
  return new TrophyClient(options);
}

function simulate(options: CallOptions): { "X-Simulate-Error"?: SimulatedError } {
  return options.simulateError ? { "X-Simulate-Error": options.simulateError } : {};
}

/** The answer's body, or the API's refusal as a typed error. */
function answer<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw apiErrorFor(result.response.status, result.error, result.response.headers);
}
