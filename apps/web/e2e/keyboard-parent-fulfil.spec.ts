import { expect, test, type Locator, type Page } from "@playwright/test";
import { createParent, createStudent } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { PASSWORD } from "./support/env";
import { createRewardFor, linkStudent, redeemReward } from "./support/parents";

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `reached with at most ${limit} Tab presses`).toBeFocused();
}

test("a parent signs in and fulfils a redemption with the keyboard alone", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const parent = await createParent(request, "Keyboard Parent");
  const student = await createStudent(request, "Keyboard Kim");
  const title = "Bike trip";
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, { title, trophyCost: 12 });
  await awardTrophies(request, student.email, 20, "Times tables");
  await redeemReward(request, student.email, title);

  await test.step("signs in with the keyboard", async () => {
    await page.goto("/auth/login");
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(parent.email);
    await tabTo(page, page.getByLabel("Password"));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("goes to Fulfillment through the area navigation", async () => {
    await page.goto("/parent");
    const nav = page.getByRole("navigation", { name: "Area navigation" });
    await tabTo(page, nav.getByRole("link", { name: "Fulfillment" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/parent\/fulfillment$/);
  });

  const row = page
    .getByRole("list", { name: "Fulfillment" })
    .getByRole("listitem", { name: title, exact: true });
  const markButton = row.getByRole("button", { name: "Mark as Fulfilled" });
  const dialog = page.getByRole("alertdialog", { name: "Mark this reward as fulfilled?" });

  await test.step("Escape closes the question without a change", async () => {
    await expect(row).toContainText("Pending");
    await tabTo(page, markButton);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
    // The focus moved into the question.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(markButton).toBeFocused();
    await expect(row).toContainText("Pending");
  });

  await test.step("confirms with the keyboard; the focus lands on the fulfilled row", async () => {
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("button", { name: "Mark as Fulfilled" }), 5);
    await page.keyboard.press("Enter");
    await expect(
      page.getByText("Reward marked as fulfilled", { exact: true }).first(),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Fulfilled");
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(row).toBeFocused();
  });
});
