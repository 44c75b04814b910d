import { randomUUID } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { RETENTION_KINDS, type RetentionKind } from "@trophy/shared/schemas/privacy";
import { and, count, eq, isNotNull, isNull, notLike, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiCalls,
  appLinkCodes,
  consentLog,
  consentRequests,
  emailVerificationTokens,
  idempotencyKeys,
  mailOutbox,
  passwordResetTokens,
  rateLimitCounters,
  sandboxStudents,
  sessions,
  trophyTransactions,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema";
import { rowsOf } from "../../db/raw";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { registerChild } from "../../../test/consent";
import { flushApiCalls } from "../developers/request-log";
import { DEVELOPER_CALLS_PREFIX } from "../rate-limit/rate-limit.service";
import { housekeeping } from "../housekeeping/housekeeping";
import { generateWebhookSecret } from "../webhooks/endpoints.service";
import { mailFolder } from "../../mail/mailer";
import { RETENTION_SCHEDULE } from "./retention";

/**
 * The retention schedule (privacy/retention.ts): public as the privacy page reads it, and kept by
 * housekeeping, which a moved clock shows deleting each kind the day after its period and not
 * before, while every balance still equals its ledger. On PGlite and on PostgreSQL
 * (DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_TIMEOUT_SECONDS: "1", OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

describe("the retention schedule", () => {
  it("is public and names every kind with its days", async () => {
    const res = await inject(t.app, { method: "GET", url: "/api/privacy/retention" });
    expect(res.statusCode).toBe(200);
    const { retention } = res.json<{
      retention: { kind: string; days: number; description: string }[];
    }>();
    expect(retention.map((r) => r.kind).sort()).toEqual([...RETENTION_KINDS].sort());
    for (const entry of retention) {
      expect(entry.days).toBeGreaterThanOrEqual(1);
      expect(entry.description.length).toBeGreaterThan(10);
    }
  });

  it("is what housekeeping keeps: each kind gone the day after its period, balances whole", async () => {
    const { developer, apiKey, testApiKey } = await developerWithKey(t.app, "Retention Apps");
    const endpointId = randomUUID();
    await t.app.db.insert(webhookEndpoints).values({
      id: endpointId,
      developerId: developer.id,
      url: "https://93.184.215.14/hooks",
      events: ["award.created"],
      secretCiphertext: t.app.webhookSecrets.seal(generateWebhookSecret(), endpointId),
    });
    const student = await signInAs(t.app, "student");
    const now = Date.now();
    // What the product writes as it is used: an award with an idempotency key (the key, a
    // request-log row, a webhook event delivered), a failed sign-in.
    const awarded = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": apiKey, "idempotency-key": `retention-${student.user.id}` },
      payload: { email: student.user.email, amount: 12 },
    });
    expect(awarded.statusCode).toBe(200);
    // A sandbox student the test key named by an address, awarded once.
    const sandboxed = await inject(t.app, {
      method: "POST",
      url: "/api/v1/award-trophies",
      headers: { "x-api-key": testApiKey },
      payload: { email: `sandbox-${student.user.email}`, amount: 3 },
    });
    expect(sandboxed.statusCode).toBe(200);
    await flushApiCalls(t.app);
    await t.app.db
      .update(webhookDeliveries)
      .set({ status: "delivered", deliveredAt: new Date(now) })
      .where(eq(webhookDeliveries.endpointId, endpointId));
    // A session revoked before its end: kept a day (one that expires goes at once).
    await t.app.db.insert(sessions).values({
      userId: student.user.id,
      expiresAt: new Date(now + 30 * DAY_MS),
      revokedAt: new Date(now),
    });
    await inject(t.app, {
      method: "POST",
      url: "/auth/login",
      payload: { email: student.user.email, password: "not-the-password" },
      remoteAddress: "10.91.0.7",
    });
    const soon = new Date(now + DAY_MS);
    await t.app.db.insert(emailVerificationTokens).values({
      tokenHash: `retention-${student.user.id}`,
      userId: student.user.id,
      expiresAt: soon,
      usedAt: new Date(now),
    });
    await t.app.db.insert(passwordResetTokens).values({
      tokenHash: `retention-${student.user.id}`,
      userId: student.user.id,
      expiresAt: soon,
      usedAt: new Date(now),
    });
    await t.app.db.insert(mailOutbox).values({
      toAddress: student.user.email,
      lastError: "",
      status: "sent",
      sentAt: new Date(now),
    });
    // A code for connecting an app, never used: it expires now.
    await t.app.db.insert(appLinkCodes).values({
      studentId: student.user.id,
      codeHash: `retention-${student.user.id}`,
      expiresAt: new Date(now),
    });

    // A mail the server wrote as a file (no SMTP_URL), and an account that signs up now and never
    // opens its verification link.
    const mailDir = mailFolder(t.dataDir);
    await mkdir(mailDir, { recursive: true });
    const mailFile = path.join(mailDir, `retention-${student.user.id}.eml`);
    await writeFile(mailFile, "Subject: a link\r\n\r\nhttps://example.test/auth/verify-email/x");
    await utimes(mailFile, new Date(now), new Date(now));
    const [unverified] = await t.app.db
      .insert(users)
      .values({
        email: `unverified-${student.user.id}@school.example`,
        userType: "parent_guide",
        name: "Never Verified",
        createdAt: new Date(now),
      })
      .returning({ id: users.id });
    await t.app.db.insert(emailVerificationTokens).values({
      tokenHash: `retention-unverified-${student.user.id}`,
      userId: unverified?.id ?? "",
      expiresAt: new Date(now + 40 * DAY_MS),
    });

    // A child no parent answers for, and one whose parent consented by the mailed link now.
    const unanswered = await registerChild(t);
    const answered = await registerChild(t);
    const accepted = await inject(t.app, {
      method: "POST",
      url: `/api/consent/${answered.token}/accept`,
      headers: answered.parent.headers,
    });
    expect(accepted.statusCode).toBe(200);

    const rowsOf: Record<MovedClockKind, () => Promise<number>> = {
      idempotency_keys: () =>
        counted(idempotencyKeys, eq(idempotencyKeys.developerId, developer.id)),
      ended_sessions: () =>
        counted(sessions, and(eq(sessions.userId, student.user.id), isNotNull(sessions.revokedAt))),
      verification_links: () =>
        counted(emailVerificationTokens, eq(emailVerificationTokens.userId, student.user.id)),
      password_reset_links: () =>
        counted(passwordResetTokens, eq(passwordResetTokens.userId, student.user.id)),
      app_link_codes: () => counted(appLinkCodes, eq(appLinkCodes.studentId, student.user.id)),
      rate_limit_counters: () =>
        counted(
          rateLimitCounters,
          and(
            notLike(rateLimitCounters.bucket, `${DEVELOPER_CALLS_PREFIX}%`),
            sql`${rateLimitCounters.windowStart} >= ${new Date(now - 3_600_000)}`,
          ),
        ),
      request_log: () => counted(apiCalls, eq(apiCalls.developerId, developer.id)),
      webhook_deliveries: () =>
        counted(webhookDeliveries, eq(webhookDeliveries.endpointId, endpointId)),
      mail_outbox: () => counted(mailOutbox, eq(mailOutbox.toAddress, student.user.email)),
      mail_files: async () =>
        (await readdir(mailDir)).filter((f) => f === path.basename(mailFile)).length,
      sandbox_students: () =>
        counted(sandboxStudents, eq(sandboxStudents.developerId, developer.id)),
      unconsented_accounts: () =>
        counted(users, and(eq(users.id, unanswered.id), isNull(users.deletedAt))),
      consent_links: () => counted(consentRequests, eq(consentRequests.studentId, answered.id)),
      // The account as it signed up, and its verification link.
      unverified_accounts: async () =>
        (await counted(users, and(eq(users.id, unverified?.id ?? ""), isNull(users.deletedAt)))) +
        (await counted(
          emailVerificationTokens,
          eq(emailVerificationTokens.userId, unverified?.id ?? ""),
        )),
    };
    const schedule = RETENTION_SCHEDULE.filter(
      (e): e is typeof e & { kind: MovedClockKind } => e.kind !== "consent_log",
    );
    for (const { kind } of schedule) {
      expect(await rowsOf[kind](), `${kind} written`).toBeGreaterThan(0);
    }

    const periods = [...new Set(schedule.map((e) => e.days))].sort((a, b) => a - b);
    for (const days of periods) {
      await housekeeping(t.app.db, now + days * DAY_MS - 3_600_000, undefined, t.dataDir);
      for (const entry of schedule.filter((e) => e.days >= days)) {
        expect(await rowsOf[entry.kind](), `${entry.kind} kept at ${days} days`).toBeGreaterThan(0);
      }
      await housekeeping(t.app.db, now + (days + 1) * DAY_MS, undefined, t.dataDir);
      for (const entry of schedule.filter((e) => e.days === days)) {
        expect(await rowsOf[entry.kind](), `${entry.kind} gone after ${days} days`).toBe(0);
      }
      expect(await balancesOffTheirLedger(), `balances after ${days} days`).toBe(0);
    }
    // Accounts that confirmed their address stay, however old; the one that never did is gone.
    const live = async (id: string) =>
      counted(users, and(eq(users.id, id), isNull(users.deletedAt)));
    expect(await live(student.user.id)).toBe(1);
    expect(await live(answered.parent.user.id)).toBe(1);
    expect(await live(unverified?.id ?? "")).toBe(0);
  });
});

/**
 * The kinds housekeeping deletes by its own clock. The consent log's period is kept by the
 * database's clock as well (its trigger refuses a younger entry), so it is shown below with
 * entries written in the past instead of a clock moved ahead.
 */
type MovedClockKind = Exclude<RetentionKind, "consent_log">;

describe("the consent log's period", () => {
  it("is kept by the database's clock: older entries go, younger ones stay whatever the clock", async () => {
    const studentId = randomUUID();
    const days = RETENTION_SCHEDULE.find((e) => e.kind === "consent_log")?.days ?? 0;
    const entry = (ageDays: number) =>
      sql`INSERT INTO ${consentLog} (student_id, event, method, notice_version, at)
          VALUES (${studentId}, 'requested', 'email_link', 'test', now() - make_interval(days => ${ageDays}))`;
    await t.app.db.execute(entry(days + 1));
    await t.app.db.execute(entry(days - 1));
    const ages = async () =>
      (
        await rowsOf<{ age: number }>(
          t.app.db,
          sql`SELECT extract(day FROM now() - at)::int AS age FROM ${consentLog}
              WHERE student_id = ${studentId} ORDER BY at`,
        )
      ).map((r) => r.age);
    expect(await ages()).toEqual([days + 1, days - 1]);
    // A server clock far ahead deletes no younger entry (and does not fail on one).
    await housekeeping(t.app.db, Date.now() + 10 * days * DAY_MS);
    expect(await ages()).toEqual([days - 1]);
    await housekeeping(t.app.db);
    expect(await ages()).toEqual([days - 1]);
  });
});

async function counted(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Students whose balance differs from the sum of their ledger. */
async function balancesOffTheirLedger(): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.app.db,
    sql`SELECT count(*)::int AS n FROM ${users} u
      WHERE u.trophy_balance <> coalesce(
        (SELECT sum(x.amount) FROM ${trophyTransactions} x WHERE x.student_id = u.id), 0)`,
  );
  return row?.n ?? 0;
}
