import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { developerWithKey, grantTrophies } from "../../../test/fixtures";
import { createTestApp, inject, PASSWORD, signInAs, type TestApp } from "../../../test/helpers";
import { startReceiver, type Receiver } from "../../../test/webhook-receiver";

/** What the award API's own calls queue, delivered to a real receiver. */
let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_URLS: "true", WEBHOOK_TIMEOUT_SECONDS: "2" });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(() => {
  expect(receiver.rejected).toEqual([]);
  receiver.received.length = 0;
});

let endpoints = 0;

/** A developer with keys and one endpoint on the receiver for `events`. */
async function subscribed(events: string[]) {
  const { developer, apiKey, testApiKey } = await developerWithKey(t.app);
  const login = await inject(t.app, {
    method: "POST",
    url: "/auth/login",
    payload: { email: developer.email, password: PASSWORD },
  });
  const name = `award-hooks-${++endpoints}`;
  const res = await inject(t.app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: { authorization: `Bearer ${login.json().accessToken}` },
    payload: { url: receiver.urlFor(name), events },
  });
  expect(res.statusCode).toBe(201);
  receiver.secrets.set(`/${name}`, res.json().webhook.secret);
  return { apiKey, testApiKey };
}

const v1 = (key: string, method: "GET" | "POST", url: string, payload?: object) =>
  inject(t.app, { method, url: `/api/v1${url}`, headers: { "x-api-key": key }, payload });

describe("award events", () => {
  it("POST /api/v1/award-trophies delivers a signed award.created with the award as GET answers it", async () => {
    const { apiKey } = await subscribed(["award.created", "award.reversed"]);
    const student = await signInAs(t.app, "student");
    const awarded = await v1(apiKey, "POST", "/award-trophies", {
      email: student.user.email,
      amount: 30,
      details: "Finished lesson 7",
    });
    expect(awarded.statusCode).toBe(200);
    const awardId = awarded.json().transaction.id;
    const [got] = await receiver.waitFor(1);
    const shown = (await v1(apiKey, "GET", `/awards/${awardId}`)).json();
    expect(got?.payload).toEqual({
      type: "award.created",
      timestamp: expect.any(String),
      livemode: true,
      data: shown.award,
    });
  });

  it("a reversal by the app delivers award.reversed", async () => {
    const { apiKey } = await subscribed(["award.reversed"]);
    const student = await signInAs(t.app, "student");
    await grantTrophies(t.app, student.user.id, 100);
    const awarded = await v1(apiKey, "POST", "/award-trophies", {
      email: student.user.email,
      amount: 10,
    });
    const awardId = awarded.json().transaction.id;
    const reversed = await v1(apiKey, "POST", `/awards/${awardId}/reverse`, { reason: "Mistake" });
    expect(reversed.statusCode).toBe(200);
    const [got] = await receiver.waitFor(1);
    expect(receiver.received).toHaveLength(1);
    expect(got?.payload).toMatchObject({
      type: "award.reversed",
      livemode: true,
      data: { id: awardId, amount: 10, reversedAt: expect.any(String) },
    });
  });

  it("a sandbox award says livemode false", async () => {
    const { testApiKey } = await subscribed(["award.created"]);
    const awarded = await v1(testApiKey, "POST", "/award-trophies", {
      email: "anyone@sandbox.example",
      amount: 5,
    });
    expect(awarded.statusCode).toBe(200);
    const [got] = await receiver.waitFor(1);
    expect(got?.payload).toMatchObject({
      type: "award.created",
      livemode: false,
      data: { id: awarded.json().transaction.id, amount: 5 },
    });
  });
});
