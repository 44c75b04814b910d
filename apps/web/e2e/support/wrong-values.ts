import type { Page } from "@playwright/test";
import { textsAfter } from "./screen-text";

/**
 * Forms sent with values their rules refuse, by field id: each shows its messages (under the
 * fields or in a toast) and sends nothing. A form is tried wherever it shows.
 */
const WRONG_VALUES: readonly (readonly [string, string][])[] = [
  [
    ["#register-name", ""],
    ["#register-email", "not-an-address"],
  ],
  [["#forgot-email", "not-an-address"]],
  [
    ["#reset-password", "short"],
    ["#reset-password-confirm", "short"],
  ],
  [
    ["#set-password", "short"],
    ["#set-password-confirm", "short"],
  ],
  [["#connection-student-email", ""]],
  [["#reward-title", ""]],
  [
    ["#base-reward-title", ""],
    ["#base-reward-trophy-cost", ""],
  ],
  [
    ["#gift-card-code", "abc"],
    ["#gift-card-usd", ""],
    ["#gift-card-cost", ""],
  ],
  [["#webhook-url", "not an address"]],
  [
    ["#current-password", ""],
    ["#new-password", "short"],
    ["#confirm-new-password", "other"],
  ],
  [["#profile-name", ""]],
];

/** Sends each form on the screen with wrong values; the screen's texts after each. */
export async function textsOfRefusedForms(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const fields of WRONG_VALUES) {
    const [first] = fields;
    if (!first || !(await page.locator(first[0]).isVisible())) continue;
    const form = page.locator(`form:has(${first[0]})`);
    // A form that shows its values until edited (the profile's name) opens with its button.
    if (!(await page.locator(first[0]).isEditable()))
      await form.locator('button[type="button"]').first().click();
    for (const [field, value] of fields) await page.locator(field).fill(value);
    const submit = form.locator('button[type="submit"]');
    texts.push(...(await textsAfter(page, () => submit.click())));
  }
  return texts;
}

/** Signs in with each account on the login form: a refusal shows its banner. */
export async function textsOfRefusedSignIns(
  page: Page,
  accounts: readonly { email: string; password: string }[],
): Promise<string[]> {
  const texts: string[] = [];
  for (const { email, password } of accounts) {
    await page.locator("#login-email").fill(email);
    await page.locator("#login-password").fill(password);
    const submit = page.locator('form:has(#login-email) button[type="submit"]');
    texts.push(...(await textsAfter(page, () => submit.click())));
  }
  return texts;
}
