import { expect, test } from "@playwright/test";
import { ADULT_BIRTH, createStudent, uniqueEmail } from "./support/accounts";

test("a wrong password shows the Invalid Credentials banner", async ({ page, request }) => {
  const student = await createStudent(request);
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill("Wrong1Password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid Credentials" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("an unverified student is asked to verify and can resend the link", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("unverified");
  await request.post("/auth/register", {
    data: { userType: "student", email, name: "Una", ...ADULT_BIRTH },
    headers: { accept: "application/json" },
  });
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Anything1");
  await page.getByRole("button", { name: "Sign In" }).click();
  const banner = page.getByRole("alert").filter({ hasText: "Email Verification Required" });
  await expect(banner).toBeVisible();
  await page.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Email sent").first()).toBeVisible();
});
