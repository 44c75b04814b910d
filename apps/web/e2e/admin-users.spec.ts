import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { admin, createStudent, signIn } from "./support/accounts";
import { PASSWORD } from "./support/env";

const json = { accept: "application/json" };

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

const userRow = (page: Page, email: string) =>
  page.getByRole("list", { name: "Users" }).getByRole("listitem", { name: email, exact: true });

async function search(page: Page, text: string, type = "All Users"): Promise<void> {
  await page.getByPlaceholder("Search by email or name...").fill(text);
  await page.getByRole("combobox", { name: "User type" }).selectOption({ label: type });
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/** Parent/guide accounts sharing `prefix` in their e-mail, made through the register API. */
async function registerParents(request: APIRequestContext, prefix: string, count: number) {
  for (let i = 1; i <= count; i++) {
    const res = await request.post("/auth/register", {
      data: {
        userType: "parent_guide",
        email: `${prefix}-${String(i).padStart(2, "0")}@e2e.test`,
        name: `Pager ${String(i)}`,
        password: PASSWORD,
      },
      headers: json,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

/** Tries to sign in on a fresh page; returns it on the page the attempt ended on. */
async function trySignIn(page: Page, email: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("search a student, suspend them, then lift it", async ({ page, request, browser }) => {
  const name = `Zora Quill ${Math.random().toString(36).slice(2, 8)}`;
  const student = await createStudent(request, name);
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Area navigation" })
    .getByRole("link", { name: "Users" })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await search(page, name.toUpperCase(), "Students");
  const row = userRow(page, student.email);
  await expect(row).toContainText("Student");
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(1);
  await search(page, name, "Developers");
  await expect(page.getByText("No users found.")).toBeVisible();
  await search(page, name);

  // Cancel and an empty reason abort; a reason and a duration suspend.
  const dialog = page.getByRole("alertdialog", { name: "Suspend this user?" });
  await row.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(dialog).toContainText(student.email);
  await expect(dialog.getByRole("button", { name: "Suspend", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("button", { name: "Suspend", exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Suspend", exact: true }).click();
  await dialog.getByLabel("Reason").fill("Sharing answers");
  await dialog.getByLabel("Duration (days)").fill("7");
  const sent = page.waitForRequest((r) => r.url().endsWith("/suspend"));
  await dialog.getByRole("button", { name: "Suspend", exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ reason: "Sharing answers", durationDays: 7 });
  await expect(toast(page, "User suspended successfully")).toBeVisible();
  await expect(row).toContainText(/Suspended until/);

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await trySignIn(studentPage, student.email);
  await expect(studentPage.getByText(/suspended/).first()).toBeVisible();
  await expect(studentPage).toHaveURL(/\/auth\/login$/);

  await row.getByRole("button", { name: "Unsuspend" }).click();
  await expect(toast(page, "User unsuspended successfully")).toBeVisible();
  await expect(row.getByRole("button", { name: "Suspend", exact: true })).toBeVisible();
  await expect(row).not.toContainText("Suspended");

  await trySignIn(studentPage, student.email);
  await expect(studentPage).toHaveURL(/\/$/);
  await studentContext.close();
});

test("more than 20 users page with Previous and Next", async ({ page, request }) => {
  const prefix = `pager-${Math.random().toString(36).slice(2, 8)}`;
  await registerParents(request, prefix, 21);
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/users");

  await search(page, prefix, "Parents/Guides");
  const pages = page.getByRole("navigation", { name: "Users pages" });
  await expect(pages).toContainText("Showing 1 to 20 of 21 users");
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(20);
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();

  const next = page.waitForRequest((r) => r.url().includes("offset=20"));
  await pages.getByRole("button", { name: "Next" }).click();
  await next;
  await expect(pages).toContainText("Showing 21 to 21 of 21 users");
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(1);
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();
  await pages.getByRole("button", { name: "Previous" }).click();
  await expect(pages).toContainText("Showing 1 to 20 of 21 users");

  // One page or less: no pagination.
  await search(page, `${prefix}-21`);
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(1);
  await expect(pages).toBeHidden();
});
