import { expect, test, type Page } from "@playwright/test";
import { admin, signIn } from "./support/accounts";
import { DEMO_DEVELOPER } from "./support/env";
import { developerRow, registerDeveloper, signInStatus } from "./support/developers";

const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter developers" }).getByRole("button", { name });

async function openDevelopers(page: Page): Promise<void> {
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Area navigation" })
    .getByRole("link", {
      name: "Developers",
    })
    .click();
  await expect(page).toHaveURL(/\/admin\/developers$/);
}

test("All, Pending and Validated show the matching developers", async ({ page, request }) => {
  const pending = await registerDeveloper(request, "Filter Friends");
  await openDevelopers(page);
  const pendingRow = developerRow(page, pending.email);
  const validatedRow = developerRow(page, DEMO_DEVELOPER.email);

  await expect(filter(page, "All")).toHaveAttribute("aria-pressed", "true");
  await expect(pendingRow).toContainText("Pending");
  await expect(pendingRow).toContainText("Filter Friends");
  const today = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(pendingRow).toContainText(`Registered ${today}`);
  await expect(pendingRow.getByRole("button", { name: "Approve" })).toBeVisible();
  await expect(pendingRow.getByRole("button", { name: "Reject" })).toBeVisible();
  await expect(validatedRow).toContainText("Validated");
  await expect(validatedRow.getByRole("button", { name: /Approve|Reject/ })).toHaveCount(0);
  await expect(validatedRow.getByRole("link", { name: "Awards" })).toBeVisible();
  await expect(pendingRow.getByRole("link", { name: "Awards" })).toHaveCount(0);

  await filter(page, "Pending").click();
  await expect(filter(page, "Pending")).toHaveAttribute("aria-pressed", "true");
  await expect(pendingRow).toBeVisible();
  await expect(validatedRow).toHaveCount(0);
  const list = page.getByRole("list", { name: "Developers" });
  await expect(list.getByText("Validated", { exact: true })).toHaveCount(0);

  await filter(page, "Validated").click();
  await expect(validatedRow).toBeVisible();
  await expect(pendingRow).toHaveCount(0);
  await expect(list.getByText("Pending", { exact: true })).toHaveCount(0);
  await expect(list.getByRole("button", { name: "Approve" })).toHaveCount(0);
});

test("an empty list says No developers found.", async ({ page }) => {
  await page.route("**/api/admin/developers?*", (route) =>
    route.fulfill({ json: { developers: [], total: 0 } }),
  );
  await openDevelopers(page);
  await expect(page.getByText("No developers found.")).toBeVisible();
  await filter(page, "Pending").click();
  await expect(page.getByText("No developers found.")).toBeVisible();
});

test("Approve asks first; cancelling changes nothing, confirming validates", async ({
  page,
  request,
}) => {
  const developer = await registerDeveloper(request);
  await openDevelopers(page);
  const row = developerRow(page, developer.email);
  const dialog = page.getByRole("alertdialog", { name: "Approve this developer?" });

  await row.getByRole("button", { name: "Approve" }).click();
  await expect(dialog).toContainText(developer.email);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Pending");
  expect((await signInStatus(request, developer.email)).status).toBe(403);

  await row.getByRole("button", { name: "Approve" }).click();
  await dialog.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Developer approved successfully!").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Validated");
  await expect(row.getByRole("button", { name: /Approve|Reject/ })).toHaveCount(0);
  expect((await signInStatus(request, developer.email)).status).toBe(200);
});

test("Reject asks for an optional reason; cancelling aborts", async ({ page, request }) => {
  const kept = await registerDeveloper(request, "Kept Co");
  const rejected = await registerDeveloper(request, "Rejected Co");
  await openDevelopers(page);
  const dialog = page.getByRole("alertdialog", { name: "Reject this developer?" });

  const keptRow = developerRow(page, kept.email);
  await keptRow.getByRole("button", { name: "Reject" }).click();
  await dialog.getByLabel("Reason (optional)").fill("Changed my mind");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(keptRow).toContainText("Pending");

  const row = developerRow(page, rejected.email);
  await row.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toContainText(rejected.email);
  await expect(dialog.getByLabel("Reason (optional)")).toHaveValue("");
  await dialog.getByLabel("Reason (optional)").fill("Not an educational app");
  const sent = page.waitForRequest((r) => r.url().endsWith("/reject") && r.method() === "DELETE");
  await dialog.getByRole("button", { name: "Reject" }).click();
  expect((await sent).postDataJSON()).toEqual({ reason: "Not an educational app" });
  await expect(page.getByText("Developer rejected").first()).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(keptRow).toBeVisible();
  expect(await signInStatus(request, rejected.email)).toMatchObject({
    status: 403,
    error: expect.stringContaining("rejected"),
  });

  // An empty reason sends none.
  await keptRow.getByRole("button", { name: "Reject" }).click();
  const sentEmpty = page.waitForRequest((r) => r.url().endsWith("/reject"));
  await dialog.getByRole("button", { name: "Reject" }).click();
  expect((await sentEmpty).postDataJSON()).toEqual({});
  await expect(keptRow).toHaveCount(0);
});
