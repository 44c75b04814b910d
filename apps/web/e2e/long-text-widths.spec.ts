import { expect, test, type Browser, type Page } from "@playwright/test";
import { paths } from "../src/lib/paths";
import { signIn } from "./support/accounts";
import { PASSWORD } from "./support/env";
import { longEmail, longText, seedLongTexts, type LongTextWorld } from "./support/long-text";
import { startOwnServer, type OwnServer } from "./support/own-server";

const WIDTHS = [360, 390] as const;
/** English at both widths; Spanish, whose texts run longer, at the narrowest. */
const PASSES = [
  ...WIDTHS.map((width) => ({ language: "en", width })),
  { language: "es", width: 360 },
] as const;

type Area = "student" | "developer" | "parent" | "admin";
type RouteEntry = string | { pattern: string; href: (id: string) => string };

let server: OwnServer;
let world: LongTextWorld;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  // The shared server's admin has a short, fixed e-mail: this spec's admin is configured.
  server = await startOwnServer({ email: longEmail("admin"), password: PASSWORD });
  const api = await playwright.request.newContext({ baseURL: server.baseUrl });
  try {
    world = await seedLongTexts(api, server.dataDir, server.admin);
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  await server.stop();
});

/**
 * Every route of an area, from the path map, so a new route is covered as soon as it exists. A
 * route with an id takes it from `ids`, by its pattern; one without an id here fails the test.
 */
function routesOf(area: Area, ids: Record<string, string> = {}): string[] {
  return Object.values(paths[area] as Record<string, RouteEntry>).map((entry) => {
    if (typeof entry === "string") return entry;
    const id = ids[entry.pattern];
    if (!id) throw new Error(`No id for ${entry.pattern}: give the test one to open it with.`);
    return entry.href(id);
  });
}

/**
 * The page's width against the viewport's; when it is wider, what sticks out furthest that no
 * scrolling frame holds, named by its tag, classes and text. Text is looked at first (a word that
 * cannot wrap is the usual cause, and the boxes stretched around it only follow), then elements.
 */
async function widthProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= viewport) return null;
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    let widest: Element | null = null;
    let right = viewport + 0.5;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || clipped(parent)) continue;
      range.selectNodeContents(node);
      const edge = range.getBoundingClientRect().right + window.scrollX;
      if (edge > right) {
        widest = parent;
        right = edge;
      }
    }
    if (!widest) {
      for (const el of document.body.querySelectorAll("*")) {
        const edge = el.getBoundingClientRect().right + window.scrollX;
        // The innermost of equals: a child as wide as its parent names the cause better.
        if (edge >= right && !clipped(el)) {
          widest = el;
          right = edge;
        }
      }
    }
    const name = widest
      ? `<${widest.tagName.toLowerCase()} class="${widest.getAttribute("class") ?? ""}"> "${widest.textContent.trim().slice(0, 80)}"`
      : "no single element";
    return `${String(width)}px wide in a ${String(viewport)}px viewport; widest: ${name} (right edge ${String(Math.round(right))}px)`;
  });
}

/** Signs in on this spec's server and opens each route in each pass, then checks its width. */
async function expectAreaFits(
  browser: Browser,
  email: string,
  routes: readonly string[],
  extra?: (page: Page, check: (state: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  try {
    await signIn(page, email);
    for (const { language, width } of PASSES) {
      await page.evaluate((lang) => {
        localStorage.setItem("trophy.language", lang);
      }, language);
      await page.setViewportSize({ width, height: 844 });
      const check = async (state: string) => {
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const problem = await widthProblem(page);
        if (problem) problems.push(`${state} at ${String(width)}px in ${language}: ${problem}`);
      };
      for (const route of routes) {
        await page.goto(route);
        await expect(page.locator("main h1").first()).toBeVisible();
        await check(route);
      }
      await extra?.(page, check);
    }
  } finally {
    await context.close();
  }
  expect(problems, "routes wider than the viewport").toEqual([]);
}

test("a student with a long e-mail and name, and long titles, fits 360 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await expectAreaFits(
    browser,
    world.student.email,
    [paths.home, ...routesOf("student"), `${paths.student.history}?tab=rewards`],
    async (page) => {
      // On a phone a transaction's description is there whole: wrapped, never cut off.
      await page.goto(paths.student.history);
      const description = page.getByText(longText("Award 1", 200), { exact: true });
      await expect(description).toBeVisible();
      expect(
        await description.evaluate((el) => el.scrollWidth <= el.clientWidth),
        "the description is not cut off",
      ).toBe(true);
    },
  );
});

test("a developer with a long e-mail fits 360 and 390 px", async ({ browser }) => {
  test.setTimeout(180_000);
  await expectAreaFits(browser, world.developer.email, routesOf("developer"));
});

test("a parent/guide with a long e-mail and long student names fits 360 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await expectAreaFits(
    browser,
    world.parent.email,
    routesOf("parent", { [paths.parent.student.pattern]: world.student.id }),
  );
});

test("an admin with a long e-mail, and long users, rewards and gift cards, fits 360 and 390 px", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await expectAreaFits(
    browser,
    world.admin.email,
    routesOf("admin", { [paths.admin.developerAwards.pattern]: world.developer.id }),
    async (page, check) => {
      // The inventory's denominations and a picked file's preview hold the long type and notes.
      await page.goto(paths.admin.giftCards);
      await page.getByRole("main").getByRole("button", { expanded: false }).first().click();
      await check("/admin/gift-cards, a type expanded");
      await page.getByRole("tab").nth(1).click();
      await page.locator('input[type="file"]').setInputFiles({
        name: "cards.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          `code,card_type,usd_amount,trophy_cost,expires_at,notes\n${"LONGCODE".repeat(8)},${"Longcardtype".repeat(5)},25,100,,${"Longnotes".repeat(30)}\n`,
        ),
      });
      await expect(page.getByRole("table")).toBeVisible();
      await check("/admin/gift-cards, a file previewed");
    },
  );
});
