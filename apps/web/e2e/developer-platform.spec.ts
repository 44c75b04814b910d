import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { createStudent, signIn, uniqueEmail } from "./support/accounts";
import { approvedDeveloper } from "./support/approved-developer";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver";

const json = { accept: "application/json" };
const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });
const keyCard = (page: Page, mode: "Live" | "Test") =>
  page.getByRole("region", { name: `${mode} API Key` });

/** The key a card shows once revealed. */
async function revealKey(card: Locator, label: string): Promise<string> {
  await card.getByRole("button", { name: "Show" }).click();
  const key = card.getByLabel(label, { exact: true });
  await expect(key).not.toContainText("•");
  return (await key.textContent()) ?? "";
}

/** A table's rows as their cells' texts, header row left out. */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent)),
    );
}

let receiver: WebhookReceiver;
test.beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

test("a developer renews the test key, receives signed webhooks, and sees their calls in the request log and usage", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const developer = await approvedDeveloper(request, "Platform Apps");
  await signIn(page, developer.email);

  const { liveKey, testKey } = await test.step("the test key is renewed", async () => {
    await page.goto("/developer/api-keys");
    const testCard = keyCard(page, "Test");
    await expect(testCard).toContainText("sandbox");
    await expect(testCard).toContainText("Never used");
    const before = await revealKey(testCard, "Test API key");
    expect(before).toMatch(/^trk_test_/);
    await testCard.getByRole("button", { name: "Regenerate" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Regenerate test key" });
    await expect(dialog).toContainText("Your old test key will stop working immediately.");
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Test key regenerated").first()).toBeVisible();
    const key = testCard.getByLabel("Test API key", { exact: true });
    await expect(key).toHaveText(/^trk_test_/);
    await expect(key).not.toHaveText(before);
    const old = await request.post("/api/v1/award-trophies", {
      headers: { ...json, "x-api-key": before },
      data: { email: "anyone@sandbox.test", amount: 1 },
    });
    expect(old.status()).toBe(401);
    return {
      liveKey: await revealKey(keyCard(page, "Live"), "Live API key"),
      testKey: (await key.textContent()) ?? "",
    };
  });

  await test.step("an endpoint is added and its secret shown once", async () => {
    await areaNav(page).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webhooks");
    await expect(page.getByText("No endpoints yet.")).toBeVisible();
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await expect(page.getByRole("checkbox", { name: /award\.created/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /award\.reversed/ })).toBeChecked();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Copy your signing secret now" });
    await expect(notice).toContainText("shown only once");
    const secret = notice.getByLabel("Signing secret", { exact: true });
    await expect(secret).toHaveText(/^whsec_/);
    receiver.secret = (await secret.textContent()) ?? "";
    await expect(page.getByRole("region", { name: receiver.url, exact: true })).toContainText(
      "Active",
    );

    const wide = page.viewportSize();
    await page.setViewportSize(PHONE);
    await expectFitsViewport(page, "webhooks with the secret shown");
    await expectNoAxeViolations(page, "webhooks with the secret shown");
    if (wide) await page.setViewportSize(wide);

    await notice.getByRole("button", { name: "I have saved it" }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole("region", { name: receiver.url, exact: true })).toBeVisible();
    await expect(page.getByText(receiver.secret)).toHaveCount(0);
  });

  await test.step("a test event is delivered, signed, and shows as delivered", async () => {
    const endpoint = page.getByRole("region", { name: receiver.url, exact: true });
    await expect(endpoint.getByText("No deliveries yet.")).toBeVisible();
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    const deliveries = endpoint.getByRole("region", {
      name: `Recent deliveries to ${receiver.url}`,
    });
    // The table reloads by itself while the ping is due.
    await expect(deliveries.locator("tbody tr").first()).toContainText("Delivered");
    const [ping] = await rowsOf(deliveries.getByRole("table"));
    expect(ping?.slice(0, 4)).toEqual(["ping", "Delivered", "1", "200"]);
    expect(receiver.received.map((r) => [r.body.type, r.verified])).toEqual([["ping", true]]);
    await expectNoAxeViolations(page, "webhooks with a delivery");
  });

  const student = await createStudent(request, "Platform Pia");
  await test.step("the app calls the API with both keys", async () => {
    const call = (key: string, data: object, headers: Record<string, string> = {}) =>
      request.post("/api/v1/award-trophies", {
        headers: { ...json, "x-api-key": key, ...headers },
        data,
      });
    const live = await call(liveKey, { email: student.email, amount: 7 });
    expect(live.status(), await live.text()).toBe(200);
    expect(((await live.json()) as { livemode: boolean }).livemode).toBe(true);
    const unknown = await call(liveKey, { email: uniqueEmail("nobody"), amount: 3 });
    expect(unknown.status()).toBe(404);
    const sandbox = await call(testKey, { email: "sandbox-sam@example.test", amount: 5 });
    expect(sandbox.status(), await sandbox.text()).toBe(200);
    expect(((await sandbox.json()) as { livemode: boolean }).livemode).toBe(false);
    const limited = await call(
      testKey,
      { email: "sandbox-sam@example.test", amount: 5 },
      { "x-simulate-error": "429" },
    );
    expect(limited.status()).toBe(429);
    // The live award reaches the endpoint too, as award.created.
    await expect
      .poll(() => receiver.received.map((r) => [r.body.type, r.body.livemode, r.verified]))
      .toContainEqual(["award.created", true, true]);
  });

  await test.step("the request log and usage show those calls", async () => {
    await areaNav(page).getByRole("link", { name: "Dashboard" }).click();
    const log = page.getByRole("region", { name: "Recent Requests", exact: true });
    // Calls are logged a moment after their answers: refresh until all four are there.
    await expect(async () => {
      await log.getByRole("button", { name: "Refresh" }).click();
      await expect(log.locator("tbody tr")).toHaveCount(4, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const rows = await rowsOf(log.getByRole("table"));
    // Newest first: the simulated 429, the sandbox award, the 404, the live award.
    expect(rows.map((r) => [r[1], r[3]])).toEqual([
      ["Test", "429"],
      ["Test", "200"],
      ["Live", "404"],
      ["Live", "200"],
    ]);
    expect(rows[3]?.[5]).toBe(student.email);
    expect(rows[1]?.[5]).toBe("sandbox-sam@example.test");
    expect(rows[2]?.[4]).not.toBe("—");

    await log.getByRole("button", { name: "Failing first" }).click();
    await expect(log.getByRole("button", { name: "Failing first" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(async () => {
      const failingFirst = await rowsOf(log.getByRole("table"));
      expect(
        failingFirst
          .map((r) => r[3])
          .slice(0, 2)
          .sort(),
      ).toEqual(["404", "429"]);
    }).toPass({ timeout: 10_000 });

    const usage = page.getByRole("region", { name: "Daily API Calls" });
    await page.reload();
    await expect(usage).toContainText("2 calls in this period: 1 succeeded, 1 refused (4xx)");
    const [liveDay] = await rowsOf(usage.getByRole("table"));
    expect(liveDay?.slice(1)).toEqual(["1", "1", "0", "7", "1"]);
    await usage.getByRole("button", { name: "Test", exact: true }).click();
    await expect(usage).toContainText("0 refused (4xx), 1 rate limited (429)");
    const [testDay] = await rowsOf(usage.getByRole("table"));
    expect(testDay?.slice(1)).toEqual(["1", "0", "1", "5", "1"]);
    await expect(usage).not.toContainText("Never used");
  });

  await test.step("each key says when it was last used", async () => {
    await areaNav(page).getByRole("link", { name: "API Keys" }).click();
    await expect(keyCard(page, "Live")).toContainText("Last used");
    await expect(keyCard(page, "Test")).toContainText("Last used");
  });

  await test.step("the endpoint is deleted after the question", async () => {
    await areaNav(page).getByRole("link", { name: "Webhooks" }).click();
    const endpoint = page.getByRole("region", { name: receiver.url, exact: true });
    await endpoint.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
    await expect(dialog).toContainText(receiver.url);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Endpoint deleted").first()).toBeVisible();
    await expect(endpoint).toHaveCount(0);
    await expect(page.getByText("No endpoints yet.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Endpoints" })).toBeFocused();
  });
});
