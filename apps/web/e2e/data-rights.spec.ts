import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { admin, createParent, createStudent, signIn } from "./support/accounts";
import { PASSWORD } from "./support/env";
import { linkStudent } from "./support/parents";

/** Data rights: a user's export and account deletion; a student's with the parent's confirmation. */

const json = { accept: "application/json" };

// axe runs twice per state (light and dark): slow on a busy machine.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

async function loginStatus(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  return res.status();
}

async function userId(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  const { user } = (await res.json()) as { user: { id: string } };
  return user.id;
}

test("a parent/guide downloads their data, then deletes their account with the password", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Dora Download");
  await signIn(page, parent.email);
  await page.goto("/parent/profile");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toBeVisible();

  await test.step("Download my data saves one JSON file with the account in it", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^trophy-rewards-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
      profile: { email: string; name: string };
      parent: { links: unknown[] };
    };
    expect(data.profile).toMatchObject({ email: parent.email, name: "Dora Download" });
    expect(data.parent.links).toEqual([]);
    await expect(toast(page, "Your data was downloaded")).toBeVisible();
  });

  await test.step("the delete question asks for the password and refuses a wrong one", async () => {
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await check(page, "delete account dialog");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(dialog.getByText("Enter your password to confirm.")).toBeVisible();
    await dialog.getByLabel("Your password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page, "The current password is incorrect")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  await test.step("the right password deletes the account and signs out", async () => {
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, "Your account was deleted")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    expect(await loginStatus(request, parent.email)).toBe(401);
  });
});

test("a student asks to delete their account; the linked parent confirms it", async ({
  page,
  browser,
  request,
}) => {
  const parent = await createParent(request, "Paula Parent");
  const student = await createStudent(request, "Sami Student");
  await linkStudent(request, parent.email, student.email);
  const studentId = await userId(request, student.email);

  await test.step("the student is told the parent must confirm, and sees the pending request", async () => {
    await signIn(page, student.email);
    await page.goto("/student/profile");
    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("a parent or guide is linked to you, they must confirm");
    await check(page, "student's delete account dialog");
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(toast(page, "Request sent")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(/You asked to delete your account on /)).toBeVisible();
    await expect(section.getByRole("button", { name: "Cancel request" })).toBeVisible();
    await check(page, "student profile with a pending deletion request");
  });

  await test.step("the student cancels the request, then asks again", async () => {
    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("button", { name: "Cancel request" }).click();
    await expect(toast(page, "Deletion request cancelled")).toBeVisible();
    await expect(section.getByText(/You asked to delete your account on /)).toBeHidden();
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(section.getByText(/You asked to delete your account on /)).toBeVisible();
  });

  const parentContext = await browser.newContext({ viewport: PHONE });
  const parentPage = await parentContext.newPage();
  await test.step("the parent sees the request on the dashboard and the student's page", async () => {
    await signIn(parentPage, parent.email);
    await parentPage.goto("/parent");
    await expect(
      parentPage.getByText("Sami Student asked to delete their account on", { exact: false }),
    ).toBeVisible();
    await parentPage.goto(`/parent/students/${studentId}`);
    const notice = parentPage.getByRole("region", { name: /Sami Student asked to delete/ });
    await expect(notice).toBeVisible();
    await check(parentPage, "parent's student page with a deletion request");
  });

  await test.step("the parent downloads the student's data", async () => {
    const [download] = await Promise.all([
      parentPage.waitForEvent("download"),
      parentPage.getByRole("button", { name: "Download data" }).click(),
    ]);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as {
      profile: { email: string };
      student: { deletionRequestedAt: string | null };
    };
    expect(data.profile.email).toBe(student.email);
    expect(data.student.deletionRequestedAt).not.toBeNull();
  });

  await test.step("the parent confirms: the account is deleted and can no longer sign in", async () => {
    await parentPage.getByRole("button", { name: "Confirm deletion" }).click();
    const dialog = parentPage.getByRole("alertdialog", { name: "Delete Sami Student's account?" });
    await expect(dialog).toBeVisible();
    await check(parentPage, "confirm a student's deletion dialog");
    await dialog.getByRole("button", { name: "Confirm deletion" }).click();
    await expect(toast(parentPage, "The account was deleted")).toBeVisible();
    await expect(parentPage).toHaveURL(/\/parent\/students$/);
    await expect(parentPage.getByText("Sami Student")).toHaveCount(0);
    expect(await loginStatus(request, student.email)).toBe(401);
  });
  await parentContext.close();
});

test("an admin deletes a user from the Users page after a question", async ({ page, request }) => {
  const student = await createStudent(request, "Del Etable");
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/users");
  await page.getByPlaceholder("Search by email or name...").fill(student.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page
    .getByRole("list", { name: "Users" })
    .getByRole("listitem", { name: student.email, exact: true });
  await row.getByRole("button", { name: `Delete ${student.email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this user?" });
  await expect(dialog).toContainText(student.email);
  await check(page, "admin delete user dialog");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "User deleted")).toBeVisible();
  // The row now holds the anonymous address: the old one is found no more.
  await expect(row).toHaveCount(0);
  expect(await loginStatus(request, student.email)).toBe(401);
});
