import { expect, test } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";

test("visitors see the introduction and the ways in", async ({ page }) => {
  await page.goto("/");
  for (const card of ["Students", "Developers", "Parents/Guides", "Rewards"]) {
    await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "How It Works" })).toBeVisible();
  await expect(page.getByText("Get Started Today")).toBeVisible();
  await page.getByRole("link", { name: "Create Account" }).first().click();
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test("signed-in users go to their dashboard and see no sign-up call", async ({ page, request }) => {
  const student = await createStudent(request, "Dash Dora");
  await signIn(page, student.email);
  await expect(page.getByText("Get Started Today")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/student$/);
});

test("the mobile menu opens and repeats the header links", async ({ page, request }) => {
  const student = await createStudent(request, "Mobile Mo");
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, student.email);
  const toggle = page.getByRole("button", { name: /menu/i });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByText("Hello, Mobile Mo").last()).toBeVisible();
  await page.getByRole("link", { name: "Dashboard", exact: true }).last().click();
  await expect(page).toHaveURL(/\/student$/);
});
