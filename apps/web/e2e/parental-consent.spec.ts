import { expect, test, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { admin, createParent, signIn, uniqueEmail } from "./support/accounts";
import { consentedStudent, youngStudent } from "./support/consent";
import { signInStatus } from "./support/developers";
import { PASSWORD } from "./support/env";
import { linkStudent } from "./support/parents";
import { consentLink, mailsTo, verificationLink } from "./support/mail";

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

test("a young student registers, checks their parent's address, the parent consents and the student sees who; a withdrawal closes the account again", async ({
  page,
  browser,
}) => {
  const child = { name: "Maya Young", email: uniqueEmail("maya") };
  // Typed wrong at registration, corrected on the consent step.
  const typedParentEmail = uniqueEmail("maya-parnet");
  const parentEmail = uniqueEmail("maya-parent");
  const birthYear = 2017;

  await test.step("the child gives the month and year of birth, and then a parent's e-mail", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/auth/register");
    await page.getByRole("radio", { name: "Student" }).check();
    await page.getByLabel("Full Name").fill(child.name);
    await page.getByLabel("Email", { exact: true }).fill(child.email);
    const parentField = page.getByLabel("Parent or guide's email");
    await expect(parentField).toHaveCount(0);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Please choose the month you were born")).toBeVisible();
    await expect(page.getByText("Please choose the year you were born")).toBeVisible();
    await page.getByLabel("Month").selectOption("3");
    await page.getByLabel("Year").selectOption(String(birthYear));
    await expect(parentField).toBeVisible();
    await expect(page.getByText("You are under 13")).toBeVisible();
    await checkOnPhones(page, "register (student with a parent's e-mail)");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Your parent or guide's email is required")).toBeVisible();
    await parentField.fill(typedParentEmail);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const inbox = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(inbox).toContainText(child.email);
    await expect(inbox).toContainText(typedParentEmail);
  });

  await test.step("nothing goes to the parent before the child verifies; the consent step comes after the password", async () => {
    // The child's own link left with the registration's answer: a parent's mail would have too.
    const link = await verificationLink(child.email);
    expect(await mailsTo(typedParentEmail)).toBe(0);
    await page.goto(link);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: /set password/i }).click();
    await expect(page).toHaveURL(/\/consent\/ask$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Before we e-mail your parent or guide, check their address",
    );
    const field = page.getByLabel("Your parent or guide's e-mail");
    await expect(field).toHaveValue(typedParentEmail);
    await checkOnPhones(page, "consent step (to confirm)");
    expect(await mailsTo(typedParentEmail)).toBe(0);

    await field.fill(child.email);
    await page.getByRole("button", { name: "Send the e-mail" }).click();
    await expect(page.getByText("This is your own address.")).toBeVisible();
    await field.fill(parentEmail);
    await page.getByRole("button", { name: "Send the e-mail" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We e-mailed your parent or guide",
    );
    await expect(page.getByRole("main")).toContainText(`We sent the e-mail to ${parentEmail} on`);
    await expect(page.getByRole("main")).toContainText(/Your account waits for them until \S+/);
    await expect(
      page.getByRole("button", { name: "Wrong address? Change it and ask again" }),
    ).toBeVisible();
    await checkOnPhones(page, "consent step (asked)");
  });

  await test.step("signing in before the parent agreed comes back to the consent step", async () => {
    await trySignIn(page, child.email);
    await expect(page).toHaveURL(/\/consent\/ask$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We e-mailed your parent or guide",
    );
    // Opened anew without its ticket (a typed address): sign in again. (A reload keeps the
    // ticket: it is the history entry's state.)
    await page.goto("/");
    await page.goto("/consent/ask");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please sign in again");
  });

  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  const link = await consentLink(parentEmail);
  const consentPath = new URL(link).pathname;
  expect(await mailsTo(typedParentEmail)).toBe(0);

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

  await test.step("the child signs in and sees in their profile who agreed", async () => {
    await trySignIn(page, child.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByText(`Hello, ${child.name}`)).toBeAttached();
    await page.goto("/student/profile");
    const agreed = page.getByRole("region", { name: "Who agreed to your account" });
    await expect(agreed).toContainText(`Pat Young (${parentEmail}) agreed to your account on `);
    await expect(page.getByRole("button", { name: "This is not my parent" })).toBeVisible();
    await checkOnPhones(page, "student's profile (who agreed)");
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
    // Who agreed and withdrew, by name and address; nobody signed in for the request.
    await expect(entries.nth(1)).toContainText(`Parent/guide: Pat Young (${parentEmail})`);
    await expect(entries.nth(2)).toContainText(`Parent/guide: Pat Young (${parentEmail})`);
    await expect(entries.first()).not.toContainText("Parent/guide:");
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

test("the consenting parent approves another adult's link; a child who says that parent is not theirs goes back to the consent step", async ({
  page,
  browser,
  request,
}) => {
  const child = await consentedStudent(request, "Lia Young", "Pia Young");
  const other = await createParent(request, "Sam Other");
  // The child accepts Sam's request: under the consent age, that link waits for Pia.
  await linkStudent(request, other.email, child.email);

  await test.step("the parent who agreed sees who asked to connect, and approves", async () => {
    const parentContext = await browser.newContext();
    const parentPage = await parentContext.newPage();
    await parentPage.setViewportSize(PHONE);
    await signIn(parentPage, child.parentEmail);
    await parentPage.goto("/parent/students");
    await parentPage
      .getByRole("listitem", { name: child.email })
      .getByRole("link", { name: /View activity/ })
      .click();
    const waiting = parentPage.getByRole("region", { name: "Waiting for your approval" });
    await expect(waiting).toContainText(
      `Sam Other (${other.email}) asked to connect with ${child.name}`,
    );
    await checkOnPhones(parentPage, "parent's student page (a link to approve)");
    await waiting.getByRole("button", { name: "Approve" }).click();
    await expect(parentPage.getByText("Connection approved").first()).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await parentContext.close();
  });

  await test.step("the child says the parent who agreed is not theirs: signed out, on to the consent step", async () => {
    await page.setViewportSize(PHONE);
    await signIn(page, child.email);
    await page.goto("/student/profile");
    const agreed = page.getByRole("region", { name: "Who agreed to your account" });
    await expect(agreed).toContainText(`Pia Young (${child.parentEmail}) agreed to your account`);
    await agreed.getByRole("button", { name: "This is not my parent" }).click();
    const question = page.getByRole("alertdialog", { name: "Is this not your parent or guide?" });
    await expect(question).toContainText("You will be signed out now.");
    await expectNoAxeViolations(page, "student's profile (not my parent?)");
    await question.getByRole("button", { name: "Yes, this is not my parent" }).click();
    await expect(page).toHaveURL(/\/consent\/ask$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^(Before we e-mail your parent or guide, check their address|We e-mailed your parent or guide)$/,
    );
    expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();
    await expect(page.getByRole("banner").getByText(/^Hello, /)).toHaveCount(0);
    await checkOnPhones(page, "consent step (after not my parent)");
  });
});
