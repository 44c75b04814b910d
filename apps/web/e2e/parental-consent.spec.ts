import { expect, test, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { admin, signIn, uniqueEmail } from "./support/accounts";
import { youngStudent } from "./support/consent";
import { signInStatus } from "./support/developers";
import { PASSWORD } from "./support/env";
import { consentLink, verificationLink } from "./support/mail";

// axe runs twice per state (light and dark), and the journey has three people: slow on a busy
// machine.
test.describe.configure({ timeout: 180_000 });

const PHONE_WIDTHS = [360, 390] as const;

/** Nothing wider than either phone, and axe in both themes. */
async function checkOnPhones(page: Page, state: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    await expectFitsViewport(page, `${state} at ${width}px`);
  }
  await expectNoAxeViolations(page, state);
}

/** Sends the login form; the page stays where the answer leaves it. */
async function trySignIn(page: Page, email: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

const banner = (page: Page, title: string) =>
  page.getByRole("alert").filter({ has: page.getByRole("heading", { name: title }) });

test("a young student registers, a parent/guide consents and the student signs in; a withdrawal closes the account again", async ({
  page,
  browser,
}) => {
  const child = { name: "Maya Young", email: uniqueEmail("maya") };
  const parentEmail = uniqueEmail("maya-parent");
  const birthYear = new Date().getUTCFullYear() - 9;

  await test.step("the child gives the month and year of birth, and then a parent's e-mail", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/auth/register");
    await page.getByRole("radio", { name: "Student" }).check();
    await page.getByLabel("Full Name").fill(child.name);
    await page.getByLabel("Email", { exact: true }).fill(child.email);
    const parentField = page.getByLabel("Parent or guide's email");
    await expect(parentField).toHaveCount(0);
    await page.getByLabel("Month").selectOption("3");
    await page.getByLabel("Year").selectOption(String(birthYear));
    await expect(parentField).toBeVisible();
    await expect(page.getByText("You are under 13")).toBeVisible();
    await checkOnPhones(page, "register (student with a parent's e-mail)");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Your parent or guide's email is required")).toBeVisible();
    await parentField.fill(parentEmail);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const inbox = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(inbox).toContainText(child.email);
    await expect(inbox).toContainText(parentEmail);
  });

  await test.step("the child verifies the e-mail; signing in says a parent has been asked", async () => {
    await page.goto(await verificationLink(child.email));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: /set password/i }).click();
    await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
    await trySignIn(page, child.email);
    await expect(banner(page, "A parent has been asked")).toContainText("emailed them a link");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const link = await consentLink(parentEmail);
  const consentPath = new URL(link).pathname;

  await test.step("the parent opens the mailed link: the notice, read in a minute", async () => {
    await parentPage.setViewportSize(PHONE);
    await parentPage.goto(link);
    await expect(parentPage.getByRole("heading", { level: 1 })).toHaveText(
      `${child.name} would like to use Trophy Rewards`,
    );
    const main = parentPage.getByRole("main");
    for (const text of [
      "Their name and e-mail address.",
      "Their month and year of birth",
      "what they redeem them for",
      "third parties",
      "gift cards and other rewards",
      `withdraw your consent at any time from ${child.name}'s page`,
      "Notice version 2026-11",
      "This request waits until",
    ])
      await expect(main).toContainText(text);
    await checkOnPhones(parentPage, "consent page (waiting)");
  });

  await test.step("agreeing needs a parent/guide: the parent registers, verifies and comes back", async () => {
    await parentPage.getByRole("button", { name: "I agree" }).click();
    await expect(
      parentPage.getByRole("heading", { name: "Sign in as a parent or guide to agree" }),
    ).toBeVisible();
    await checkOnPhones(parentPage, "consent page (sign in first)");
    await parentPage.getByRole("link", { name: "Create a parent/guide account" }).click();
    await expect(parentPage).toHaveURL(/\/auth\/register$/);
    await expect(parentPage.getByRole("radio", { name: "Parent/Guide" })).toBeChecked();
    await parentPage.getByLabel("Full Name").fill("Pat Young");
    await parentPage.getByLabel("Email").fill(parentEmail);
    await parentPage.getByLabel("Password").fill(PASSWORD);
    await parentPage.getByRole("button", { name: "Create Account" }).click();
    await expect(parentPage).toHaveURL(/\/auth\/login$/);

    await parentPage.goto(await verificationLink(parentEmail));
    await parentPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await parentPage.getByRole("button", { name: "Confirm" }).click();
    await parentPage.getByRole("link", { name: "Go to Login" }).click();
    await parentPage.getByLabel("Email").fill(parentEmail);
    await parentPage.getByLabel("Password").fill(PASSWORD);
    await parentPage.getByRole("button", { name: "Sign In" }).click();
    await expect(parentPage).toHaveURL(new RegExp(`${consentPath}$`));

    await parentPage.getByRole("button", { name: "I agree" }).click();
    await expect(parentPage.getByRole("heading", { level: 1 })).toHaveText("Consent given");
    await checkOnPhones(parentPage, "consent page (given)");
  });

  await test.step("the child signs in", async () => {
    await trySignIn(page, child.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByText(`Hello, ${child.name}`)).toBeAttached();
    // Signed out again, through the phone's menu: the next sign-ins are the test's.
    await page.getByRole("button", { name: "Toggle menu" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  });

  await test.step("the parent withdraws on the student's page: the account freezes, with its date", async () => {
    await parentPage.getByRole("link", { name: "Go to your students" }).click();
    await parentPage
      .getByRole("listitem", { name: child.email })
      .getByRole("link", { name: /View activity/ })
      .click();
    await parentPage.getByRole("button", { name: "Withdraw consent" }).click();
    const question = parentPage.getByRole("alertdialog", { name: "Withdraw your consent?" });
    await expect(question).toContainText("frozen now");
    await expect(question).toContainText(/deleted on \S+/);
    await question.getByRole("button", { name: "Withdraw consent" }).click();
    await expect(parentPage.getByText("Your consent is withdrawn")).toBeVisible();
    await expect(parentPage.getByText(/will be deleted on \S+ unless/)).toBeVisible();
    await checkOnPhones(parentPage, "parent's student page (consent withdrawn)");

    await trySignIn(page, child.email);
    await expect(banner(page, "Your parent withdrew their consent")).toBeVisible();
  });

  await test.step("consent given again opens the account", async () => {
    await parentPage.getByRole("button", { name: "Give consent again" }).click();
    await expect(parentPage.getByRole("button", { name: "Withdraw consent" })).toBeVisible();
    await trySignIn(page, child.email);
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("the admin reads the student's consent log", async () => {
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.goto(`/admin/users?q=${encodeURIComponent(child.email)}`);
    await adminPage.getByRole("button", { name: `Consent log of ${child.email}` }).click();
    const log = adminPage.getByRole("dialog", { name: "Consent log" });
    const entries = log.getByRole("listitem");
    await expect(entries).toHaveCount(4);
    for (const [i, event] of [
      "Consent asked of a parent",
      "Consent given",
      "Consent withdrawn",
      "Consent given",
    ].entries())
      await expect(entries.nth(i)).toContainText(event);
    await expect(entries.first()).toContainText("Through the e-mailed link");
    await expect(entries.last()).toContainText("On the student's page");
    await expect(log).toContainText("notice 2026-11");
    await expectNoAxeViolations(adminPage, "admin's consent log");
    await adminContext.close();
  });
  await parentContext.close();
});

test("a parent who does not agree is asked first, and the child's account is deleted", async ({
  page,
  request,
}) => {
  const child = await youngStudent(request, "Theo Young");
  await page.setViewportSize(PHONE);
  await page.goto(`/consent/${child.token}`);
  await page.getByRole("button", { name: "I do not agree" }).click();
  const question = page.getByRole("alertdialog", { name: `Delete ${child.name}'s account?` });
  await expect(question).toContainText("This cannot be undone.");
  await expectNoAxeViolations(page, "consent page (do not agree?)");
  await question.getByRole("button", { name: "Go back" }).click();
  expect((await signInStatus(request, child.email)).status).toBe(403);

  await page.getByRole("button", { name: "I do not agree" }).click();
  await question.getByRole("button", { name: "Delete the account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You did not agree");
  expect((await signInStatus(request, child.email)).status).toBe(401);

  // The link again: the request was answered.
  await page.goto(`/consent/${child.token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You did not agree");
  await page.goto("/consent/not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
  await checkOnPhones(page, "consent page (unknown link)");
});
