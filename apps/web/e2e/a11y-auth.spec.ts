import { expect, test, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { ADULT_BIRTH, uniqueEmail } from "./support/accounts";
import { PASSWORD } from "./support/env";
import { verificationLink } from "./support/mail";

/** axe in both themes, and nothing wider than a 390px phone. */
async function check(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state);
  await expectFitsViewport(page, state);
}

// axe runs twice per state (light and dark): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test("the landing page, on a phone and on a desktop", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Trophy Rewards");
  await expect(page.getByText("Get Started Today")).toBeVisible();
  await check(page, "landing (phone)");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, "landing (desktop)");
});

test("the login form: empty, with field errors and with a refusal", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await check(page, "login (empty)");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await check(page, "login (field errors)");

  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("Wrong1Password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid Credentials" })).toBeVisible();
  await check(page, "login (invalid credentials)");
});

test("the register form for each account type, and with a validation error", async ({ page }) => {
  await page.goto("/auth/register");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const type of ["Student", "Developer", "Parent/Guide"]) {
    await page.getByRole("radio", { name: type }).check();
    await check(page, `register (${type})`);
  }
  await page.getByRole("radio", { name: "Student" }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await check(page, "register (validation error)");
});

test("after a student signs up, the login page says to check the inbox", async ({ page }) => {
  // A long address, as a phone must still show it whole.
  const email = uniqueEmail("a-rather-long-student-address-for-a-small-screen");
  await page.goto("/auth/register");
  await page.getByLabel("Full Name").fill("Ines Inbox");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Month").selectOption("5");
  await page.getByLabel("Year").selectOption(String(new Date().getUTCFullYear() - 16));
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const inbox = page.getByRole("status").filter({ hasText: "Check your inbox" });
  await expect(inbox).toContainText(email);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await check(page, "login (check your inbox)");
});

test("verify e-mail: verifying, set password, success and a used link", async ({ page }) => {
  const email = uniqueEmail("verify");
  await page.request.post("/auth/register", {
    data: { userType: "student", email, name: "Vic Verify", ...ADULT_BIRTH },
    headers: { accept: "application/json" },
  });
  const link = await verificationLink(email);

  // Hold the check back until the verifying state has been looked at.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/auth/verify-email/*", async (route) => {
    if (route.request().resourceType() === "fetch") await held;
    await route.continue();
  });
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Verifying your email..." }),
  ).toBeVisible();
  await check(page, "verify email (verifying)");
  release();

  await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await check(page, "verify email (set password)");

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Email verified!" })).toBeVisible();
  await check(page, "verify email (success)");

  await page.unroute("**/auth/verify-email/*");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Verification failed" })).toBeVisible();
  await check(page, "verify email (used link)");

  await page.goto("/auth/verify-email");
  await expect(page.getByText("No verification token provided")).toBeVisible();
  await check(page, "verify email (no token)");
});

test("in Spanish, the landing, login and register pages still fit and pass", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    localStorage.setItem("trophy.language", "es");
  });
  for (const [path, title] of [
    ["/", "Te damos la bienvenida a Trophy Rewards"],
    ["/auth/login", "Inicia sesión en Trophy Rewards"],
    ["/auth/register", "Crea tu cuenta"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await check(page, `${path} (es)`);
  }
});
