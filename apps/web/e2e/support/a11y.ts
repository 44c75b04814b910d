import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const THEMES = ["light", "dark"] as const;

/**
 * Waits for the colour transitions a theme switch starts to end (a fixed pause is too short on a
 * busy machine), so axe measures colours at rest. Endless animations (skeletons) are not waited on.
 */
async function colorsAtRest(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * Runs axe-core on the page as it is now, in both themes, and fails on any violation of any
 * impact. The theme is switched the way the header's toggle does it (the saved choice and the
 * class on <html>), then put back.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const before = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of THEMES) {
    await page.evaluate((dark) => {
      document.documentElement.classList.toggle("dark", dark);
    }, theme === "dark");
    await colorsAtRest(page);
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map(
      (v) =>
        `${v.impact ?? "?"} ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary ?? ""}`)
          .join("\n"),
    );
    expect(found, `axe on "${state}" (${theme})`).toEqual([]);
  }
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
  }, before);
}

/** The page is no wider than its viewport: nothing sticks out sideways. */
export async function expectFitsViewport(page: Page, state: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `"${state}" is ${scrollWidth}px wide in a ${clientWidth}px viewport`,
  ).toBeLessThanOrEqual(clientWidth);
}

export const PHONE = { width: 390, height: 844 } as const;

/**
 * Opens each route in each language at each width, once its data has loaded (nothing is busy),
 * and checks nothing is wider than the screen. The language is chosen the way the footer's switch
 * remembers it.
 */
export async function expectRoutesFitInLanguages(
  page: Page,
  routes: readonly string[],
  widths: readonly number[] = [360, 768],
  languages: readonly string[] = ["en", "es"],
): Promise<void> {
  for (const language of languages) {
    for (const width of widths) {
      await page.evaluate((lang) => {
        localStorage.setItem("trophy.language", lang);
      }, language);
      await page.setViewportSize({ width, height: 800 });
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectFitsViewport(page, `${route} at ${width}px in ${language}`);
      }
    }
  }
}
