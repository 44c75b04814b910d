import { expect, test, type Page } from "@playwright/test";
import { createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import {
  expectFitsViewport,
  expectNoAxeViolations,
  PHONE,
  expectRoutesFitInLanguages,
} from "./support/a11y";
import { awardTrophies } from "./support/awards";
import { createRewardFor, linkStudent, redeemReward } from "./support/parents";

const row = (page: Page, list: string, name: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem", { name, exact: true });

/** Every check of a screen state: axe in both themes, and nothing wider than a phone. */
async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test("a new parent's screens, with nothing linked yet, pass axe and fit a phone", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Axe Newcomer");
  await signIn(page, parent.email);

  await page.goto("/parent");
  const students = page.getByRole("region", { name: "Your Students" });
  await expect(students).toContainText("No linked students yet.");
  await expect(students.getByRole("link", { name: "Connect a Student" })).toBeVisible();
  await check(page, "dashboard without students");

  await page.goto("/parent/custom-rewards");
  await expect(page.getByText("Link a student first", { exact: false })).toBeVisible();
  await expect(page.getByText("No custom rewards yet.")).toBeVisible();
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expect(page.getByText("Please select a student")).toBeVisible();
  await check(page, "custom rewards without students, with the form's errors");

  await page.goto("/parent/fulfillment");
  await expect(page.getByText("No redemptions to fulfill yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Custom Rewards" })).toBeVisible();
  await check(page, "fulfillment without redemptions");
});

test("a parent's screens with a linked student, a pending request, a reward and a redemption pass axe and fit a phone", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const parent = await createParent(request, "Axe Parent");
  // A long address: it must break inside its row rather than push the page sideways.
  const student = await createStudent(request, "Axe Alexandrina Longname-Featherstonehaugh");
  const pending = await createStudent(request, "Axe Pending");
  const title = `Museum visit ${uniqueEmail("r").slice(2, 8)}`;
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, { title, trophyCost: 20 });
  await awardTrophies(request, student.email, 30, "Reading week");
  await redeemReward(request, student.email, title);

  await signIn(page, parent.email);
  await page.goto("/parent");
  await expect(page.getByRole("region", { name: "Your Students" })).toContainText(student.email);
  await expect(page.getByRole("region", { name: "Pending Fulfillments" })).toContainText("1");
  await check(page, "dashboard with a student");

  await page.goto("/parent/students");
  await page.getByLabel("Student email").fill(pending.email);
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByText("Connection request sent", { exact: true }).first()).toBeVisible();
  await expect(row(page, "Linked Students", student.email)).toContainText("10 trophies");
  await check(page, "students page with a pending request");

  await row(page, "Linked Students", student.email).getByRole("button", { name: "Unlink" }).click();
  const unlink = page.getByRole("alertdialog", { name: "Unlink this student?" });
  await expect(unlink).toContainText(student.email);
  await check(page, "unlink confirmation");
  await unlink.getByRole("button", { name: "Cancel" }).click();
  await expect(unlink).toBeHidden();

  await page.goto("/parent/custom-rewards");
  await expect(row(page, "Your Custom Rewards", title)).toContainText("20 trophies");
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await check(page, "custom rewards with the form's errors and a reward");

  await page.goto("/parent/fulfillment");
  const redemption = row(page, "Fulfillment", title);
  await expect(redemption).toContainText("Pending");
  await check(page, "fulfillment with a pending redemption");

  await redemption.getByRole("button", { name: "Mark as Fulfilled" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Mark this reward as fulfilled?" });
  await expect(dialog).toContainText(title);
  await check(page, "mark as fulfilled confirmation");
  await dialog.getByRole("button", { name: "Mark as Fulfilled" }).click();
  await expect(dialog).toBeHidden();
  await expect(redemption).toContainText("Fulfilled");
  await expect(redemption.getByRole("button")).toHaveCount(0);
  await check(page, "fulfillment after fulfilling");
});

test("parent screens fit 360 and 768 pixel wide screens too, in English and Spanish", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Width Parent");
  const student = await createStudent(request, "Width Student");
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, {
    title: "A rather long custom reward title that needs to wrap on small screens",
    trophyCost: 1000,
  });
  await signIn(page, parent.email);
  await expectRoutesFitInLanguages(page, [
    "/parent",
    "/parent/students",
    "/parent/custom-rewards",
    "/parent/fulfillment",
  ]);
});

test("a failed load says so where the list would be, with Try again, and passes axe", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Failing Parent");
  await signIn(page, parent.email);
  let fail = true;
  await page.route("**/api/parents/fulfillments**", (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: "Database unavailable" } })
      : route.fallback(),
  );
  await page.goto("/parent/fulfillment");
  const alert = page.getByRole("alert").filter({ hasText: "Database unavailable" });
  await expect(alert).toBeVisible();
  await expect(page.getByText("Error loading data", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("No redemptions to fulfill yet.")).toHaveCount(0);
  await check(page, "fulfillment that failed to load");

  fail = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("No redemptions to fulfill yet.")).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("the parent area reads in Spanish, with counts in Spanish", async ({ page, request }) => {
  const parent = await createParent(request, "Padre Prueba");
  const student = await createStudent(request, "Estudiante Uno");
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, { title: "Helado", trophyCost: 1 });
  await signIn(page, parent.email);
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  await page.goto("/parent/custom-rewards");
  await expect(page.getByRole("heading", { name: "Crear recompensa personalizada" })).toBeVisible();
  const reward = row(page, "Tus recompensas personalizadas", "Helado");
  await expect(reward).toContainText(`Para Estudiante Uno (${student.email})`);
  await expect(reward).toContainText("1 trofeo");
  await check(page, "custom rewards in Spanish");
});
