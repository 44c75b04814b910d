import { expect, type Page } from "@playwright/test";

/** Something on the screen still waits for its data: a busy region, a skeleton, a spinner. */
const LOADING = '[aria-busy="true"], .animate-pulse, .animate-spin';

/** The words a reader meets: labels, descriptions, titles, placeholders and alternative texts. */
const ATTRIBUTES = [
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
];

/** Everything the screen says: its visible text, its attributes' words and the document's title. */
export function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    // Code stays as written in every language (the developer documentation's examples).
    let visible = document.body.innerText;
    for (const code of document.body.querySelectorAll("pre, code")) {
      const text = (code as HTMLElement).innerText.trim();
      if (text) visible = visible.split(text).join("\n");
    }
    const texts = [document.title, visible];
    for (const element of document.body.querySelectorAll("*")) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value);
      }
    }
    for (const option of document.querySelectorAll("option")) texts.push(option.text);
    return texts;
  }, ATTRIBUTES);
}

/**
 * The screen's texts once it has loaded its data: nothing busy, a heading in the main region, and
 * the same texts twice in a row (a list that arrives after its heading has then arrived too).
 */
export async function settledScreenTexts(page: Page): Promise<string[]> {
  await expect(page.locator("main h1").first()).toBeVisible();
  let previous: string[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    await expect(page.locator(LOADING)).toHaveCount(0);
    const texts = await screenTexts(page);
    if (texts.join("\n") === previous.join("\n")) return texts;
    previous = texts;
    await page.waitForTimeout(150);
  }
  return previous;
}

/** The screen's texts once `act` has changed them (a message shown, a banner) and they settled. */
export async function textsAfter(page: Page, act: () => Promise<void>): Promise<string[]> {
  const before = (await screenTexts(page)).join("\n");
  await act();
  await expect
    .poll(async () => (await screenTexts(page)).join("\n"), { message: "the screen answers" })
    .not.toBe(before);
  return settledScreenTexts(page);
}
