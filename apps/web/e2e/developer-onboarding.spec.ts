import { expect, test, type Page } from "@playwright/test";
import { admin, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { developerRow } from "./support/developers";
import { PASSWORD } from "./support/env";

const json = { accept: "application/json" };
const tile = (page: Page, title: string) => page.getByRole("region", { name: title });
const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });
const liveKeyCard = (page: Page) => page.getByRole("region", { name: "Live API Key" });

test("a developer is approved, copies the key, and an award shows on both sides", async ({
  browser,
  context,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("dev");

  await test.step("the developer registers", async () => {
    await page.goto("/auth/register");
    await page.getByRole("radio", { name: "Developer" }).check();
    await page.getByLabel("Company Name").fill("Onboarding Apps");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: /create account/i }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  await test.step("an admin approves them", async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto("/admin/developers");
    const row = developerRow(adminPage, email);
    await expect(row).toContainText("Pending");
    await expect(row).toContainText("Onboarding Apps");
    await row.getByRole("button", { name: "Approve" }).click();
    await adminPage
      .getByRole("alertdialog", { name: "Approve this developer?" })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(adminPage.getByText("Developer approved successfully!").first()).toBeVisible();
    await expect(row).toContainText("Validated");
    await adminContext.close();
  });

  await signIn(page, email);
  await page.goto("/developer");
  await expect(tile(page, "Account Status")).toContainText("Validated");
  await expect(tile(page, "Total Calls")).toContainText("0");
  await expect(tile(page, "Today's Calls")).toContainText("0");
  await expect(tile(page, "Rate Limit")).toContainText("100 requests per hour");
  await expect(page.getByRole("region", { name: "Daily API Calls" })).toContainText("30 days");

  const apiKey = await test.step("the developer reveals and copies the key", async () => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await areaNav(page).getByRole("link", { name: "API Keys" }).click();
    const card = liveKeyCard(page);
    const key = card.getByLabel("Live API key", { exact: true });
    await expect(key).toContainText("•");
    await expect(card).toContainText("Never used");
    await card.getByRole("button", { name: "Show" }).click();
    await expect(card.getByRole("button", { name: "Hide" })).toBeVisible();
    await expect(key).toHaveText(/^trk_[\w-]{40,}$/);
    const shown = (await key.textContent()) ?? "";
    // The usage example carries the test key until the live one is chosen.
    const example = page.getByRole("region", { name: "Usage Example" });
    await expect(example).not.toContainText(shown);
    await example.getByRole("button", { name: "Live key" }).click();
    await expect(example).toContainText(shown);
    await card.getByRole("button", { name: "Copy live API key" }).click();
    await expect(page.getByText("Code copied!").first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    return shown;
  });

  const student = await createStudent(request, "Onboarded Olga");
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signIn(studentPage, student.email);
  const streamOpen = studentPage.waitForResponse((r) =>
    r.url().includes("/api/sse/balance-updates/"),
  );
  await studentPage.goto("/student");
  expect((await streamOpen).status()).toBe(200);
  const badge = studentPage
    .getByRole("banner")
    .getByRole("status", { name: /trophy balance|trophies/i });
  await expect(badge).toContainText("0");

  const award = await request.post("/api/v1/award-trophies", {
    headers: { ...json, "x-api-key": apiKey },
    data: { email: student.email, amount: 42, details: "Onboarding quiz" },
  });
  expect(award.status(), await award.text()).toBe(200);
  expect(award.headers()["ratelimit-limit"]).toBe("100");
  await expect(badge).toContainText("42");
  await studentContext.close();

  // Usage is counted once the award's answer has gone out: reload until it shows.
  await expect(async () => {
    await page.goto("/developer");
    await expect(tile(page, "Total Calls")).toContainText("1", { timeout: 2_000 });
    await expect(tile(page, "Today's Calls")).toContainText("1", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  await test.step("regenerating replaces the key; the old one stops at once", async () => {
    await areaNav(page).getByRole("link", { name: "API Keys" }).click();
    await liveKeyCard(page).getByRole("button", { name: "Regenerate" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Regenerate API key" });
    await expect(dialog).toContainText(
      "Are you sure? Your old API key will stop working immediately.",
    );
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expect(dialog).toBeHidden();
    await liveKeyCard(page).getByRole("button", { name: "Show" }).click();
    await expect(liveKeyCard(page).getByLabel("Live API key", { exact: true })).not.toHaveText(
      apiKey,
    );
    const old = await request.post("/api/v1/award-trophies", {
      headers: { ...json, "x-api-key": apiKey },
      data: { email: student.email, amount: 1 },
    });
    expect(old.status()).toBe(401);
  });
});
