import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { signIn } from "./support/accounts";
import { approvedDeveloper } from "./support/approved-developer";
import { E2E_ADMIN } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { startWebhookReceiver, type WebhookReceiver } from "./support/webhook-receiver";

/**
 * Replay needs deliveries that have run out of retries. The shared server retries on the
 * production schedule (the last retry a day later), so this journey has a server of its own that
 * gives up after one retry half a second later; its admin is the shared one's, so the usual
 * helpers approve the developer.
 */
let server: OwnServer;
let context: BrowserContext;
let api: APIRequestContext;
let page: Page;
let receiver: WebhookReceiver;

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  server = await startOwnServer(E2E_ADMIN, {
    WEBHOOK_RETRY_SCHEDULE: "0.5",
    WEBHOOK_TIMEOUT_SECONDS: "2",
  });
  context = await browser.newContext({ baseURL: server.baseUrl });
  api = await playwright.request.newContext({ baseURL: server.baseUrl });
  page = await context.newPage();
  receiver = await startWebhookReceiver();
});

test.afterAll(async () => {
  await receiver.close();
  await api.dispose();
  await context.close();
  await server.stop();
});

test("a developer replays an endpoint's failed deliveries once it works again", async () => {
  test.setTimeout(120_000);
  const developer = await approvedDeveloper(api, "Replay Apps");
  await signIn(page, developer.email);
  await page.goto("/developer/webhooks");
  const endpoint = page.getByRole("region", { name: receiver.url, exact: true });
  const deliveries = endpoint.getByRole("region", {
    name: `Recent deliveries to ${receiver.url}`,
  });
  const firstRow = deliveries.locator("tbody tr").first();

  await test.step("a test event fails at a broken endpoint and runs out of retries", async () => {
    await page.getByLabel("Endpoint URL").fill(receiver.url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Copy your signing secret now" });
    receiver.secret =
      (await notice.getByLabel("Signing secret", { exact: true }).textContent()) ?? "";
    await notice.getByRole("button", { name: "I have saved it" }).click();
    receiver.status = 500;
    await endpoint.getByRole("button", { name: "Send test event" }).click();
    await expect(firstRow).toContainText("Failed", { timeout: 20_000 });
    await expect(firstRow).toContainText("500");
    await expect(endpoint).toContainText("Failing since");
    expect(receiver.received.map((r) => [r.body.type, r.verified])).toEqual([
      ["ping", true],
      ["ping", true],
    ]);
  });

  await test.step("Replay asks since when, 24 hours ago unless changed", async () => {
    receiver.status = 200;
    await endpoint.getByRole("button", { name: "Replay failed" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Replay failed deliveries?" });
    await expect(dialog).toContainText(receiver.url);
    await expect(dialog).toContainText("with the same webhook-id and a new signature");
    const since = dialog.getByLabel("Failed since");
    const shown = new Date(await since.inputValue()).getTime();
    expect(Math.abs(shown - (Date.now() - 24 * 3_600_000))).toBeLessThan(3 * 60_000);
    await expectNoAxeViolations(page, "the replay question");
    const wide = page.viewportSize();
    await page.setViewportSize(PHONE);
    await expectFitsViewport(page, "the replay question");
    if (wide) await page.setViewportSize(wide);

    // Cleared, the field says what it needs instead of replaying.
    await since.fill("");
    await dialog.getByRole("button", { name: "Replay", exact: true }).click();
    await expect(dialog).toContainText("Enter a date and time.");
    await since.fill("2020-01-01T00:00");
    await dialog.getByRole("button", { name: "Replay", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("1 failed delivery queued again").first()).toBeVisible();
  });

  await test.step("the delivery goes out again, with its id, signed, and is delivered", async () => {
    await expect(firstRow).toContainText("Delivered", { timeout: 20_000 });
    const [ping] = receiver.received;
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2]).toMatchObject({ id: ping?.id, verified: true });
    await expect(endpoint).toContainText("Active");
  });

  await test.step("a second replay within the minute is refused with the server's reason", async () => {
    await endpoint.getByRole("button", { name: "Replay failed" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Replay failed deliveries?" });
    await dialog.getByRole("button", { name: "Replay", exact: true }).click();
    await expect(
      page
        .getByText("This endpoint's failed deliveries were replayed less than a minute ago.", {
          exact: false,
        })
        .first(),
    ).toBeVisible();
    expect(receiver.received).toHaveLength(3);
  });
});
