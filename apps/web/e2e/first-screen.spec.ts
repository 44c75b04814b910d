import { copyFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, PHONE } from "./support/a11y";
import { signIn } from "./support/accounts";
import { celebrations, watchCelebrations } from "./support/celebrations";
import { family } from "./support/family";
import { expectTouchTargets, MIN_TARGET } from "./support/touch-targets";

const CELEBRATION_MAX_MS = 1_500;

/** Waits for the page's data: its heading, no busy region, no skeleton left. */
async function loaded(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

/** The element is entirely within the first 390×844 screen, without scrolling. */
async function expectAboveTheFold(locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  const scrollY = await locator.page().evaluate(() => window.scrollY);
  expect(scrollY, "the page is at its top").toBe(0);
  expect(
    (box?.y ?? 0) + (box?.height ?? 0),
    `${what} ends at ${(box?.y ?? 0) + (box?.height ?? 0)}px, below the first screen`,
  ).toBeLessThanOrEqual(PHONE.height);
}

/**
 * Whether the balance badge in the header can be seen: not clipped away as text for assistive
 * technology only (sr-only), which Playwright's visibility counts as visible.
 */
async function headerBalanceSeen(page: Page): Promise<boolean> {
  return page
    .getByRole("banner")
    .getByRole("status", { name: "Your trophy balance" })
    .evaluate((badge) => {
      for (let el: Element | null = badge; el; el = el.parentElement) {
        if (getComputedStyle(el).clipPath === "inset(50%)") return false;
      }
      return true;
    });
}

/** Saves a screenshot of the first screen into test-results, and a copy for the release note. */
async function firstScreenShot(page: Page, name: string): Promise<void> {
  const file = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await copyFile(file, `/tmp/${name}.png`).catch(() => undefined);
  await test.info().attach(name, { path: file, contentType: "image/png" });
}

/** Redeems the custom reward through the offerings page's Redeem and its confirmation. */
async function redeemOnOfferings(page: Page, title: string): Promise<void> {
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Redeem" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Redemption" });
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("Reward redeemed!", { exact: true }).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test("a child's first screen on a phone: balance, goal, level and what is next, one action", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { student, goal, balance: shown } = await family(request);
  await signIn(page, student.email);
  await page.goto("/student");
  await loaded(page);

  const balance = page.getByRole("region", { name: "Trophy Balance" });
  await expect(balance).toContainText(shown);
  await expectAboveTheFold(balance, "the balance");
  const level = page.getByRole("region", { name: "Achievement Level" });
  await expect(level).toContainText("Beginner");
  await expect(level).toContainText("2 more redemptions to Advanced");
  await expectAboveTheFold(level, "the achievement level and what the next one takes");
  const goalCard = page.getByRole("region", { name: "Your Goal" });
  await expect(goalCard).toContainText(goal);
  const bar = goalCard.getByRole("progressbar", { name: `Progress toward ${goal}` });
  await expect(bar).toHaveAttribute("aria-valuenow", shown.replace(",", ""));
  await expectAboveTheFold(bar, "the goal's progress");
  const next = goalCard.getByRole("link", { name: "Redeem a reward" });
  await expectAboveTheFold(next, "the one next action");
  for (const figure of ["Rewards Redeemed", "Available Rewards"]) {
    await expectAboveTheFold(page.getByRole("region", { name: figure }), figure);
  }

  // The balance shows once: the header's badge is left to assistive technology here.
  expect(await headerBalanceSeen(page)).toBe(false);
  // The brand is never cut short: on a phone the mark stands alone, named by the brand.
  const brand = page.getByRole("banner").getByRole("link", { name: "Trophy Rewards" });
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0)).toBe(
    true,
  );
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Change your avatar" }),
  ).toBeVisible();
  await firstScreenShot(page, "child-first-screen");

  await page.goto("/student/offerings");
  await loaded(page);
  await expect(page.getByRole("region", { name: "Trophy Balance" })).toContainText(shown);
  expect(await headerBalanceSeen(page)).toBe(false);
  await page.goto("/student/history");
  await loaded(page);
  // Where the page does not show it, the header's badge does.
  expect(await headerBalanceSeen(page)).toBe(true);

  await page.goto("/student");
  await loaded(page);
  await expectNoAxeViolations(page, "the child's first screen");
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await page.reload();
  await loaded(page);
  await expect(page.getByRole("region", { name: "Nivel de logro" })).toContainText(
    "2 canjes más para Avanzado",
  );
  await expectNoAxeViolations(page, "the child's first screen in Spanish");
});

