import { expect, test, type Page } from "@playwright/test";
import { createParent, createStudent, signIn } from "./support/accounts";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { awardTrophies } from "./support/awards";
import { createRewardFor, linkStudent } from "./support/parents";

/** Every check of a screen state: axe in both themes, and nothing wider than a phone. */
async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

test("a student pins a goal, an award moves its bar live, reaching it is celebrated once, and the parent sees it", async ({
  page,
  browser,
  request,
}) => {
  // Two people, five screen states checked with axe in both themes, and page loads: longer than
  // the default.
  test.setTimeout(90_000);
  const student = await createStudent(request, "Goal Gina");
  const parent = await createParent(request, "Pat Goal");
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, {
    title: "Bike trip",
    trophyCost: 100,
  });
  await awardTrophies(request, student.email, 40, "Spelling test");

  await page.setViewportSize(PHONE);
  await signIn(page, student.email);
  await page.goto("/student");
  const goalCard = page.getByRole("region", { name: "Your Goal" });
  await expect(goalCard).toContainText("Pick a reward to save towards");
  await check(page, "student dashboard without a goal");

  // Pinned from the rewards list.
  await goalCard.getByRole("link", { name: "Choose a goal" }).click();
  const bike = page.getByRole("article", { name: "Bike trip" });
  await bike.getByRole("button", { name: "Set as goal" }).click();
  await expect(bike.getByRole("button", { name: "Remove goal" })).toBeVisible();
  await expect(bike).toContainText("Your goal");
  await check(page, "rewards with a pinned goal");

  const streamOpen = page.waitForResponse((r) => r.url().includes("/api/sse/balance-updates/"));
  await page.goto("/student");
  expect((await streamOpen).status()).toBe(200);
  const bar = goalCard.getByRole("progressbar", { name: "Progress toward Bike trip" });
  await expect(bar).toHaveAttribute("aria-valuenow", "40");
  await expect(bar).toHaveAttribute("aria-valuemax", "100");
  await expect(goalCard).toContainText("40 of 100 trophies");
  await expect(goalCard).toContainText("60 more trophies to go");
  await check(page, "student dashboard with a goal under way");
  await page.evaluate(() => {
    (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
  });

  // An award through the API: the bar moves without a reload.
  await awardTrophies(request, student.email, 30, "Reading log");
  await expect(bar).toHaveAttribute("aria-valuenow", "70");
  await expect(goalCard).toContainText("70 of 100 trophies");
  const status = goalCard.getByRole("status");
  await expect(status).toBeEmpty();

  await awardTrophies(request, student.email, 45, "Science project");
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(goalCard).toContainText("100 of 100 trophies");
  await expect(status).toHaveText("Goal reached! You can redeem Bike trip now.");
  await expect(goalCard).toContainText("You have enough trophies to redeem it.");
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(
    true,
  );
  await check(page, "student dashboard celebrating the goal");

  // Once: coming back, and another award, celebrate nothing more.
  const reopened = page.waitForResponse((r) => r.url().includes("/api/sse/balance-updates/"));
  await page.reload();
  expect((await reopened).status()).toBe(200);
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await awardTrophies(request, student.email, 5, "Extra credit");
  await expect(
    page.getByRole("banner").getByRole("status", { name: "Your trophy balance" }),
  ).toContainText("120");
  await expect(status).toBeEmpty();

  // The linked parent sees the goal on the dashboard.
  const parentContext = await browser.newContext({ viewport: PHONE });
  const parentPage = await parentContext.newPage();
  await signIn(parentPage, parent.email);
  await parentPage.goto("/parent");
  const row = parentPage
    .getByRole("region", { name: "Your Students" })
    .getByRole("listitem", { name: student.email });
  await expect(row).toContainText("Goal: Bike trip");
  await expect(
    row.getByRole("progressbar", { name: "Goal Gina's progress toward Bike trip" }),
  ).toHaveAttribute("aria-valuenow", "100");
  await check(parentPage, "parent dashboard with a student's goal");
  await parentContext.close();

  // Unpinned from the dashboard.
  await goalCard.getByRole("button", { name: "Remove goal" }).click();
  await expect(goalCard).toContainText("Pick a reward to save towards");
});

test("the goal screens in Spanish fit a phone", async ({ page, request }) => {
  const student = await createStudent(request, "Meta Marta");
  const parent = await createParent(request, "Papá Meta");
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, {
    title: "Tarde de cine con palomitas y helado",
    trophyCost: 250,
  });
  await awardTrophies(request, student.email, 100);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, student.email);
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await page.goto("/student/offerings");
  const movie = page.getByRole("article", { name: "Tarde de cine con palomitas y helado" });
  await movie.getByRole("button", { name: "Fijar como meta" }).click();
  await expect(movie.getByRole("button", { name: "Quitar meta" })).toBeVisible();
  await expectFitsViewport(page, "rewards in Spanish with a goal");
  await page.goto("/student");
  const goalCard = page.getByRole("region", { name: "Tu meta" });
  await expect(goalCard).toContainText("100 de 250 trofeos");
  await expect(goalCard).toContainText("Te faltan 150 trofeos");
  await expectFitsViewport(page, "student dashboard in Spanish with a goal");
});
