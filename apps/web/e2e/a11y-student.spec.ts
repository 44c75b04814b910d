import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createParent, createStudent, signIn } from "./support/accounts";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { awardTrophies } from "./support/awards";
import { PASSWORD } from "./support/env";
import { createRewardFor, linkStudent, redeemReward } from "./support/parents";

const json = { accept: "application/json" };
const AWARD = 1000;
const AWARD_SHOWN = AWARD.toLocaleString("en-US");

/** Every check of a screen state: nothing wider than the viewport, and axe in both themes. */
async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

/** A parent/guide asks to link with the student, through the API; the request stays pending. */
async function sendConnectionRequest(
  request: APIRequestContext,
  parentEmail: string,
  studentEmail: string,
): Promise<void> {
  const login = await request.post("/auth/login", {
    data: { email: parentEmail, password: PASSWORD },
    headers: json,
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const sent = await request.post("/api/parents/students/request", {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
    data: { studentEmail },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

const balanceBadge = (page: Page) =>
  page.getByRole("banner").getByRole("status", { name: "Your trophy balance" });

/**
 * The layout shift the page has had since it loaded (Chromium's layout-shift entries), leaving out
 * the app footer being pushed below the fold as the area's code arrives: that is the shell's, not
 * the student area's.
 */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
        const inFooter = (node: Node | null) =>
          node !== null && document.querySelector("footer")?.contains(node) === true;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            if (entry.sources.every((source) => inFooter(source.node))) continue;
            total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => {
          resolve(total);
        }, 500);
      }),
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test("a new student's screens, with nothing earned yet, pass axe and fit a phone", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent(request, "Axe Newcomer");
  await signIn(page, student.email);

  await page.goto("/student");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    "No activity yet.",
  );
  await expect(page.getByRole("region", { name: "Rewards You Can Afford" })).toContainText(
    "Keep earning trophies",
  );
  await check(page, "dashboard of a new student");

  await page.goto("/student/offerings");
  const first = page.getByRole("article").first();
  await expect(first.getByRole("progressbar")).toBeVisible();
  await check(page, "offerings, All, nothing affordable");
  await page.getByRole("tab", { name: "Base" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Base" }).getByRole("article").first(),
  ).toBeVisible();
  await check(page, "offerings, Base");
  await page.getByRole("tab", { name: "Custom" }).click();
  await expect(page.getByText("No custom rewards yet.", { exact: false })).toBeVisible();
  await check(page, "offerings, Custom, empty");

  await page.goto("/student/history");
  await expect(page.getByText("No activity yet.", { exact: false })).toBeVisible();
  await check(page, "history, transactions, empty");
  await page.getByRole("tab", { name: "Gift Cards" }).click();
  await expect(page.getByRole("link", { name: "Browse Offerings" })).toBeVisible();
  await check(page, "history, gift cards, empty");
  await page.getByRole("tab", { name: "Rewards" }).click();
  await expect(page.getByText(/^No rewards redeemed yet/)).toBeVisible();
  await check(page, "history, rewards, empty");

  await page.goto("/student/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await check(page, "profile, editing");
});

test("a student's screens with trophies, a request, a custom reward and a gift card pass axe and fit a phone", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const guide = await createParent(request, "Axe Guide");
  // A long address: it must break inside the request rather than push the page sideways.
  const asking = await createParent(request, "Axe Alexandrina Longname-Featherstonehaugh");
  const student = await createStudent(request, "Axe Achiever");
  await linkStudent(request, guide.email, student.email);
  await createRewardFor(request, guide.email, student.email, {
    title: "Trip to the science museum",
    trophyCost: 5000,
  });
  await sendConnectionRequest(request, asking.email, student.email);
  await signIn(page, student.email);
  await page.goto("/student");
  await awardTrophies(request, student.email, AWARD, "Reading challenge");
  await expect(balanceBadge(page)).toContainText(AWARD_SHOWN);

  const requests = page.getByRole("region", { name: "Connection Requests" });
  await expect(requests).toContainText(asking.email);
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    "Reading challenge",
  );
  await check(page, "dashboard with a connection request");

  await page.goto("/student/offerings");
  await expect(page.getByRole("region", { name: "Trophy Balance" })).toContainText(AWARD_SHOWN);
  await check(page, "offerings, All, some affordable");
  await page.getByRole("tab", { name: "Custom" }).click();
  const custom = page.getByRole("article", { name: "Trip to the science museum" });
  await expect(custom).toContainText("You need 4,000 more trophies");
  await check(page, "offerings, Custom, out of reach");
  await page.getByRole("tab", { name: "All" }).click();

  await page
    // Roblox has the deepest demo stock: the admin journey counts Starbucks and Fortnite cards.
    .getByRole("article", { name: /^Roblox .* Gift Card$/ })
    .first()
    .getByRole("button", { name: "Redeem" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Confirm Redemption" });
  await expect(confirm).toContainText("Balance after");
  await check(page, "confirm redemption");
  await confirm.getByRole("button", { name: "Confirm" }).click();

  const dialog = page.getByRole("dialog", { name: "Your Gift Card" });
  await expect(dialog).toBeVisible();
  const done = dialog.getByRole("button", { name: "Done" });
  await expect(done).toBeDisabled();
  await expect(done).toHaveAccessibleDescription(/Copy your code first/);
  await check(page, "gift card dialog");
  await page.keyboard.press("Escape");
  const alert = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(alert).toBeVisible();
  await check(page, "close without copying");
  await alert.getByRole("button", { name: "Go Back" }).click();
  await dialog.getByRole("button", { name: "Copy Code" }).click();
  await expect(done).toBeEnabled();
  await check(page, "gift card dialog, code copied");
  await done.click();
  await expect(dialog).toBeHidden();

  // A base reward waits for a person to hand it over: the history's Rewards tab says so.
  await redeemReward(request, student.email, "Choose the class game");
  await page.goto("/student/history");
  await expect(page.getByText("Reading challenge")).toBeVisible();
  await check(page, "history, transactions");
  await page.getByRole("tab", { name: "Rewards" }).click();
  await expect(
    page
      .getByRole("list", { name: "Rewards you redeemed" })
      .getByRole("listitem", { name: "Choose the class game" }),
  ).toContainText("Waiting");
  await check(page, "history, rewards");
  await page.getByRole("tab", { name: "Trophy Transactions" }).click();
  await page.getByRole("button", { name: "Redemptions" }).click();
  await check(page, "history, transactions, redemptions");
  await page.getByRole("tab", { name: "Gift Cards" }).click();
  const tile = page.getByRole("article").first();
  await expect(tile).toContainText("•");
  await check(page, "history, gift cards");
  await tile.getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog", { name: "Gift Card Details" })).toBeVisible();
  await check(page, "gift card details");
  await page.keyboard.press("Escape");
  await expect(tile.getByRole("button", { name: "View Details" })).toBeFocused();

  // Every route and dialog fits the narrowest phone and a tablet too.
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of [
      "/student",
      "/student/offerings",
      "/student/history",
      "/student/profile",
    ]) {
      await page.goto(route);
      await expect(page.locator("main h1")).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectFitsViewport(page, `${route} at ${width}px`);
    }
    await page.goto("/student/history?tab=giftcards");
    await page.getByRole("button", { name: "View Details" }).first().click();
    await expect(page.getByRole("dialog", { name: "Gift Card Details" })).toBeVisible();
    await expectFitsViewport(page, `gift card details at ${width}px`);
  }
});