test("a parent's first screen on a phone puts what needs action first, then counts that link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { parent, treat } = await family(request);
  await signIn(page, parent.email);
  await page.goto("/parent");
  await loaded(page);

  const approvals = page.getByRole("region", { name: "Gift Cards to Approve" });
  const toFulfill = page.getByRole("region", { name: "Rewards to Fulfill" });
  const requests = page.getByRole("region", { name: "Your Connection Requests" });
  const tiles = page.getByRole("region", { name: "Linked Students" });
  await expect(approvals).toContainText("Roblox");
  await expect(toFulfill).toContainText("2 redeemed rewards are waiting for you to fulfill them.");
  await expect(toFulfill.getByRole("listitem", { name: treat }).first()).toBeVisible();
  await expect(requests).toContainText("Declined");
  await expect(requests).toContainText("1 connection request is waiting for the student's answer.");
  await expectAboveTheFold(approvals.getByRole("heading").first(), "the gift cards to approve");

  const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Infinity;
  expect(await top(approvals)).toBeLessThan(await top(toFulfill));
  expect(await top(toFulfill)).toBeLessThan(await top(requests));
  expect(await top(requests)).toBeLessThan(await top(tiles));
  for (const [title, path] of [
    ["Linked Students", "/parent/students"],
    ["Custom Rewards", "/parent/custom-rewards"],
    ["Pending Fulfillments", "/parent/fulfillment"],
  ] as const) {
    await expect(page.getByRole("region", { name: title }).getByRole("link")).toHaveAttribute(
      "href",
      path,
    );
  }
  await expect(page.getByRole("region", { name: "Pending Fulfillments" })).toContainText("2");
  await firstScreenShot(page, "parent-first-screen");

  // Mark as Fulfilled right there: the list shrinks, focus lands on its heading.
  await toFulfill.getByRole("button", { name: "Mark as Fulfilled" }).first().click();
  const dialog = page.getByRole("alertdialog", { name: "Mark this reward as fulfilled?" });
  await dialog.getByRole("button", { name: "Mark as Fulfilled" }).click();
  await expect(dialog).toBeHidden();
  await expect(toFulfill).toContainText("1 redeemed reward is waiting for you to fulfill it.");
  await expect(page.getByRole("region", { name: "Pending Fulfillments" })).toContainText("1");
  await expect(toFulfill.getByRole("heading", { name: "Rewards to Fulfill" })).toBeFocused();
  await expectNoAxeViolations(page, "the parent's first screen");

  await page.getByRole("region", { name: "Pending Fulfillments" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/parent\/fulfillment$/);
});

test("every interactive element on the student's and the parent's screens is at least 44×44 px on a phone", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { student, parent } = await family(request);
  await signIn(page, student.email);
  for (const route of [
    "/student",
    "/student/offerings",
    "/student/history",
    "/student/history?tab=giftcards",
    "/student/profile",
  ]) {
    await page.goto(route);
    await loaded(page);
    await expectTouchTargets(page, route);
  }
  // Every tab of the offerings and the history filters, once shown.
  await page.goto("/student/offerings");
  await loaded(page);
  await page.getByRole("tab", { name: "Custom" }).click();
  await expectTouchTargets(page, "/student/offerings, Custom");

  await page.getByRole("banner").getByRole("button", { name: "Toggle menu" }).click();
  await expectTouchTargets(page, "the student's menu");

  // The skip link, once the keyboard reaches it.
  await page.goto("/student");
  await loaded(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  const skipBox = await skip.boundingBox();
  expect(skipBox?.height ?? 0, "the skip link's height").toBeGreaterThanOrEqual(MIN_TARGET);

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
  });
  await signIn(page, parent.email);
  for (const route of [
    "/parent",
    "/parent/students",
    "/parent/custom-rewards",
    "/parent/fulfillment",
    "/parent/profile",
  ]) {
    await page.goto(route);
    await loaded(page);
    await expectTouchTargets(page, route);
  }
  // The dashboard's daily figures, opened.
  await page.goto("/parent");
  await loaded(page);
  await page.getByText("Daily figures").first().click();
  await expectTouchTargets(page, "/parent with the daily figures open");
});

test("redeeming is celebrated in at most 1.5 s, and not at all under reduced motion", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { student, treat } = await family(request);
  await signIn(page, student.email);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/student/offerings");
  await loaded(page);
  await page.getByRole("tab", { name: "Custom" }).click();
  await watchCelebrations(page);
  await redeemOnOfferings(page, treat);
  await page.waitForTimeout(CELEBRATION_MAX_MS);
  const calm = await celebrations(page);
  expect(calm.appeared, "no celebration under reduced motion").toEqual([]);
  expect(
    await page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running")),
  ).toHaveLength(0);

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.reload();
  await loaded(page);
  await page.getByRole("tab", { name: "Custom" }).click();
  await watchCelebrations(page);
  await redeemOnOfferings(page, treat);
  await expect.poll(async () => (await celebrations(page)).left.length, { timeout: 5_000 }).toBe(1);
  const burst = await celebrations(page);
  expect(burst.appeared).toHaveLength(1);
  expect(burst.animated, "the celebration animates").toBe(true);
  const lasted = (burst.left[0] ?? 0) - (burst.appeared[0] ?? 0);
  expect(lasted, `the celebration lasted ${Math.round(lasted)} ms`).toBeLessThanOrEqual(
    CELEBRATION_MAX_MS,
  );
  await expect(page.locator("[data-celebration]")).toHaveCount(0);
});
