import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/a11y";
import { admin, signIn } from "./support/accounts";

const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const HEADER = "code,card_type,usd_amount,trophy_cost,expires_at,notes\r\n";

async function pickFile(page: Page, csv: string) {
  await page
    .getByRole("tabpanel", { name: "Bulk Upload" })
    .getByLabel("Gift card file")
    .setInputFiles({ name: "cards.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
}

/** The preview's rows holding this code. */
const previewRow = (page: Page, code: string) =>
  page
    .getByRole("table", { name: /Preview/ })
    .getByRole("row")
    .filter({ hasText: code });

test.beforeEach(async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/gift-cards");
  await page.getByRole("tab", { name: "Bulk Upload" }).click();
});

test("an upload with a code twice marks both rows in the preview, with the reason in words", async ({
  page,
}) => {
  const run = tag();
  const twice = `TWICE-${run}`;
  await pickFile(
    page,
    HEADER +
      `ONCE-${run},museum_${run},20,400,,\r\n` +
      `${twice},museum_${run},20,400,,\r\n` +
      `${twice},museum_${run},20,400,,\r\n`,
  );
  const preview = page.getByRole("table", { name: /Preview/ });
  await expect(preview).toContainText("First 3 of 3 rows");
  await page.getByRole("button", { name: "Upload", exact: true }).click();

  // The toast says it for a moment; the preview keeps saying it, row by row.
  await expect(
    page.getByRole("status").filter({ hasText: "Upload failed - Duplicate codes found" }).first(),
  ).toContainText(twice);
  const panel = page.getByRole("tabpanel", { name: "Bulk Upload" });
  await expect(panel).toContainText("2 rows shown have a problem");
  await expect(preview.getByRole("columnheader", { name: "Problem" })).toBeVisible();
  const marked = previewRow(page, twice);
  await expect(marked).toHaveCount(2);
  for (const row of await marked.all())
    await expect(row).toContainText("This code is in the file more than once");
  await expect(previewRow(page, `ONCE-${run}`)).not.toContainText("more than once");
  const list = page.getByRole("region", { name: "Upload failed - Duplicate codes found" });
  await expect(list).toContainText(`${twice}: This code is in the file more than once`);
  await expectNoAxeViolations(page, "preview with a repeated code marked");

  // A new file starts clean.
  await pickFile(page, `${HEADER}FRESH-${run},museum_${run},20,400,,\r\n`);
  await expect(panel).not.toContainText("have a problem");
  await expect(preview.getByRole("columnheader", { name: "Problem" })).toHaveCount(0);
  await expect(list).toHaveCount(0);
});

test("an upload whose every row fails marks each row with its own error", async ({ page }) => {
  const run = tag();
  const csv =
    HEADER + `DONE1-${run},museum_${run},20,400,,\r\nDONE2-${run},museum_${run},20,400,,\r\n`;
  await pickFile(page, csv);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Upload successful" }).first(),
  ).toBeVisible();

  // The same codes again: the server refuses every row, each for its own reason.
  await pickFile(page, csv);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("tabpanel", { name: "Bulk Upload" })).toContainText(
    "2 rows shown have a problem",
  );
  for (const code of [`DONE1-${run}`, `DONE2-${run}`])
    await expect(previewRow(page, code)).toContainText("Gift card code already exists");
  await expect(page.getByRole("region", { name: "2 rows were not uploaded" })).toBeVisible();
});
