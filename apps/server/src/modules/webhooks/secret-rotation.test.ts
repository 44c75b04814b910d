import { afterAll, beforeAll, expect, it } from "vitest";
import { webhookEndpoints } from "../../db/schema";
import { rotateWebhookSecrets } from "../secrets/rotate-secret.service";
import { createTestApp, inject, signInAs, type TestApp } from "../../../test/helpers";

const OLD = "old-secret-0123456789abcdef0123456789abcdef";
const NEW = "new-secret-0123456789abcdef0123456789abcdef";
const LOCAL = { WEBHOOK_ALLOW_PRIVATE_URLS: "true" };

let before: TestApp;
beforeAll(async () => {
  before = await createTestApp({ ...LOCAL, APP_SECRET: OLD });
});
afterAll(() => before.close());

it("seals webhook secrets again under a new APP_SECRET, readable with it alone", async () => {
  const dev = await signInAs(before.app, "developer");
  const created = await inject(before.app, {
    method: "POST",
    url: "/api/developers/webhooks",
    headers: dev.headers,
    payload: { url: "http://127.0.0.1:9/hooks", events: ["ping"] },
  });
  const { webhook } = created.json();

  const rotated = await createTestApp(
    { ...LOCAL, APP_SECRET: NEW, APP_SECRET_PREVIOUS: OLD },
    { sameDatabaseAs: before },
  );
  try {
    expect(await rotateWebhookSecrets(rotated.app.db, rotated.app.webhookSecrets)).toBe(1);
    expect(await rotateWebhookSecrets(rotated.app.db, rotated.app.webhookSecrets)).toBe(0);
    const rows = await rotated.app.db.select().from(webhookEndpoints);
    expect(rows.every((r) => !rotated.app.webhookSecrets.isStale(r.secretCiphertext, r.id))).toBe(
      true,
    );
  } finally {
    await rotated.close();
  }

  const after = await createTestApp({ APP_SECRET: NEW }, { sameDatabaseAs: before });
  try {
    const [row] = await after.app.db.select().from(webhookEndpoints);
    expect(after.app.webhookSecrets.open(row?.secretCiphertext ?? "", row?.id ?? "")).toBe(
      webhook.secret,
    );
  } finally {
    await after.close();
  }
});
