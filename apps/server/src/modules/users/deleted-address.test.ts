import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCalls, apiKeys, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import {
  PASSWORD,
  createTestApp,
  createUser,
  inject,
  signInAs,
  type TestApp,
} from "../../../test/helpers";
import { developerWithKey } from "../../../test/fixtures";
import { flushApiCalls, writeApiCalls, type ApiCallEntry } from "../developers/request-log";
import { generateWebhookSecret } from "../webhooks/endpoints.service";
import { deletedEmail } from "../data-rights/account-deletion.service";

/**
 * A deleted student's address leaves the apps' request logs and the webhook events about them,
 * and a batch of the request log written after the deletion does not bring it back.
 */
let t: TestApp;
beforeAll(async () => {
  // Deliveries go nowhere: each attempt gives up after a second and waits minutes to retry.
  t = await createTestApp({ WEBHOOK_TIMEOUT_SECONDS: "1", OVERLOAD_EVENT_LOOP_DELAY_MS: "0" });
});
afterAll(() => t.close());

const deleteMe = (headers: { authorization: string }) =>
  inject(t.app, {
    method: "DELETE",
    url: "/api/users/me",
    headers,
    payload: { password: PASSWORD },
  });

/** A developer's app with a live key and an endpoint for both award events. */
async function appWithWebhook() {
  const { developer, apiKey, testApiKey } = await developerWithKey(t.app);
  const endpointId = randomUUID();
  await t.app.db.insert(webhookEndpoints).values({
    id: endpointId,
    developerId: developer.id,
    url: "https://93.184.215.14/hooks",
    events: ["award.created", "award.reversed"],
    secretCiphertext: t.app.webhookSecrets.seal(generateWebhookSecret(), endpointId),
  });
  const [key] = await t.app.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.developerId, developer.id));
  return { developer, apiKey, testApiKey, keyId: key?.id ?? "" };
}

const award = (apiKey: string, email: string, amount: number) =>
  inject(t.app, {
    method: "POST",
    url: "/api/v1/award-trophies",
    headers: { "x-api-key": apiKey },
    payload: { email, amount },
  });

/** Rows of the two places that name the address anywhere. */
async function traces(email: string) {
  const calls = await t.app.db.select().from(apiCalls).where(eq(apiCalls.studentEmail, email));
  const deliveries = await t.app.db
    .select()
    .from(webhookDeliveries)
    .where(sql`strpos(${webhookDeliveries.payload}, ${email}) > 0`);
  return { calls, deliveries };
}

