import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/accounts";
import {
  expectFitsViewport,
  expectNoAxeViolations,
  PHONE,
  expectRoutesFitInLanguages,
} from "./support/a11y";
import { DEMO_DEVELOPER } from "./support/env";

/** Every check of a screen state: axe in both themes, and nothing wider than a phone. */
async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

/** Nothing is still loading: no skeleton region left on the page. */
const loaded = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_DEVELOPER.email, DEMO_DEVELOPER.password);
});

test("a validated developer's dashboard passes axe and fits a phone", async ({ page }) => {
  await page.goto("/developer");
  await expect(page.getByRole("region", { name: "Account Status" })).toContainText("Validated");
  const usage = page.getByRole("region", { name: "Daily API Calls" });
  await expect(usage).toContainText("30 days");
  await expect(usage.getByRole("button", { name: "Live" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("region", { name: "Recent Requests", exact: true })).toBeVisible();
  await loaded(page);
  await check(page, "developer dashboard");
  await usage.getByRole("button", { name: "Test" }).click();
  await page.getByRole("button", { name: "Failing first" }).click();
  await loaded(page);
  await check(page, "developer dashboard, test key, failing first");
});

test("the API key page, with the keys shown and the regenerate question open, passes axe and fits a phone", async ({
  page,
}) => {
  await page.goto("/developer/api-keys");
  const live = page.getByRole("region", { name: "Live API Key" });
  const sandbox = page.getByRole("region", { name: "Test API Key" });
  await live.getByRole("button", { name: "Show" }).click();
  await expect(live.getByLabel("Live API key", { exact: true })).toHaveText(/^trk_/);
  await sandbox.getByRole("button", { name: "Show" }).click();
  await expect(sandbox.getByLabel("Test API key", { exact: true })).toHaveText(/^trk_test_/);
  await expect(sandbox).toContainText("sandbox");
  await check(page, "api keys with the keys shown");

  await live.getByRole("button", { name: "Regenerate" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Regenerate API key" });
  await expect(dialog).toBeInViewport({ ratio: 1 });
  await check(page, "regenerate confirmation");
  // Cancelled: other tests award with the demo developer's key.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the documentation passes axe, fits a phone, and its code scrolls inside itself", async ({
  page,
}) => {
  await page.goto("/developer/documentation");
  await expect(page.getByRole("tab", { name: "JavaScript" })).toBeVisible();
  await loaded(page);
  await check(page, "documentation");

  // A code sample wider than the phone scrolls in its own focusable region, not the page.
  const code = page.getByRole("tabpanel", { name: "JavaScript" }).getByRole("region");
  await code.focus();
  await expect(code).toBeFocused();
  const { scrollWidth, clientWidth } = await code.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);

  await page
    .getByRole("tablist", { name: "Code Examples" })
    .getByRole("tab", { name: "Python" })
    .click();
  await check(page, "documentation, Python example");
  await page
    .getByRole("tablist", { name: "Client Libraries" })
    .getByRole("tab", { name: "Python" })
    .click();
  await check(page, "documentation, Python client library");
});

test("developer screens fit 360 and 768 pixel wide screens too, in English and Spanish", async ({
  page,
}) => {
  await expectRoutesFitInLanguages(page, [
    "/developer",
    "/developer/api-keys",
    "/developer/webhooks",
    "/developer/documentation",
  ]);
});

test("a key that fails to load says so with Try again, never the approval notice", async ({
  page,
}) => {
  let fail = true;
  await page.route("**/api/developers/api-key", (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: "Key store unavailable" } })
      : route.fallback(),
  );
  await page.goto("/developer/api-keys");
  const alert = page.getByRole("alert").filter({ hasText: "Key store unavailable" });
  await expect(alert).toBeVisible();
  await expect(page.getByText("Your API key appears after approval")).toHaveCount(0);
  await check(page, "api keys that failed to load");
  fail = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("Live API key", { exact: true })).toBeVisible();
});

test("the documentation reads in Spanish around code that stays as written", async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await page.goto("/developer/documentation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentación de la API");
  await expect(page.getByRole("region", { name: "Límites de solicitudes" })).toContainText(
    "100 solicitudes por hora por desarrollador",
  );
  await expect(page.getByRole("region", { name: "Límites de solicitudes" })).toContainText(
    // Spanish groups thousands only from five digits: 1000, but 10.000.
    "de 1 a 1000 trofeos",
  );
  await loaded(page);
  const code = page.getByRole("tabpanel", { name: "JavaScript" });
  await expect(code).toContainText("async function awardTrophies");
  await expect(code).toContainText("Completed the fractions quiz");
  await check(page, "documentation in Spanish");
});

test("a dashboard whose usage fails shows zero calls, as specified, and says why", async ({
  page,
}) => {
  await page.route("**/api/developers/usage", (route) =>
    route.fulfill({ status: 500, json: { error: "Usage store unavailable" } }),
  );
  await page.goto("/developer");
  await expect(page.getByRole("region", { name: "Total Calls" })).toContainText("0");
  const alert = page.getByRole("alert").filter({ hasText: "Usage store unavailable" });
  await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Daily API Calls" })).toContainText(
    "This could not be loaded.",
  );
  await check(page, "developer dashboard whose usage failed");
});

