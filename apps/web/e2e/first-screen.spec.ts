import { copyFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, PHONE } from "./support/a11y";
import { createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { PASSWORD } from "./support/env";
import { createRewardFor, linkStudent } from "./support/parents";

const json = { accept: "application/json" };
const MIN_TARGET = 44;
const CELEBRATION_MAX_MS = 1_500;

async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  expect(res.status(), await res.text()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...json, authorization: `Bearer ${accessToken}` };
}

async function call(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: "GET" | "POST" | "PUT",
  url: string,
  data?: object,
): Promise<unknown> {
  const res = await request.fetch(url, { method, headers, data });
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.status() === 204 ? null : res.json();
}

interface Family {
  parent: { email: string };
  student: { email: string };
  treat: string;
  goal: string;
  /** The student's balance once everything above is done, as the screens write it. */
  balance: string;
}

/**
 * A parent/guide and a student with everything a first screen shows: a pinned goal part of the
 * way, 3 redemptions (2 more to Advanced), two custom rewards waiting to be fulfilled, a gift card
 * waiting for the parent's approval, the student's avatar, and connection requests (one waiting,
 * one declined).
 */
async function family(request: APIRequestContext): Promise<Family> {
  const parent = await createParent(request, "Phone Parent");
  const student = await createStudent(request, "Phone Pip");
  const suffix = uniqueEmail("r").slice(2, 8);
  const treat = `Pizza night ${suffix}`;
  const goal = `Bike ride ${suffix}`;
  await linkStudent(request, parent.email, student.email);
  await awardTrophies(request, student.email, 900, "Reading week");
  await createRewardFor(request, parent.email, student.email, { title: treat, trophyCost: 50 });
  await createRewardFor(request, parent.email, student.email, { title: goal, trophyCost: 2000 });

  const asParent = await bearer(request, parent.email);
  const asStudent = await bearer(request, student.email);
  const { rewards: made } = (await call(request, asParent, "GET", "/api/parents/rewards")) as {
    rewards: { id: string; title: string; customForStudent: string }[];
  };
  const treatId = made.find((r) => r.title === treat)?.id ?? "";
  const goalId = made.find((r) => r.title === goal)?.id ?? "";
  await call(request, asParent, "PUT", `/api/parents/rewards/${treatId}`, { picture: "pizza" });
  await call(request, asParent, "PUT", `/api/parents/rewards/${goalId}`, { picture: "bike" });
  // Two redemptions here and the gift card below: 3, so 2 more to Advanced.
  for (let i = 0; i < 2; i++) {
    await call(request, asStudent, "POST", `/api/students/rewards/${treatId}/redeem`);
  }
  await call(request, asStudent, "PUT", "/api/students/goal", { rewardId: goalId });
  await call(request, asStudent, "PUT", "/api/users/profile", { avatar: "panda" });

  // A gift card waiting for the parent's approval.
  const studentId = made[0]?.customForStudent ?? "";
  await call(request, asParent, "PUT", `/api/parents/students/${studentId}/settings`, {
    approveGiftCards: true,
  });
  const { rewards: offered } = (await call(
    request,
    asStudent,
    "GET",
    "/api/students/rewards?limit=100",
  )) as { rewards: { id: string; trophyCost: number; availableCount: number | null }[] };
  const card = offered.find(
    (r) => r.id.startsWith("gc_roblox") && r.trophyCost <= 300 && (r.availableCount ?? 0) > 0,
  );
  expect(card, "the demo stock has a Roblox card the student can afford").toBeDefined();
  const [cardType, usdAmount, trophyCost] = (card?.id ?? "").replace(/^gc_/, "").split("_");
  const held = await request.post("/api/students/rewards/redeem-gift-card", {
    headers: asStudent,
    data: { cardType, usdAmount: Number(usdAmount), trophyCost: Number(trophyCost) },
  });
  expect(held.status(), await held.text()).toBe(202);

  // Two requests: one the student declines, one still waiting.
  const declining = await createStudent(request, "Phone Declines");
  const waiting = await createStudent(request, "Phone Waits");
  for (const other of [declining, waiting]) {
    await call(request, asParent, "POST", "/api/parents/students/request", {
      studentEmail: other.email,
    });
  }
  const asDeclining = await bearer(request, declining.email);
  const { requests } = (await call(
    request,
    asDeclining,
    "GET",
    "/api/students/connection-requests",
  )) as { requests: { id: string }[] };
  await call(
    request,
    asDeclining,
    "POST",
    `/api/students/connection-requests/${requests[0]?.id ?? ""}/reject`,
  );
  const { balance } = (await call(request, asStudent, "GET", "/api/students/trophies")) as {
    balance: number;
  };
  return { parent, student, treat, goal, balance: balance.toLocaleString("en-US") };
}

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
 * Every interactive element visible on the page (links, buttons, fields, tabs, radios, switches,
 * summaries, anything focusable): its box, and its name for the failure message. Left out:
 * elements visually hidden (1 px boxes: the skip link until it is focused, the header's balance
 * where the page shows it) and links inside running prose (a sentence's link cannot be 44 px tall
 * without breaking its line; the test fails if any is found, so one added later is looked at).
 */
