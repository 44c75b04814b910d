import { expect, test, type Page } from "@playwright/test";
import { PHONE } from "./support/a11y";
import { createStudent, signIn } from "./support/accounts";
import { approvedDeveloper } from "./support/approved-developer";

const FAILURE = { error: "Database unavailable", code: "internal_error" };

/** The toasts on screen: Radix keeps them in the "Notifications" region. */
const toasts = (page: Page) =>
  page.getByRole("region", { name: /^Notifications/ }).getByRole("status");

/**
 * Fails every call to `path` with a 500 until the returned switch is turned off: the client
 * retries a 5xx twice, so the page sees the failure only once all three have failed.
 */
async function failing(page: Page, path: string): Promise<{ recover: () => void }> {
  let fail = true;
  await page.route(`**${path}*`, (route) =>
    fail ? route.fulfill({ status: 500, json: FAILURE }) : route.fallback(),
  );
  return {
    recover: () => {
      fail = false;
    },
  };
}

/** The failure's one signal: one alert in place, with Try again, and no toast besides. */
async function expectOneSignal(page: Page, title: string) {
  const alert = page.getByRole("alert").filter({ hasText: FAILURE.error });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(title);
  await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
  // A toast would have come with the failure; give it a moment to show that none does.
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(0);
  return alert;
}

test("a failed history load says so once, in place, and Try again loads it", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Failing History");
  await signIn(page, student.email);
  const trophies = await failing(page, "/api/students/trophies");
  await page.goto("/student/history");
  const alert = await expectOneSignal(page, "Error loading history");

  trophies.recover();
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("No activity yet", { exact: false })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: FAILURE.error })).toHaveCount(0);
});

test("on a phone a failed balance is said whole in the balance card, once", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Failing Balance");
  await page.setViewportSize(PHONE);
  await signIn(page, student.email);
  const trophies = await failing(page, "/api/students/trophies");
  await page.goto("/student/offerings");
  const balance = page.getByRole("region", { name: "Trophy Balance" }).first();
  const alert = await expectOneSignal(page, FAILURE.error);
  await expect(balance.getByRole("alert")).toHaveCount(1);
  // Every line of the message is inside the card and the screen: nothing is cut off.
  const message = alert.getByText(FAILURE.error);
  const cut = await message.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const card = el.closest('[role="region"]')?.getBoundingClientRect();
    return (
      el.scrollWidth > el.clientWidth ||
      box.right > window.innerWidth ||
      (card !== undefined && (box.left < card.left || box.right > card.right))
    );
  });
  expect(cut, "the message is cut off").toBe(false);

  trophies.recover();
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(balance).toContainText("0");
  await expect(balance.getByRole("alert")).toHaveCount(0);
});

test("a developer's failed key load says so once, and Try again shows the keys", async ({
  page,
  request,
}) => {
  const developer = await approvedDeveloper(request, "Failing Keys");
  await signIn(page, developer.email);
  const keys = await failing(page, "/api/developers/api-key");
  await page.goto("/developer/api-keys");
  const alert = await expectOneSignal(page, FAILURE.error);

  keys.recover();
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("region", { name: "Live API Key" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
