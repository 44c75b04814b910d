import { expect, test, type Page } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";
import { awardTrophies } from "./support/awards";

const AWARD = 1000;
/** How the balance shows it: locale-formatted, "1,000" in English. */
const AWARD_SHOWN = AWARD.toLocaleString("en-US");

const balanceBadge = (page: Page) =>
  page.getByRole("banner").getByRole("status", { name: "Your trophy balance" });

/** A signed-in student with AWARD trophies, on the offerings page. */
async function studentWithTrophies(page: Page, request: Parameters<typeof createStudent>[0]) {
  const student = await createStudent(request, "Gift Gina");
  await signIn(page, student.email);
  await page.goto("/student");
  await awardTrophies(request, student.email, AWARD, "Reading challenge");
  // Awards are processed asynchronously; the live badge shows when this one has landed.
  await expect(balanceBadge(page)).toContainText(AWARD_SHOWN);
  await page
    .getByRole("navigation", { name: "Area navigation" })
    .getByRole("link", { name: "Offerings" })
    .click();
  return student;
}

/** Redeems the first gift card whose title matches, through the confirm prompt. */
async function redeemGiftCard(page: Page, title: RegExp) {
  const offering = page.getByRole("article", { name: title }).first();
  await offering.getByRole("button", { name: "Redeem" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Redemption" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  const dialog = page.getByRole("dialog", { name: "Your Gift Card" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a student redeems a gift card, copies its code and finds it, masked, in the history", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await studentWithTrophies(page, request);

  // google_play has an underscore: its offering id must still be read correctly.
  const dialog = await redeemGiftCard(page, /^Google Play .* Gift Card$/);
  await expect(dialog).toContainText("Google Play");
  await expect(dialog).toContainText("$");
  await expect(dialog.getByRole("heading", { name: "How to redeem" })).toBeVisible();
  const done = dialog.getByRole("button", { name: "Done" });
  await expect(done).toBeDisabled();

  await dialog.getByRole("button", { name: "Copy Code" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  await expect(page.getByText("Code copied!").first()).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code.length).toBeGreaterThan(4);
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expect(done).toBeEnabled();
  await done.click();
  await expect(dialog).toBeHidden();
  await expect(balanceBadge(page)).not.toContainText(AWARD_SHOWN);

  await page.goto("/student/history?tab=giftcards");
  await expect(page.getByRole("tab", { name: "Gift Cards" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const tile = page.getByRole("article", { name: /Google Play/ });
  await expect(tile).toHaveCount(1);
  await expect(tile).toContainText(code.slice(-4));
  await expect(tile).toContainText("•");
  await expect(tile).not.toContainText(code);

  await tile.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Gift Card Details" });
  await expect(details.getByText(code, { exact: true })).toBeVisible();
  await expect(details.getByRole("button", { name: "Copy Code" })).toBeVisible();
});

test("closing the gift card dialog before copying asks first; a click outside does nothing", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await studentWithTrophies(page, request);
  const dialog = await redeemGiftCard(page, /^Roblox .* Gift Card$/);

  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await page.keyboard.press("Escape");
  const alert = page.getByRole("alertdialog", { name: "Are you sure?" });
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Go Back" }).click();
  await expect(alert).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(alert).toBeVisible();
  await alert.getByRole("button", { name: "Close Anyway" }).click();
  await expect(alert).toBeHidden();
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "All" }).click();
  await expect(page.getByRole("heading", { name: "Reward Offerings" })).toBeVisible();
});
