import { expect, test, type Page } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";

const PUBLIC_PAGES = [
  {
    path: "/",
    heading: "Welcome to Trophy Rewards",
    title: "Trophy Rewards · Earn trophies in learning apps, redeem them for rewards",
  },
  { path: "/auth/login", heading: "Sign in to Trophy Rewards", title: "Sign In · Trophy Rewards" },
  {
    path: "/auth/register",
    heading: "Create your account",
    title: "Create Account · Trophy Rewards",
  },
];

/** What the page looked like once the HTML was parsed, before the app's scripts ran. */
async function recordBeforeScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const root = document.getElementById("root");
      (window as unknown as { beforeScripts: unknown }).beforeScripts = {
        classes: document.documentElement.className,
        heading: document.querySelector("main h1")?.textContent ?? null,
        // The rule that hides stale markup is in the stylesheet, which may not have arrived yet
        // (the page does not paint before it does), so the boot script's class counts as well.
        shown:
          root !== null &&
          !document.documentElement.classList.contains("prerender-stale") &&
          getComputedStyle(root).display !== "none",
      };
    });
  });
}

const beforeScripts = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { beforeScripts: { classes: string; heading: string; shown: boolean } })
        .beforeScripts,
  );

/** Errors the page logs (a hydration mismatch is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("the public pages arrive as HTML, readable before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading, title } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(title);
  }
  await context.close();
});

test("React takes over the prerendered pages without a mismatch", async ({ page }) => {
  const errors = collectErrors(page);
  await recordBeforeScripts(page);
  for (const { path, heading } of PUBLIC_PAGES) {
    await page.goto(path);
    expect(await beforeScripts(page)).toMatchObject({ heading, shown: true });
    await page.waitForLoadState("networkidle");
    // Alive: the theme switch answers.
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
  }
  expect(errors).toEqual([]);
});

test("a dark theme is on before the first paint", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await recordBeforeScripts(page);
  await page.goto("/auth/login");
  expect((await beforeScripts(page)).classes).toContain("dark");
  await context.close();
});

test("markup that does not fit the visit stays hidden until the app renders the page", async ({
  browser,
  request,
}) => {
  // A Spanish reader: the English markup is never shown, the page comes in Spanish.
  const spanish = await browser.newContext({ locale: "es-ES" });
  const page = await spanish.newPage();
  const errors = collectErrors(page);
  await recordBeforeScripts(page);
  await page.goto("/");
  expect(await beforeScripts(page)).toMatchObject({ shown: false });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Te damos la bienvenida a Trophy Rewards",
  );
  // Another path answered with index.html: the landing page's markup is not shown there.
  await page.goto("/privacy");
  expect(await beforeScripts(page)).toMatchObject({ shown: false });
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Trophy Rewards/);
  expect(errors).toEqual([]);
  await spanish.close();

  // A signed-in reader: no sign-in call flashes on the landing page.
  const context = await browser.newContext();
  const signedIn = await context.newPage();
  const student = await createStudent(request, "Prerender Pat");
  await signIn(signedIn, student.email);
  await recordBeforeScripts(signedIn);
  await signedIn.goto("/");
  expect(await beforeScripts(signedIn)).toMatchObject({ shown: false });
  await expect(signedIn.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
  await context.close();
});
