import { expect, test, type Page } from "@playwright/test";
import { admin, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { developerRow } from "./support/developers";
import { DEMO_DEVELOPER } from "./support/env";

const awardsList = (page: Page) => page.getByRole("list", { name: "Awards" });

test("an admin reverses an award: the student's balance drops live and says 'taken back'", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent(request, "Reversed Rey");
  const description = `Quiz ${uniqueEmail("q").slice(2, 10)}`;
  await awardTrophies(request, student.email, 40, description);

  // The student watches their dashboard, stream open, before anything is taken back.
  await signIn(page, student.email);
  const streamOpen = page.waitForResponse((r) => r.url().includes("/api/sse/balance-updates/"));
  await page.goto("/student");
  expect((await streamOpen).status()).toBe(200);
  const badge = page.getByRole("banner").getByRole("status", { name: "Your trophy balance" });
  await expect(badge).toContainText("40");

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await test.step("the admin opens the developer's awards and finds the student's", async () => {
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto("/admin/developers");
    await developerRow(adminPage, DEMO_DEVELOPER.email)
      .getByRole("link", { name: "Awards" })
      .click();
    await expect(adminPage).toHaveURL(/\/admin\/developers\/[^/]+\/awards$/);
    await expect(adminPage.getByText(DEMO_DEVELOPER.email, { exact: true })).toBeVisible();
    // The page's own first load of the list may still be on its way: wait for the search's.
    const sent = adminPage.waitForRequest(
      (r) => r.url().includes("/api/admin/awards?") && r.url().includes("studentEmail="),
    );
    await adminPage.getByPlaceholder("Student email").fill(student.email);
    await adminPage.getByRole("button", { name: "Search", exact: true }).click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get("studentEmail")).toBe(student.email);
    expect(query.get("developerId")).toBeTruthy();
    await expect(awardsList(adminPage).getByRole("listitem")).toHaveCount(1);
  });

  const row = awardsList(adminPage).getByRole("listitem").filter({ hasText: description });
  const dialog = adminPage.getByRole("alertdialog", { name: "Reverse this award?" });
  await test.step("Reverse asks for a reason; cancelling changes nothing", async () => {
    await expect(row).toContainText("40 trophies");
    await expect(row).toContainText(student.email);
    await row.getByRole("button", { name: "Reverse" }).click();
    await expect(dialog).toContainText(student.email);
    await expect(dialog.getByRole("button", { name: "Reverse" })).toBeDisabled();
    await dialog.getByLabel("Reason").fill("   ");
    await expect(dialog.getByRole("button", { name: "Reverse" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("button", { name: "Reverse" })).toBeVisible();
    await expect(badge).toContainText("40");
  });

  await test.step("confirming with a reason reverses it and the list reloads", async () => {
    await row.getByRole("button", { name: "Reverse" }).click();
    await dialog.getByLabel("Reason").fill("Awarded by mistake");
    const sent = adminPage.waitForRequest(
      (r) => r.url().endsWith("/reverse") && r.method() === "POST",
    );
    await dialog.getByRole("button", { name: "Reverse" }).click();
    expect((await sent).postDataJSON()).toEqual({ reason: "Awarded by mistake" });
    await expect(adminPage.getByText("Award reversed").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Reversed");
    await expect(row.getByRole("button", { name: "Reverse" })).toHaveCount(0);
  });

  await test.step("the student sees the balance drop live, told it was taken back", async () => {
    await expect(badge).toContainText("0");
    await expect(page.getByText("Trophy Balance Updated!").first()).toBeVisible();
    await expect(page.getByText(/^40 trophies were taken back/).first()).toBeVisible();
    await expect(page.getByText(/You earned/)).toHaveCount(0);
    const activity = page.getByRole("region", { name: "Recent Activity" });
    await expect(activity.getByRole("listitem").first()).toContainText("-40");
    await expect(activity.getByRole("listitem").first()).toContainText("Taken back");
  });

  await test.step("the history lists the reversal with the earnings it corrects", async () => {
    await page
      .getByRole("navigation", { name: "Area navigation" })
      .getByRole("link", { name: "History" })
      .click();
    const filters = page.getByRole("group", { name: "Filter transactions" });
    await filters.getByRole("button", { name: "Earnings" }).click();
    const entries = page.getByRole("tabpanel").getByRole("listitem");
    await expect(entries.filter({ hasText: "Taken back" })).toContainText("-40");
    await expect(entries.filter({ hasText: description }).filter({ hasText: "+40" })).toHaveCount(
      1,
    );
    await filters.getByRole("button", { name: "Redemptions" }).click();
    await expect(entries.filter({ hasText: "Taken back" })).toHaveCount(0);
  });
  await adminContext.close();
});

test("a refused reversal says why, and the award stays reversible", async ({ page }) => {
  const award = {
    id: "a0000000-0000-4000-8000-000000000001",
    developerId: "d0000000-0000-4000-8000-000000000001",
    studentId: "s1",
    studentEmail: "spent@e2e.test",
    amount: 500,
    description: "Big prize",
    descriptionText: null,
    createdAt: new Date().toISOString(),
    reversedAt: null,
  };
  const refusal = "The student's balance is 20 trophies, lower than the 500 trophies of this award";
  await page.route("**/api/admin/awards?*", (route) =>
    route.fulfill({ json: { awards: [award], total: 1 } }),
  );
  await page.route("**/api/admin/awards/*/reverse", (route) =>
    route.fulfill({ status: 409, json: { error: refusal } }),
  );
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/developers/${award.developerId}/awards`);
  const row = awardsList(page).getByRole("listitem").filter({ hasText: "Big prize" });
  await row.getByRole("button", { name: "Reverse" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Reverse this award?" });
  await dialog.getByLabel("Reason").fill("Fraud");
  await dialog.getByRole("button", { name: "Reverse" }).click();
  await expect(page.getByText("Failed to reverse award").first()).toBeVisible();
  await expect(page.getByText(refusal).first()).toBeVisible();
  await expect(row.getByRole("button", { name: "Reverse" })).toBeVisible();
});

test("the awards page goes 20 to a page", async ({ page }) => {
  const developerId = "d0000000-0000-4000-8000-000000000002";
  const offsets: string[] = [];
  await page.route("**/api/admin/awards?*", (route) => {
    const query = new URL(route.request().url()).searchParams;
    const offset = Number(query.get("offset"));
    offsets.push(String(offset));
    const count = Math.min(Number(query.get("limit")), 45 - offset);
    const awards = Array.from({ length: count }, (_, i) => ({
      id: `award-${String(offset + i)}`,
      developerId,
      studentId: "s",
      studentEmail: `kid${String(offset + i)}@e2e.test`,
      amount: 5,
      description: `Lesson ${String(offset + i + 1)}`,
      descriptionText: null,
      createdAt: new Date().toISOString(),
      reversedAt: offset + i === 0 ? new Date().toISOString() : null,
    }));
    return route.fulfill({ json: { awards, total: 45 } });
  });
  await signIn(page, admin.email, admin.password);
  await page.goto(`/admin/developers/${developerId}/awards`);
  const pages = page.getByRole("navigation", { name: "Awards pages" });
  await expect(pages).toContainText("Showing 1 to 20 of 45 awards");
  await expect(awardsList(page).getByRole("listitem")).toHaveCount(20);
  const first = awardsList(page).getByRole("listitem").filter({ hasText: "Lesson 1" }).first();
  await expect(first).toContainText("Reversed");
  await expect(first.getByRole("button", { name: "Reverse" })).toHaveCount(0);
  await pages.getByRole("button", { name: "Next" }).click();
  await pages.getByRole("button", { name: "Next" }).click();
  await expect(pages).toContainText("Showing 41 to 45 of 45 awards");
  await expect(awardsList(page).getByRole("listitem")).toHaveCount(5);
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
  expect(offsets).toEqual(expect.arrayContaining(["0", "20", "40"]));
});
