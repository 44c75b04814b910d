import { describe, expect, it } from "vitest";
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  keyMode,
  NotFoundError,
  RateLimitError,
  TrophyApiError,
  TrophyClient,
  UnprocessableError,
} from "../src/index.js";
import { studentBalance, studentLinkCode, world } from "./support/world.js";

const w = world();
const live = new TrophyClient({ apiKey: w.liveKey, baseUrl: w.baseUrl });
const sandbox = new TrophyClient({ apiKey: w.testKey, baseUrl: w.baseUrl });

describe("the key's mode", () => {
  it("tells live from test by the key's prefix", () => {
    expect([live.mode, live.livemode]).toEqual(["live", true]);
    expect([sandbox.mode, sandbox.livemode]).toEqual(["test", false]);
    expect(keyMode("trk_test_abc")).toBe("test");
    expect(keyMode("trk_abc")).toBe("live");
    expect(() => new TrophyClient({ apiKey: "sk_live_1", baseUrl: w.baseUrl })).toThrow(TypeError);
  });
});

describe("awards against the real server", () => {
  it("awards a real student with the live key, looks the award up and reverses it", async () => {
    const before = await studentBalance(w);
    const award = await live.awardTrophies({
      email: w.student.email,
      amount: 12,
      details: "Client test",
    });
    expect(award).toMatchObject({ success: true, livemode: true, transaction: { amount: 12 } });
    expect(award.transaction.studentId).toMatch(/^stu_[0-9a-f]{32}$/);
    expect(await studentBalance(w)).toBe(before + 12);

    const byRef = await live.awardTrophies({ studentRef: award.transaction.studentId, amount: 3 });
    expect(byRef.transaction.studentId).toBe(award.transaction.studentId);
    expect(await studentBalance(w)).toBe(before + 15);

    const found = await live.getAward(award.transaction.id);
    expect(found).toEqual({
      livemode: true,
      award: {
        id: award.transaction.id,
        studentId: award.transaction.studentId,
        amount: 12,
        details: "Client test",
        createdAt: award.transaction.createdAt,
        reversedAt: null,
      },
    });

    const reversed = await live.reverseAward(award.transaction.id, { reason: "Given twice" });
    expect(reversed).toMatchObject({
      success: true,
      livemode: true,
      reversal: { awardId: award.transaction.id, amount: -12 },
    });
    // Reversing again answers the same reversal and takes nothing more.
    const again = await live.reverseAward(award.transaction.id);
    expect(again.reversal.id).toBe(reversed.reversal.id);
    expect(await studentBalance(w)).toBe(before + 3);
    expect((await live.getAward(award.transaction.id)).award.reversedAt).not.toBeNull();
  });

  it("makes one award of a call sent twice with the same idempotency key", async () => {
    const before = await studentBalance(w);
    const body = { email: w.student.email, amount: 4 };
    const first = await live.awardTrophies(body, { idempotencyKey: "client-test-once" });
    const second = await live.awardTrophies(body, { idempotencyKey: "client-test-once" });
    expect(second.transaction.id).toBe(first.transaction.id);
    expect(await studentBalance(w)).toBe(before + 4);
    // Without a key given, each call gets a key of its own: two calls, two awards.
    const a = await live.awardTrophies(body);
    const b = await live.awardTrophies(body);
    expect(a.transaction.id).not.toBe(b.transaction.id);
    expect(await studentBalance(w)).toBe(before + 12);
  });

  it("awards a batch, each item alone, in the sandbox", async () => {
    const batch = await sandbox.awardTrophiesBatch([
      { email: "quiz-ana@sandbox.test", amount: 5, details: "Quiz 1" },
      { email: "quiz-ben@sandbox.test", amount: 7, idempotencyKey: "client-test-batch-ben" },
      { studentRef: `stu_${"0".repeat(32)}`, amount: 2 },
    ]);
    expect(batch.livemode).toBe(false);
    expect(batch.results.map((r) => [r.index, r.success])).toEqual([
      [0, true],
      [1, true],
      [2, false],
    ]);
    expect(batch.results[2]?.code).toBe("student_not_found");
    // The item's own key makes a resent batch answer its first award again.
    const resent = await sandbox.awardTrophiesBatch([
      { email: "quiz-ben@sandbox.test", amount: 7, idempotencyKey: "client-test-batch-ben" },
    ]);
    expect(resent.results[0]?.transaction?.id).toBe(batch.results[1]?.transaction?.id);
    const found = await sandbox.getAward(batch.results[0]?.transaction?.id ?? "");
    expect(found).toMatchObject({ livemode: false, award: { amount: 5, details: "Quiz 1" } });
  });
});

