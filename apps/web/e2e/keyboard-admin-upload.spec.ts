import { expect, test, type Locator, type Page } from "@playwright/test";
import { admin } from "./support/accounts";

/** Presses Tab until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("an admin uploads gift cards with the keyboard alone", async ({ page }) => {
  const run = Date.now().toString(36).toUpperCase();
  const csv =
    "code,card_type,usd_amount,trophy_cost,expires_at,notes\r\n" +
    `KEY-${run}-1,keyboard_kit,10,200,,\r\n` +
    `KEY-${run}-2,keyboard_kit,10,200,,\r\n`;

  await test.step("signs in", async () => {
    await page.goto("/auth/login");
    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(admin.email);
    await tabTo(page, page.getByLabel("Password"));
    await page.keyboard.type(admin.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$|\/admin$/);
  });

  await test.step("goes to Gift Cards, Bulk Upload", async () => {
    // Sign-in lands on the home page: its first link to the admin dashboard leads on.
    if (!/\/admin$/.test(page.url())) {
      await tabTo(page, page.locator('a[href="/admin"]').first());
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin$/);
    }
    const giftCards = page
      .getByRole("navigation", { name: "Area navigation" })
      .getByRole("link", { name: "Gift Cards" });
    await tabTo(page, giftCards);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/gift-cards$/);
    // The tab list takes one Tab stop; the arrows move between its tabs and open them.
    await tabTo(page, page.getByRole("tab", { name: "Inventory" }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Bulk Upload" })).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Bulk Upload" })).toBeVisible();
  });

  const panel = page.getByRole("tabpanel", { name: "Bulk Upload" });
  await test.step("chooses a CSV file", async () => {
    await expect(panel.getByRole("radio", { name: "CSV" })).toBeChecked();
    const file = panel.getByLabel("Gift card file");
    await tabTo(page, file);
    // The file chooser is the operating system's dialog: the test hands it the file.
    await file.setInputFiles({ name: "cards.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByRole("table", { name: /Preview/ })).toContainText("First 2 of 2 rows");
  });

  await test.step("confirms the upload and sees it succeed", async () => {
    await tabTo(page, panel.getByRole("button", { name: "Upload", exact: true }));
    await page.keyboard.press("Enter");
    const success = page.getByRole("status").filter({ hasText: "Upload successful" }).first();
    await expect(success).toContainText("2 gift cards created");
    await expect(page.getByRole("table", { name: /Preview/ })).toBeHidden();
  });
});
