import { expect, test, type Page } from "@playwright/test";
import { createStudent } from "./support/accounts";
import { PASSWORD } from "./support/env";

/** Presses Tab until the focused element is a link or button named `name`; fails if never. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el ? { tag: el.tagName, text: el.textContent.trim() } : null;
    });
    if (focused && ["A", "BUTTON"].includes(focused.tag) && focused.text === name) return;
  }
  throw new Error(`"${name}" was never reached with Tab`);
}

/** Presses Tab until the focused element is the input labelled `label`. */
async function tabToField(page: Page, label: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press("Tab");
    if (await field.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`the "${label}" field was never reached with Tab`);
}

test("a student signs in from the landing page with the keyboard alone", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Kim Keys");
  await page.goto("/");

  await tabTo(page, "Sign In");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth\/login$/);

  await tabToField(page, "Email");
  await page.keyboard.type(student.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");

  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await tabTo(page, "Go to Dashboard");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
