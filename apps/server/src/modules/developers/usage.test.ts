import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UsageDay } from "@trophy/shared/schemas/developer";
import {
  apiCalls,
  apiKeys,
  sandboxAwards,
  sandboxStudents,
  trophyTransactions,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { createTestApp, createUser, inject, signInAs, type TestApp } from "../../../test/helpers";
import { housekeeping } from "../housekeeping/housekeeping";
import { writeApiCalls, type ApiCallEntry } from "./request-log";
import { USAGE_DAYS } from "./usage.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now = Date.now()) => new Date(now - days * DAY_MS);

async function developerAndKey() {
  const developer = await signInAs(t.app, "developer");
  const [key] = await t.app.db
    .insert(apiKeys)
    .values({
      developerId: developer.user.id,
      keyHash: `hash-${developer.user.id}`,
      keyCiphertext: "sealed",
    })
    .returning();
  if (!key) throw new Error("no key inserted");
  return { developer, keyId: key.id };
}

function calls(
  developerId: string,
  keyId: string,
  livemode: boolean,
  createdAt: Date,
  statuses: number[],
): ApiCallEntry[] {
  return statuses.map((status) => ({
    developerId,
    keyId,
    livemode,
    operation: "awardTrophies",
    status,
    errorCode: status >= 400 ? "some_code" : null,
    studentEmail: null,
    createdAt,
  }));
}

async function liveAward(developerId: string, studentId: string, amount: number, createdAt: Date) {
  const [row] = await t.app.db
    .insert(trophyTransactions)
    .values({ studentId, developerId, amount, kind: "award", description: "Lesson", createdAt })
    .returning();
  if (!row) throw new Error("no award inserted");
  return row;
}

async function sandboxAward(developerId: string, email: string, amount: number, createdAt: Date) {
  const [student] = await t.app.db
    .insert(sandboxStudents)
    .values({ developerId, email })
    .onConflictDoUpdate({
      target: [sandboxStudents.developerId, sandboxStudents.email],
      set: { email },
    })
    .returning();
  if (!student) throw new Error("no sandbox student");
  await t.app.db
    .insert(sandboxAwards)
    .values({ developerId, studentId: student.id, amount, description: "Test", createdAt });
}

const usage = (headers: Record<string, string>) =>
  inject(t.app, { method: "GET", url: "/api/developers/usage", headers });

const day = (figures: Partial<UsageDay>) => ({
  date: expect.any(String),
  calls: 0,
  success: 0,
  clientErrors: 0,
  rateLimited: 0,
  trophies: 0,
  students: 0,
  ...figures,
});

describe("GET /api/developers/usage: live and test per day", () => {
  it("counts each mode's calls by outcome, trophies and distinct students over 30 UTC days", async () => {
    const now = Date.now();
    const { developer, keyId } = await developerAndKey();
    const developerId = developer.user.id;
    const other = await developerAndKey();
    const ada = await createUser(t.app, { userType: "student" });
    const ben = await createUser(t.app, { userType: "student" });

    await writeApiCalls(t.app.db, [
      ...calls(developerId, keyId, true, daysAgo(0, now), [200, 200, 404, 400, 429, 500]),
      ...calls(developerId, keyId, true, daysAgo(3, now), [200]),
      ...calls(developerId, keyId, false, daysAgo(0, now), [200, 422, 429, 429]),
      // Outside the 30 days, and another developer's.
      ...calls(developerId, keyId, true, daysAgo(USAGE_DAYS + 1, now), [200]),
      ...calls(other.developer.user.id, other.keyId, true, daysAgo(0, now), [200, 200]),
    ]);
    const award = await liveAward(developerId, ada.id, 10, daysAgo(0, now));
    await liveAward(developerId, ada.id, 5, daysAgo(0, now));
    await liveAward(developerId, ben.id, 7, daysAgo(0, now));
    await liveAward(developerId, ben.id, 2, daysAgo(3, now));
    await liveAward(other.developer.user.id, ben.id, 50, daysAgo(0, now));
    // Reversals and redemptions are not awards: the day still shows what was awarded.
    await t.app.db.insert(trophyTransactions).values({
      studentId: ada.id,
      amount: -10,
      kind: "reversal",
      description: "Reversed",
      reversesId: award.id,
    });
    await sandboxAward(developerId, "kid@example.com", 3, daysAgo(0, now));
    await sandboxAward(developerId, "kid@example.com", 4, daysAgo(0, now));
    await sandboxAward(developerId, "other-kid@example.com", 1, daysAgo(1, now));
    await sandboxAward(other.developer.user.id, "kid@example.com", 9, daysAgo(1, now));

    const res = await usage(developer.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ live: UsageDay[]; test: UsageDay[]; dailyStats: unknown[] }>();
    for (const series of [body.live, body.test]) {
      expect(series).toHaveLength(USAGE_DAYS);
      expect(series.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
      expect(series.map((d) => d.date)).toEqual(body.live.map((d) => d.date));
    }
    expect(body.live[0]?.date).toBe(
      daysAgo(USAGE_DAYS - 1)
        .toISOString()
        .slice(0, 10),
    );

    expect(body.live.at(-1)).toEqual(
      day({ calls: 6, success: 2, clientErrors: 2, rateLimited: 1, trophies: 22, students: 2 }),
    );
    expect(body.live.at(-4)).toEqual(day({ calls: 1, success: 1, trophies: 2, students: 1 }));
    expect(body.test.at(-1)).toEqual(
      day({ calls: 4, success: 1, clientErrors: 1, rateLimited: 2, trophies: 7, students: 1 }),
    );
    expect(body.test.at(-2)).toEqual(day({ trophies: 1, students: 1 }));
    const quiet = (series: UsageDay[], busy: number[]) =>
      series.filter((_, i) => !busy.includes(i)).every((d) => d.calls + d.trophies === 0);
    expect(quiet(body.live, [USAGE_DAYS - 1, USAGE_DAYS - 4])).toBe(true);
    expect(quiet(body.test, [USAGE_DAYS - 1, USAGE_DAYS - 2])).toBe(true);
  });

  it("answers 30 days of zeros to a developer without calls, keeping totalCalls and dailyStats", async () => {
    const developer = await signInAs(t.app, "developer");
    const body = (await usage(developer.headers)).json<{
      totalCalls: number;
      dailyStats: { calls: number }[];
      live: UsageDay[];
      test: UsageDay[];
    }>();
    expect(body.totalCalls).toBe(0);
    expect(body.dailyStats).toHaveLength(USAGE_DAYS);
    expect(body.live).toEqual(Array.from({ length: USAGE_DAYS }, () => day({})));
    expect(body.test).toEqual(Array.from({ length: USAGE_DAYS }, () => day({})));
  });

  it("refuses anonymous callers and other roles", async () => {
    expect((await usage({})).statusCode).toBe(401);
    for (const role of ["student", "parent_guide", "admin"] as const) {
      expect((await usage((await signInAs(t.app, role)).headers)).statusCode).toBe(403);
    }
  });
});

describe("housekeeping of usage data", () => {
  it("deletes API calls and finished webhook deliveries older than 30 days, keeps the rest", async () => {
    const now = Date.now();
    const { developer, keyId } = await developerAndKey();
    const developerId = developer.user.id;
    await writeApiCalls(t.app.db, [
      ...calls(developerId, keyId, true, daysAgo(31, now), [200]),
      ...calls(developerId, keyId, false, daysAgo(31, now), [404]),
      ...calls(developerId, keyId, true, daysAgo(29, now), [200]),
    ]);
    const [endpoint] = await t.app.db
      .insert(webhookEndpoints)
      .values({
        developerId,
        url: "https://example.com/hooks",
        events: ["award.created"],
        secretCiphertext: "sealed",
      })
      .returning();
    if (!endpoint) throw new Error("no endpoint");
    const delivery = (status: "pending" | "delivered" | "failed", age: number) => ({
      endpointId: endpoint.id,
      messageId: `msg_${status}_${age}`,
      eventType: "award.created",
      payload: "{}",
      status,
      createdAt: daysAgo(age, now),
      // Each ended a day after it was made; deliveries are pruned by when they were made.
      deliveredAt: status === "delivered" ? daysAgo(age - 1, now) : null,
      failedAt: status === "failed" ? daysAgo(age - 1, now) : null,
    });
    await t.app.db
      .insert(webhookDeliveries)
      .values([
        delivery("delivered", 31),
        delivery("failed", 31),
        delivery("pending", 31),
        delivery("delivered", 29),
        delivery("failed", 29),
      ]);
    await sandboxAward(developerId, "old-kid@example.com", 5, daysAgo(90, now));

    await housekeeping(t.app.db, now);

    const kept = await t.app.db
      .select()
      .from(apiCalls)
      .where(eq(apiCalls.developerId, developerId));
    expect(kept.map((c) => c.createdAt)).toEqual([daysAgo(29, now)]);
    const deliveries = await t.app.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries.map((d) => d.messageId).sort()).toEqual([
      "msg_delivered_29",
      "msg_failed_29",
      "msg_pending_31",
    ]);
    const sandbox = await t.app.db
      .select()
      .from(sandboxAwards)
      .where(eq(sandboxAwards.developerId, developerId));
    expect(sandbox).toHaveLength(1);
  });
});