test("the dashboard does not move when its data and a connection request arrive", async ({
  page,
  request,
}) => {
  const asking = await createParent(request, "Shift Guide");
  const student = await createStudent(request, "Shift Sam");
  await awardTrophies(request, student.email, 30, "Shapes quiz");
  await sendConnectionRequest(request, asking.email, student.email);
  await signIn(page, student.email);

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/student");
    await expect(page.getByRole("region", { name: "Connection Requests" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
      "Shapes quiz",
    );
    await page.waitForLoadState("networkidle");
    const shift = await cumulativeLayoutShift(page);
    expect(shift, `layout shift at ${viewport.width}px`).toBeLessThan(0.05);
  }
});

test("a failed load says so where the data would be, and Try again loads it", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const student = await createStudent(request, "Axe Unlucky");
  await signIn(page, student.email);
  // A 4xx answer is not retried, so the failure shows at once.
  const refuse = (path: string) =>
    page.route(`**${path}?*`, (route) =>
      route.fulfill({ status: 400, json: { error: "Not today.", code: "validation_error" } }),
    );

  await refuse("/api/students/redemptions");
  await page.goto("/student");
  await expect(page.getByText("Error loading dashboard").first()).toBeVisible();
  const failed = page.getByRole("alert").filter({ hasText: "Not today." });
  await expect(failed).toBeVisible();
  await expect(page.getByRole("region", { name: "Rewards Redeemed" })).not.toContainText("0");
  await check(page, "dashboard, redemptions failed");
  await page.unrouteAll();
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("region", { name: "Rewards Redeemed" })).toContainText("0");
  await expect(failed).toHaveCount(0);

  await refuse("/api/students/rewards");
  await page.goto("/student/offerings");
  await expect(page.getByText("Error loading rewards").first()).toBeVisible();
  await expect(failed).toBeVisible();
  await expect(page.getByText("No rewards to show here yet.")).toHaveCount(0);
  await check(page, "offerings, rewards failed");
  await page.unrouteAll();
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("article").first()).toBeVisible();

  await refuse("/api/students/gift-cards");
  await page.goto("/student/history?tab=giftcards");
  await expect(page.getByText("Error loading history").first()).toBeVisible();
  await expect(failed).toBeVisible();
  await expect(page.getByText("No gift cards yet.", { exact: false })).toHaveCount(0);
  await check(page, "history, gift cards failed");
  await page.unrouteAll();
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("link", { name: "Browse Offerings" })).toBeVisible();
});

test("in Spanish the student's screens are in Spanish, counted right, and still fit a phone", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const student = await createStudent(request, "Axe Español");
  await signIn(page, student.email);
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await awardTrophies(request, student.email, 1, "Dictado");

  await page.goto("/student");
  await expect(page.getByRole("region", { name: "Saldo de trofeos" })).toContainText("1");
  await expect(page.getByRole("region", { name: "Nivel de logro" })).toContainText("Principiante");
  await check(page, "dashboard in Spanish");

  await page.goto("/student/offerings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catálogo de recompensas");
  await expect(page.getByRole("region", { name: "Saldo de trofeos" })).toContainText("1 trofeo");
  await expect(page.getByText(/^Te faltan? [\d.]+ trofeos?$/).first()).toBeVisible();
  await check(page, "offerings in Spanish");

  await page.goto("/student/history");
  await expect(page.getByRole("tab", { name: "Movimientos de trofeos" })).toBeVisible();
  await expect(page.getByText("Dictado")).toBeVisible();
  await check(page, "history in Spanish");
  await page.getByRole("tab", { name: "Tarjetas regalo" }).click();
  await expect(page.getByRole("link", { name: "Ver recompensas" })).toBeVisible();
  await check(page, "gift cards in Spanish");
  await page.getByRole("tab", { name: "Recompensas" }).click();
  await expect(page.getByText(/^Todavía no has canjeado recompensas/)).toBeVisible();
  await check(page, "rewards in Spanish");
});
