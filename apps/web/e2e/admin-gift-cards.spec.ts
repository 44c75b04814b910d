import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Download, type Page } from "@playwright/test";
import { admin, signIn } from "./support/accounts";

const json = { accept: "application/json" };
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** A toast, found by its title; its description is part of its text. */
const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

/** Adds a gift card through the admin API, as stock that already exists. */
async function addCardThroughApi(request: APIRequestContext, code: string, cardType: string) {
  const login = await request.post("/auth/login", { data: admin, headers: json });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.post("/api/admin/gift-cards", {
    data: { code, cardType, usdAmount: 20, trophyCost: 400 },
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function downloaded(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

test("upload, inventory, low stock alert, add single, export", async ({ page, request }) => {
  const run = tag();
  // Digits only: the title-cased name then reads the same.
  const series = String(Date.now() % 1_000_000);
  const cardType = `museum_pass_${series}`;
  const typeTitle = `Museum Pass ${series}`;
  const existing = `EXIST-${run}`;
  await addCardThroughApi(request, existing, cardType);

  await signIn(page, admin.email, admin.password);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Area navigation" })
    .getByRole("link", { name: "Gift Cards" })
    .click();
  await expect(page).toHaveURL(/\/admin\/gift-cards$/);

  // Bulk upload: a CSV with quoted fields, one row repeating a code already in stock.
  await page.getByRole("tab", { name: "Bulk Upload" }).click();
  const uploadPanel = page.getByRole("tabpanel", { name: "Bulk Upload" });
  await page.getByRole("radio", { name: "CSV" }).check();
  const example = page.waitForEvent("download");
  await uploadPanel.getByRole("button", { name: "gift-cards-example.csv" }).click();
  expect((await example).suggestedFilename()).toBe("gift-cards-example.csv");
  expect(await downloaded(await example)).toMatch(/^code,card_type,usd_amount,trophy_cost/);
  await expect(toast(page, "Example downloaded")).toBeVisible();

  await uploadPanel.getByLabel("Gift card file").setInputFiles({
    name: "wrong.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("code,type,amount\r\nABCDE,amazon,5\r\n"),
  });
  await expect(toast(page, "Invalid file")).toContainText(
    "CSV must have headers: code, card_type, usd_amount, trophy_cost",
  );
  const csv =
    "code,card_type,usd_amount,trophy_cost,expires_at,notes\r\n" +
    `UPL-${run}-1,Museum Pass ${series},20,400,2031-06-30,"Gift, from ""PTA"""\r\n` +
    `UPL-${run}-2,${cardType},20,400,,"two\r\nlines"\r\n` +
    `${existing},${cardType},20,400,,\r\n`;
  await uploadPanel.getByLabel("Gift card file").setInputFiles({
    name: "cards.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  const preview = page.getByRole("table", { name: /Preview/ });
  await expect(preview).toContainText("First 3 of 3 rows");
  await expect(preview.getByRole("row")).toHaveCount(4);
  await expect(preview.getByRole("cell", { name: 'Gift, from "PTA"' })).toBeVisible();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const partial = toast(page, "Partial upload");
  await expect(partial).toContainText("2 created, 1 failed");
  await expect(partial).toContainText(`${existing}: Gift card code already exists`);
  await expect(preview).toBeHidden();

  // The inventory shows the new type with its denomination.
  await page.getByRole("tab", { name: "Inventory" }).click();
  const type = page.getByRole("region", { name: typeTitle });
  await expect(type).toContainText("Low Stock");
  await type.getByRole("button", { name: "Show denominations" }).click();
  const denomination = type.getByRole("listitem", { name: "$20 400 trophies" });
  await expect(denomination).toContainText("Available: 3");
  await expect(denomination.getByRole("button", { name: "Delete" })).toBeEnabled();
  // The demo student redeemed an Amazon $10 card: that denomination cannot be deleted.
  const amazon = page.getByRole("region", { name: "Amazon", exact: true });
  await amazon.getByRole("button", { name: "Show denominations" }).click();
  const redeemed = amazon.getByRole("listitem", { name: "$10 200 trophies" });
  await expect(redeemed.getByRole("button", { name: "Delete" })).toBeDisabled();
  await expect(redeemed).toContainText("Cannot delete: Some cards have been redeemed");

  // The dashboard's Low Stock Alert names every type under 10 available.
  await page.goto("/admin");
  const summary = page.getByRole("region", { name: "Gift Card Inventory" });
  const alert = summary.getByRole("alert").filter({ hasText: "Low Stock Alert" });
  await expect(alert).toContainText("Fortnite: 3 remaining");
  await expect(alert).toContainText("Starbucks: 6 remaining");
  await expect(alert).toContainText(`${typeTitle}: 3 remaining`);
  await summary.getByRole("link", { name: "Manage Gift Cards" }).click();
  await expect(page).toHaveURL(/\/admin\/gift-cards$/);

  // Add Single: a short code is refused, a good card is added once, its duplicate refused.
  await page.getByRole("tab", { name: "Add Single" }).click();
  const form = page.getByRole("tabpanel", { name: "Add Single" });
  const single = `SINGLE-${run}`;
  await form.getByLabel("Code").fill("ABC");
  await form.getByLabel("Card Type").fill("Amazon");
  await form.getByLabel("USD Amount").fill("5");
  await form.getByLabel("Trophy cost").fill("100");
  await form.getByRole("button", { name: "Add Gift Card" }).click();
  await expect(toast(page, "Invalid code")).toContainText(
    "Gift card code must be at least 5 characters",
  );
  await form.getByLabel("Code").fill(single);
  await form.getByLabel("Expiration Date").fill("2031-01-31");
  await form.getByLabel("Notes").fill("Added by hand");
  await form.getByRole("button", { name: "Add Gift Card" }).click();
  await expect(toast(page, "Gift card added")).toBeVisible();
  await expect(form.getByLabel("Code")).toHaveValue("");

  await form.getByLabel("Code").fill(single);
  await form.getByLabel("Card Type").fill("Amazon");
  await form.getByLabel("USD Amount").fill("5");
  await form.getByLabel("Trophy cost").fill("100");
  await form.getByRole("button", { name: "Add Gift Card" }).click();
  await expect(toast(page, "Duplicate gift card code")).toContainText(
    `The code "${single}" already exists in the database. Please use a different code.`,
  );

  // Export: JSON by default, then CSV, each a download named gift-card-report-{timestamp}.
  await page.getByRole("tab", { name: "Export" }).click();
  await expect(page.getByRole("radio", { name: "JSON" })).toBeChecked();
  const jsonDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const jsonFile = await jsonDownload;
  expect(jsonFile.suggestedFilename()).toMatch(/^gift-card-report-\d+\.json$/);
  const report = JSON.parse(await downloaded(jsonFile)) as { giftCards: { code: string }[] };
  expect(report.giftCards.map((c) => c.code)).toEqual(
    expect.arrayContaining([single, `UPL-${run}-1`, `UPL-${run}-2`, existing]),
  );
  await expect(toast(page, "Export successful")).toBeVisible();

  await page.getByRole("radio", { name: "CSV" }).check();
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^gift-card-report-\d+\.csv$/);
  const csvReport = await downloaded(csvFile);
  expect(csvReport.split("\r\n")[0]).toContain("code,card_type,usd_amount,trophy_cost");
  expect(csvReport).toContain(`,${single},amazon,5,100,available,`);

  // Deleting a denomination asks first, then removes its cards.
  await page.getByRole("tab", { name: "Inventory" }).click();
  await type.getByRole("button", { name: "Show denominations" }).click();
  await denomination.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete these gift cards?" });
  await expect(confirm).toContainText(`${typeTitle} $20`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Gift cards deleted")).toBeVisible();
  await expect(type).toBeHidden();
});
