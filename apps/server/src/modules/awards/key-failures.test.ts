import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE } from "@trophy/shared/constants";
import { createTestApp, signInAs, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { rateLimitCounters } from "../../db/schema";
import { ERROR_TEXTS } from "../../texts/errors";

let t: TestApp;
beforeAll(async () => {
  // Parallel requests on a shared test machine must not be told the server is busy.
  t = await createTestApp({ OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

const award = (key: string, email: string, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": key },
    payload: { email, amount: 1 },
    remoteAddress,
  });

const unknownKey = (i: number) => `trk_${"0".repeat(40)}${String(i).padStart(4, "0")}`;

describe("calls with unknown API keys", () => {
  it(`are refused with 429 past ${API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE} a minute from one address, whatever key follows`, async () => {
    const { apiKey, testApiKey } = await developerWithKey(t.app);
    const student = await signInAs(t.app, "student");
    const guesser = "198.51.100.23";
    // The window is the clock's minute: a burst that straddles two would get two allowances.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));

    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => award(unknownKey(i), student.user.email, guesser)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(
      300 - API_KEY_FAILURES_PER_ADDRESS_PER_MINUTE,
    );
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: ERROR_TEXTS.too_many_invalid_keys,
      code: "too_many_invalid_keys",
    });
    const retryAfter = Number(refused?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // A right key from that address is refused too: the answers tell a guess from a key no more.
    for (const key of [apiKey, testApiKey]) {
      const blocked = await award(key, student.user.email, guesser);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe("too_many_invalid_keys");
    }
    // Another address is not held back: its unknown key is a 401, its right key awards.
    const elsewhere = "203.0.113.40";
    const wrong = await award(unknownKey(999), student.user.email, elsewhere);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("api_key_invalid");
    expect((await award(apiKey, student.user.email, elsewhere)).statusCode).toBe(200);
  });

  it("leaves a missing key a 401 that counts nothing", async () => {
    const address = "198.51.100.77";
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/award-trophies",
        payload: { email: "a@example.com", amount: 1 },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("api_key_missing");
    }
    const counters = await t.app.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.bucket, `%${address}`));
    expect(counters).toEqual([]);
  });
});