const failingEndpoint = {
  id: "5f0c4b7e-8a51-4c1e-9a55-3f1f8f4d2c10",
  url: "https://hooks.example.com/trophy-rewards/a-rather-long-path-for-a-narrow-screen",
  events: ["award.created", "award.reversed"],
  createdAt: "2026-11-01T09:00:00.000Z",
  failingSince: "2026-11-20T10:30:00.000Z",
  circuit: "open",
  openUntil: "2099-01-01T00:00:00.000Z",
  lastError: "No answer within 10 seconds",
};
const delivery = (id: string, parts: object) => ({
  id,
  messageId: `msg_${id}`,
  event: "award.created",
  status: "failed",
  attempts: 8,
  lastResponseCode: 500,
  lastError: null,
  nextRetryAt: null,
  createdAt: "2026-11-19T10:30:00.000Z",
  deliveredAt: null,
  ...parts,
});

test("the webhooks page, empty, with form errors, with a failing endpoint and its deliveries, and the delete question, passes axe and fits a phone", async ({
  page,
}) => {
  await page.route("**/api/developers/webhooks", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({ json: { webhooks: [] } })
      : route.fallback(),
  );
  await page.goto("/developer/webhooks");
  await expect(page.getByText("No endpoints yet.")).toBeVisible();
  await loaded(page);
  await check(page, "webhooks without endpoints");

  await page.getByLabel("Endpoint URL").fill("not an address");
  await page.getByRole("checkbox", { name: /award\.created/ }).uncheck();
  await page.getByRole("checkbox", { name: /award\.reversed/ }).uncheck();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("Enter a full address such as")).toBeVisible();
  await expect(page.getByText("Choose at least one event.")).toBeVisible();
  await check(page, "webhook form with errors");

  // The server's refusal of the address shows under the field too. This server allows private
  // addresses (the webhook journey's receiver is on localhost), so the refusal is played back.
  await page.route("**/api/developers/webhooks", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: {
            error:
              "The webhook URL must not point to a private, loopback or link-local network address",
            code: "webhook_url_forbidden",
          },
        })
      : route.fallback(),
  );
  await page.getByRole("checkbox", { name: /award\.created/ }).check();
  await page.getByLabel("Endpoint URL").fill("https://192.168.1.20/hooks");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const url = page.getByLabel("Endpoint URL");
  await expect(url).toHaveAccessibleDescription(/must not point to a private/);
  await expect(url).toBeFocused();
  await check(page, "webhook form with the server's refusal");

  await page.unrouteAll();
  await page.route("**/api/developers/webhooks", (route) =>
    route.fulfill({ json: { webhooks: [failingEndpoint] } }),
  );
  await page.route("**/api/developers/webhooks/*/deliveries", (route) =>
    route.fulfill({
      json: {
        deliveries: [
          delivery("d3", {
            status: "pending",
            attempts: 2,
            lastResponseCode: null,
            lastError: "timeout after 10 s",
            nextRetryAt: "2099-01-01T00:00:00.000Z",
          }),
          delivery("d2", {}),
          delivery("d1", {
            event: "ping",
            status: "delivered",
            attempts: 1,
            lastResponseCode: 200,
            deliveredAt: "2026-11-19T10:00:01.000Z",
          }),
        ],
      },
    }),
  );
  await page.reload();
  const endpoint = page.getByRole("region", { name: failingEndpoint.url, exact: true });
  await expect(endpoint).toContainText("Failing since");
  await expect(endpoint).toContainText("Paused until");
  await expect(endpoint).toContainText("No answer within 10 seconds");
  await expect(endpoint.getByRole("table")).toContainText("timeout after 10 s");
  await loaded(page);
  await check(page, "webhooks with a failing endpoint");

  await endpoint.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this endpoint?" });
  await expect(dialog).toContainText(failingEndpoint.url);
  await expect(dialog).toBeInViewport({ ratio: 1 });
  // On a phone the confirm button opens under the pointer that clicked Delete: measure it at rest.
  await page.mouse.move(0, 0);
  await check(page, "delete endpoint question");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the webhooks page and the dashboard's new cards read in Spanish", async ({ page }) => {
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await page.goto("/developer/webhooks");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Webhooks");
  await expect(page.getByRole("region", { name: "Añadir un endpoint" })).toContainText(
    "Hasta 10 endpoints",
  );
  await loaded(page);
  await check(page, "webhooks in Spanish");

  await page.goto("/developer/api-keys");
  await expect(page.getByRole("region", { name: "Clave de API de prueba" })).toContainText(
    "1000 llamadas por hora",
  );
  await page.goto("/developer");
  await expect(
    page.getByRole("region", { name: "Solicitudes recientes", exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Llamadas diarias a la API" }).getByRole("button", {
      name: "Prueba",
    }),
  ).toBeVisible();
  await loaded(page);
  await check(page, "developer dashboard in Spanish");
});
