import { expect, test, type Locator, type Page } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";
import { awardTrophies } from "./support/awards";

const AWARD = 1000;

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("a student redeems a gift card with the keyboard alone and focus comes back", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const student = await createStudent(request, "Keys Kim");
  await signIn(page, student.email);
  await page.goto("/student");
  await awardTrophies(request, student.email, AWARD, "Typing practice");
  await expect(
    page.getByRole("banner").getByRole("status", { name: "Your trophy balance" }),
  ).toContainText(AWARD.toLocaleString("en-US"));

  // To the offerings, through the area navigation.
  await tabTo(
    page,
    page
      .getByRole("navigation", { name: "Area navigation" })
      .getByRole("link", { name: "Offerings" }),
  );
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/student\/offerings$/);

  // Redeem the first gift card the balance covers.
  const title = await page
    // Roblox has the deepest demo stock: the admin journey counts Starbucks and Fortnite cards.
    .getByRole("article", { name: /^Roblox .* Gift Card$/ })
    .filter({ has: page.getByRole("button", { name: "Redeem", disabled: false }) })
    .first()
    .getByRole("heading")
    .textContent();
  const offering = page.getByRole("article", { name: title ?? "", exact: true });
  const redeem = offering.getByRole("button", { name: "Redeem" });
  await tabTo(page, redeem);
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Confirm Redemption" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("Balance after");
  await tabTo(page, confirm.getByRole("button", { name: "Confirm" }));
  await page.keyboard.press("Enter");

  // The gift card: Copy Code has focus first; leaving before copying asks.
  const dialog = page.getByRole("dialog", { name: "Your Gift Card" });
  await expect(dialog).toBeVisible();
  const copy = dialog.getByRole("button", { name: "Copy Code" });
  await expect(copy).toBeFocused();
  await page.keyboard.press("Escape");
  const alert = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "Go Back" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(alert).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(copy).toBeFocused();

  await page.keyboard.press("Space");
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  const done = dialog.getByRole("button", { name: "Done" });
  await expect(done).toBeEnabled();
  await tabTo(page, done);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();

  // Focus is back where the student was: the Redeem button, or the balance if it can no longer
  // be used.
  const balance = page.getByRole("region", { name: "Trophy Balance" });
  const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);
  await expect.poll(async () => (await hasFocus(redeem)) || (await hasFocus(balance))).toBe(true);
  await expect(balance).not.toContainText(AWARD.toLocaleString("en-US"));
});