describe("a deleted student's address", () => {
  it("is in no webhook event, and leaves those queued before events stopped carrying it", async () => {
    const { apiKey, testApiKey, developer } = await appWithWebhook();
    const student = await signInAs(t.app, "student");
    const email = student.user.email;
    const first = await award(apiKey, email, 20);
    expect(first.statusCode).toBe(200);
    const reversed = await inject(t.app, {
      method: "POST",
      url: `/api/v1/awards/${first.json().transaction.id}/reverse`,
      headers: { "x-api-key": apiKey },
      payload: {},
    });
    expect(reversed.statusCode).toBe(200);
    expect((await award(apiKey, email, 5)).statusCode).toBe(200);
    // The app also tried the address in its sandbox.
    expect((await award(testApiKey, email, 5)).statusCode).toBe(200);
    // Webhook events name the student by the app's pseudonym and never carry the address.
    expect((await traces(email)).deliveries).toHaveLength(0);
    const ref = first.json().transaction.studentId as string;
    const about = await t.app.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.payload}::jsonb #>> '{data,studentId}' = ${ref}`);
    expect(about).toHaveLength(3);
    for (const { payload } of about) {
      const event = JSON.parse(payload) as { type: string; data: Record<string, unknown> };
      expect(event.type).toMatch(/^award\./);
      expect(event.data).not.toHaveProperty("studentEmail");
    }

    // An event queued before events carried pseudonyms, with the account's id and address.
    const [endpoint] = await t.app.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.developerId, developer.id));
    const older = {
      type: "award.created",
      livemode: true,
      data: { id: randomUUID(), studentId: student.user.id, studentEmail: email, amount: 3 },
    };
    await t.app.db.insert(webhookDeliveries).values({
      endpointId: endpoint?.id ?? "",
      messageId: `msg_${randomUUID().replaceAll("-", "")}`,
      eventType: "award.created",
      payload: JSON.stringify(older),
    });

    expect((await deleteMe(student.headers)).statusCode).toBe(200);
    await flushApiCalls(t.app);
    expect(await traces(email)).toEqual({ calls: [], deliveries: [] });
    const [rewritten] = await t.app.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.payload}::jsonb #>> '{data,id}' = ${older.data.id}`);
    expect(JSON.parse(rewritten?.payload ?? "{}").data.studentEmail).toBe(
      deletedEmail(student.user.id),
    );
  });

  it("takes the details an app wrote about the student out of its queued and sent events", async () => {
    const { apiKey, developer } = await appWithWebhook();
    const student = await signInAs(t.app, "student");
    const other = await signInAs(t.app, "student");
    const details = (name: string) => `Well done ${name}, top of class 4B`;
    const awardWith = (email: string, text: string) =>
      inject(t.app, {
        method: "POST",
        url: "/api/v1/award-trophies",
        headers: { "x-api-key": apiKey },
        payload: { email, amount: 4, details: text },
      });
    const first = await awardWith(student.user.email, details("Ana Example"));
    expect(first.statusCode).toBe(200);
    expect((await awardWith(other.user.email, details("Bea Other"))).statusCode).toBe(200);
    const reversed = await inject(t.app, {
      method: "POST",
      url: `/api/v1/awards/${first.json().transaction.id}/reverse`,
      headers: { "x-api-key": apiKey },
      payload: {},
    });
    expect(reversed.statusCode).toBe(200);
    // One event kept as sent, the others still queued.
    const [endpoint] = await t.app.db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.developerId, developer.id));
    const ofEndpoint = () =>
      t.app.db
        .select({ payload: webhookDeliveries.payload, status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ""));
    const sent = (await ofEndpoint()).find((d) => d.payload.includes("award.created"));
    await t.app.db
      .update(webhookDeliveries)
      .set({ status: "delivered", deliveredAt: new Date() })
      .where(eq(webhookDeliveries.payload, sent?.payload ?? ""));
    const naming = async (text: string) =>
      (await ofEndpoint()).filter((d) => d.payload.includes(text)).length;
    expect(await naming("Ana Example")).toBe(2);

    expect((await deleteMe(student.headers)).statusCode).toBe(200);
    expect(await naming("Ana Example")).toBe(0);
    // The events stay, with their amounts; another student's keep their details.
    const ref = first.json().transaction.studentId as string;
    const about = (await ofEndpoint()).filter((d) => d.payload.includes(ref));
    expect(about).toHaveLength(2);
    for (const { payload } of about) {
      expect(JSON.parse(payload).data).toMatchObject({ studentId: ref, amount: 4, details: "" });
    }
    expect(await naming("Bea Other")).toBe(1);
  });

  it("is left out of a request-log batch written after the deletion", async () => {
    const { developer, keyId } = await appWithWebhook();
    const student = await signInAs(t.app, "student");
    const other = await createUser(t.app, { userType: "student" });
    const call = (studentEmail: string): ApiCallEntry => ({
      developerId: developer.id,
      keyId,
      livemode: true,
      operation: "awardTrophies",
      studentEmail,
      status: 200,
      errorCode: null,
      createdAt: new Date(),
    });
    // Calls made before the deletion, still waiting in some instance's batch; an address that never
    // had an account (an app's sandbox student) is only the app's business, and stays.
    const sandbox = "sandbox-sam@example.test";
    const waiting = [call(student.user.email), call(other.email), call(sandbox)];
    expect((await deleteMe(student.headers)).statusCode).toBe(200);
    await writeApiCalls(t.app.db, waiting);

    const logged = await t.app.db
      .select({ email: apiCalls.studentEmail })
      .from(apiCalls)
      .where(eq(apiCalls.developerId, developer.id));
    expect(logged.map((l) => l.email).sort()).toEqual([other.email, sandbox, null].sort());
  });

  it("never survives batches written while the deletion runs", async () => {
    const { developer, keyId } = await appWithWebhook();
    const student = await signInAs(t.app, "student");
    const entry: ApiCallEntry = {
      developerId: developer.id,
      keyId,
      livemode: true,
      operation: "awardTrophies",
      studentEmail: student.user.email,
      status: 200,
      errorCode: null,
      createdAt: new Date(),
    };
    // Batches keep coming, two at a time, from before the deletion starts until after it ends.
    let done = false;
    let written = 0;
    const writer = async () => {
      while (!done || written < 4) {
        await writeApiCalls(t.app.db, [entry]);
        written++;
      }
    };
    const writers = [writer(), writer()];
    const deleted = await deleteMe(student.headers);
    done = true;
    await Promise.all(writers);
    expect(deleted.statusCode).toBe(200);
    expect((await traces(student.user.email)).calls).toEqual([]);
    const logged = await t.app.db
      .select()
      .from(apiCalls)
      .where(eq(apiCalls.developerId, developer.id));
    expect(logged).toHaveLength(written);
  });
});
