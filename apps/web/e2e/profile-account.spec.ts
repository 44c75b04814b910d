import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  expectFitsViewport,
  expectNoAxeViolations,
  expectRoutesFitInLanguages,
  PHONE,
} from "./support/a11y";
import { admin, createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { approvedDeveloper } from "./support/approved-developer";
import { PASSWORD } from "./support/env";
import { resetLink } from "./support/mail";

const NEW_PASSWORD = "N3wSecretpass";
const json = { accept: "application/json" };

// axe runs twice per state (light and dark): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state);
  await expectFitsViewport(page, state);
}

/** A session of the same account opened elsewhere: its access token. */
async function otherDevice(request: APIRequestContext, email: string, password: string) {
  const res = await request.post("/auth/login", { data: { email, password }, headers: json });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

const profileStatus = async (request: APIRequestContext, accessToken: string) =>
  (
    await request.get("/api/users/profile", {
      headers: { ...json, authorization: `Bearer ${accessToken}` },
    })
  ).status();

test("a parent changes the password on the profile page, then signs out everywhere", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Paula Profile");
  await signIn(page, parent.email);
  await page.goto("/parent");
  await page
    .getByRole("navigation", { name: "Area navigation" })
    .getByRole("link", { name: "Profile" })
    .click();
  await expect(page).toHaveURL(/\/parent\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile");
  await expect(page.getByLabel("Email")).toHaveValue(parent.email);
  for (const name of ["Account", "Password", "Sessions"]) {
    await expect(page.getByRole("region", { name })).toBeVisible();
  }
  const elsewhere = await otherDevice(request, parent.email, PASSWORD);

  await test.step("a wrong current password shows under its field", async () => {
    await page.getByLabel("Current Password").fill("Wr0ngPassword");
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("The current password is incorrect")).toBeVisible();
    await expect(page.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Current Password")).toBeFocused();
  });

  await test.step("the right one changes it; the other device is signed out, this one stays", async () => {
    await page.getByLabel("Current Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed").first()).toBeVisible();
    await expect(page.getByLabel("Current Password")).toHaveValue("");
    expect(await profileStatus(request, elsewhere)).toBe(401);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile");
  });

  await test.step("Sign out everywhere ends this session too", async () => {
    const another = await otherDevice(request, parent.email, NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out on every device?" });
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await profileStatus(request, another)).toBe(401);
    await page.goto("/parent/profile");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test("the profile page of every role passes axe and fits a phone", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const student = await createStudent(request, "Axe Student");
  const parent = await createParent(request, "Axe Parent");
  const developer = await approvedDeveloper(request, "Axe Apps");
  const accounts = [
    { email: student.email, password: PASSWORD, path: "/student/profile" },
    { email: parent.email, password: PASSWORD, path: "/parent/profile" },
    { email: developer.email, password: PASSWORD, path: "/developer/profile" },
    { email: admin.email, password: admin.password, path: "/admin/profile" },
  ];
  for (const account of accounts) {
    await signIn(page, account.email, account.password);
    // Reached from the phone menu, as any page of the area.
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(new RegExp(`${account.path}$`));
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await check(page, `${account.path} (phone)`);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
    await check(page, `${account.path}, password errors`);
    await page.evaluate(() => {
      localStorage.clear();
    });
  }
  // Spanish runs longer: the page still fits.
  await signIn(page, parent.email);
  await expectRoutesFitInLanguages(page, ["/parent/profile"], [360], ["es"]);
});

test("the forgot and reset password pages pass axe and fit a phone", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const student = await createStudent(request);
  await page.goto("/auth/forgot-password");
  await check(page, "forgot password (empty)");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await check(page, "forgot password (field error)");
  // A long address must wrap rather than push the page sideways.
  await page.getByLabel("Email").fill(uniqueEmail("a-rather-long-address-of-someone"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  await check(page, "forgot password (sent)");

  await page.goto("/auth/forgot-password");
  await page.getByLabel("Email").fill(student.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox" })).toBeVisible();
  await page.goto(await resetLink(student.email));
  await page.getByLabel("New Password", { exact: true }).fill("weak");
  await check(page, "reset password (typing)");
  await page.goto("/auth/reset-password/not-a-real-token");
  await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save New Password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");
  await check(page, "reset password (link invalid)");
  await expectRoutesFitInLanguages(
    page,
    ["/auth/forgot-password", "/auth/reset-password/any-token"],
    [360],
    ["es"],
  );
});