async function smallTargets(page: Page): Promise<{ offenders: string[]; inProse: string[] }> {
  return page.evaluate((min) => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[role=link]",
      "[role=tab]",
      "[role=radio]",
      "[role=switch]",
      "[role=checkbox]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const describe = (el: Element) => {
      const name = el.getAttribute("aria-label") ?? el.textContent.replace(/\s+/g, " ").trim();
      const role = el.getAttribute("role");
      return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${name.slice(0, 40)}"`;
    };
    const offenders: string[] = [];
    const inProse: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.display === "none") continue;
      if (el.closest("[aria-hidden=true], [inert]")) continue;
      // Visually hidden (sr-only: clipped to nothing), such as the skip link until it is focused.
      if (
        style.clipPath === "inset(50%)" ||
        style.getPropertyValue("clip") === "rect(0px, 0px, 0px, 0px)"
      )
        continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const parent = el.parentElement;
      if (
        el.tagName === "A" &&
        parent?.tagName === "P" &&
        [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      ) {
        inProse.push(describe(el));
        continue;
      }
      if (box.width < min || box.height < min) {
        offenders.push(`${describe(el)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return { offenders, inProse };
  }, MIN_TARGET);
}

async function expectTouchTargets(page: Page, route: string): Promise<void> {
  const { offenders, inProse } = await smallTargets(page);
  expect(inProse, `links in running prose on ${route}`).toEqual([]);
  expect(offenders, `interactive elements under 44×44 px on ${route}`).toEqual([]);
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

/**
 * Watches for the celebration: when it appeared, when it left, and whether any of its animations
 * ran. Set up before the action that may celebrate.
 */
async function watchCelebrations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log = { appeared: [] as number[], left: [] as number[], animated: false };
    (window as unknown as { celebrations: typeof log }).celebrations = log;
    const seen = new Set<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-celebration]")) {
        if (seen.has(el)) continue;
        seen.add(el);
        log.appeared.push(performance.now());
        // Its animations start once it is on the page: look for them over its first moments.
        const started = performance.now();
        const look = () => {
          if (el.getAnimations({ subtree: true }).some((a) => a.playState === "running")) {
            log.animated = true;
          } else if (performance.now() - started < 500 && el.isConnected) {
            requestAnimationFrame(look);
          }
        };
        look();
      }
      for (const el of seen) {
        if (!el.isConnected && log.left.length < log.appeared.length) {
          log.left.push(performance.now());
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const celebrations = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          celebrations: { appeared: number[]; left: number[]; animated: boolean };
        }
      ).celebrations,
  );

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
