import { expect, test, type Page } from "@playwright/test";
import { createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import {
  expectFitsViewport,
  expectNoAxeViolations,
  expectRoutesFitInLanguages,
  PHONE,
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

test("editing, deleting and declining pass axe and fit a phone, in English and Spanish", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await createParent(request, "Axe Control Parent");
  // A long address: it must break inside its row rather than push the page sideways.
  const student = await createStudent(request, "Axe Bartholomew Longname-Cholmondeley");
  await linkStudent(request, parent.email, student.email);
  const suffix = uniqueEmail("r").slice(2, 8);
  const kept = `Sleepover ${suffix}`;
  const declined = `Cinema ${suffix}`;
  await createRewardFor(request, parent.email, student.email, { title: kept, trophyCost: 10 });
  await createRewardFor(request, parent.email, student.email, { title: declined, trophyCost: 5 });
  await awardTrophies(request, student.email, 20);
  await redeemReward(request, student.email, kept);
  await redeemReward(request, student.email, declined);

  await signIn(page, parent.email);
  await page.goto("/parent/custom-rewards");
  await expect(row(page, "Your Custom Rewards", kept)).toContainText("Redeemed 1 time");
  await check(page, "custom rewards with stock, counts and actions");

  await row(page, "Your Custom Rewards", kept).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("alertdialog", { name: "Edit this reward" });
  await edit.getByLabel("Title").fill("");
  await edit.getByLabel("Stock").fill("-1");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByText("Title is required")).toBeVisible();
  await check(page, "the edit dialog with errors");
  await edit.getByRole("button", { name: "Cancel" }).click();

  await row(page, "Your Custom Rewards", kept).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete this reward?" })).toBeVisible();
  await check(page, "the delete question");
  await page.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/parent/fulfillment");
  const pending = row(page, "Fulfillment", declined);
  await pending.getByRole("button", { name: "Decline" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Decline this redemption?" });
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Please give a reason")).toBeVisible();
  await check(page, "the decline dialog without a reason");
  await dialog
    .getByLabel("Reason")
    .fill("We are away that weekend; let us choose another day together soon");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(pending).toContainText("Declined");
  await check(page, "fulfilments with a declined one and its reason");
  await expectRoutesFitInLanguages(page, ["/parent/custom-rewards", "/parent/fulfillment"], [360]);

  const studentContext = await browser.newContext({ viewport: PHONE });
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student.email);
  await studentPage.goto("/student/history");
  await expect(
    studentPage
      .getByRole("tabpanel", { name: "Trophy Transactions" })
      .getByRole("listitem")
      .filter({ hasText: `Declined: ${declined}` }),
  ).toContainText("+5");
  await check(studentPage, "the student's history with a declined redemption");
  await studentContext.close();
});