describe("connections", () => {
  it("connects the student with the code from their apps page", async () => {
    const code = await studentLinkCode(w);
    const connected = await live.connect(code.toLowerCase());
    expect(connected.livemode).toBe(true);
    expect(connected.studentRef).toMatch(/^stu_[0-9a-f]{32}$/);
    // The same pseudonym the app's awards to that student carry.
    const award = await live.awardTrophies({ studentRef: connected.studentRef, amount: 1 });
    const byEmail = await live.awardTrophies({ email: w.student.email, amount: 1 });
    expect(award.transaction.studentId).toBe(byEmail.transaction.studentId);
    // A code works once.
    await expect(live.connect(code)).rejects.toMatchObject({
      name: "BadRequestError",
      code: "invalid_link_code",
    });
  });

  it("connects a new sandbox student for any well-formed code with the test key", async () => {
    const connected = await sandbox.connect("ACDE-FGHJ");
    expect(connected.livemode).toBe(false);
    const award = await sandbox.awardTrophies({ studentRef: connected.studentRef, amount: 2 });
    expect(award.transaction.studentId).toBe(connected.studentRef);
  });
});

describe("typed errors carrying the API's code", () => {
  it("throws a NotFoundError for an unknown student", async () => {
    const error = await live
      .awardTrophies({ email: "nobody@clients.test", amount: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(TrophyApiError);
    expect(error).toMatchObject({ status: 404, code: "student_not_found" });
    expect((error as Error).message).not.toBe("");
  });

  it("throws a BadRequestError for an invalid body and an AuthenticationError for a bad key", async () => {
    await expect(live.awardTrophies({ email: w.student.email, amount: 0 })).rejects.toMatchObject({
      name: "BadRequestError",
      status: 400,
      code: "validation_failed",
    });
    await expect(live.getAward("not-an-id")).rejects.toBeInstanceOf(BadRequestError);
    const stranger = new TrophyClient({ apiKey: "trk_unknown", baseUrl: w.baseUrl });
    const refused = stranger.getAward("5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10");
    await expect(refused).rejects.toBeInstanceOf(AuthenticationError);
    await expect(refused).rejects.toMatchObject({ code: "api_key_invalid" });
  });

  it("answers the sandbox's simulated errors as typed errors", async () => {
    const body = { email: "sim@sandbox.test", amount: 1 };
    await expect(sandbox.awardTrophies(body, { simulateError: "409" })).rejects.toBeInstanceOf(
      ConflictError,
    );
    await expect(sandbox.awardTrophies(body, { simulateError: "422" })).rejects.toBeInstanceOf(
      UnprocessableError,
    );
    // Its Retry-After is the rest of the hour: past the longest wait, so no retry is made.
    const started = Date.now();
    const limited = await sandbox
      .awardTrophies(body, { simulateError: "429" })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(limited).toBeInstanceOf(RateLimitError);
    expect(limited).toMatchObject({ status: 429, code: "rate_limited" });
    expect((limited as RateLimitError).retryAfter).toBeGreaterThan(0);
    expect((limited as RateLimitError).headers.get("ratelimit-limit")).not.toBeNull();
  });

  it("reverses a sandbox award and refuses an award that is not the app's", async () => {
    const award = await sandbox.awardTrophies({ email: "rev@sandbox.test", amount: 9 });
    const reversal = await sandbox.reverseAward(award.transaction.id);
    expect(reversal.livemode).toBe(false);
    await expect(
      sandbox.reverseAward("5f0c6f0e-4f43-4bd5-9a53-3b3f7c1c2d10"),
    ).rejects.toMatchObject({ status: 404, code: "award_not_found" });
  });
});
