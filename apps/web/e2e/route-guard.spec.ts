import { expect, test } from "@playwright/test";
import { admin, createParent, createStudent, signIn } from "./support/accounts";

test("anonymous visitors are sent to sign in, and unknown paths to the landing page", async ({
  page,
}) => {
  for (const area of ["/student", "/developer", "/parent/students", "/admin/users"]) {
    await page.goto(area);
    await expect(page, area).toHaveURL(/\/auth\/login$/);
  }
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Create Account" })).toBeVisible();
});

test("a student is kept to the student area", async ({ page, request }) => {
  const student = await createStudent(request, "Guarded Student");
  await signIn(page, student.email);
  for (const other of ["/admin", "/parent", "/developer"]) {
    await page.goto(other);
    await expect(page, other).toHaveURL(/\/student$/);
  }
  await page.goto("/student/unknown-page");
  await expect(page).toHaveURL(/\/student$/);
});

test("a parent/guide gets the sidebar and is kept to the parent area", async ({
  page,
  request,
}) => {
  const parent = await createParent(request);
  await signIn(page, parent.email);
  await page.goto("/admin/gift-cards");
  await expect(page).toHaveURL(/\/parent$/);
  await expect(page.getByText("Parent/Guide", { exact: true })).toBeVisible();
  await expect(page.getByText(parent.email).first()).toBeVisible();
  await page.goto("/parent/nowhere");
  await expect(page).toHaveURL(/\/parent$/);
});

test("an admin gets the admin sidebar, and Go to Dashboard leads there", async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
  // In the sidebar: while its figures load, the dashboard's tiles carry the same names.
  const sidebar = page.getByRole("navigation", { name: "Area navigation" });
  for (const link of ["Developers", "Users", "Gift Cards", "Rewards", "Fulfillment"]) {
    await expect(sidebar.getByRole("link", { name: link, exact: true })).toBeVisible();
  }
  await page.goto("/student");
  await expect(page).toHaveURL(/\/admin$/);
});
