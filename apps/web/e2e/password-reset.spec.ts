import { expect, test } from "@playwright/test";
import { createStudent } from "./support/accounts";
import { signInStatus } from "./support/developers";
import { resetLink } from "./support/mail";

const NEW_PASSWORD = "N3wSecretpass";

test("a student forgets the password, resets it from the mailed link and signs in with the new one", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Forgetful Fran");

  await test.step("Forgot password? on the login form carries the typed e-mail along", async () => {
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(student.email);
    // The page is prerendered: until its code has taken over (the Sign In button comes alive),
    // the link is a plain one that loads the next page afresh, without what was typed.
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    await expect(page.getByLabel("Email")).toHaveValue(student.email);
  });

  await test.step("asking for a link shows the neutral check-your-inbox state", async () => {
    await page.getByRole("button", { name: "Send reset link" }).click();
    const sent = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(sent).toContainText(`If an account exists for ${student.email}`);
    await expect(page.getByLabel("Email")).toHaveCount(0);
  });

  const link = await resetLink(student.email);

  await test.step("the link's page sets the new password and leads to sign-in", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(
      page.getByText("Your password was changed. Sign in with your new password."),
    ).toBeVisible();
  });

  await test.step("the old password no longer works; the new one does", async () => {
    expect(await signInStatus(request, student.email)).toMatchObject({ status: 401 });
    await page.getByLabel("Email").fill(student.email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Welcome back!").first()).toBeVisible();
    await expect(page.getByRole("banner").getByText("Hello, Forgetful Fran")).toBeVisible();
  });

  await test.step("the used link then offers a new one", async () => {
    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("An0therPassword");
    await page.getByLabel("Confirm New Password").fill("An0therPassword");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  });
});
