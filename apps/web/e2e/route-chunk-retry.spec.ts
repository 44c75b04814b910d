import { expect, test } from "@playwright/test";

/**
 * The password reset page's code: the auth area's chunk (apps/web/src/app/routes.tsx), and its
 * retry. Sign-in is prerendered and has a chunk of its own, so this page stands for a lazy route.
 */
const AUTH_CHUNK = /\/assets\/auth-area-[^/?]+\.js(\?.*)?$/;

test("a page whose code fails to arrive once is fetched again and opens", async ({ page }) => {
  const asked: string[] = [];
  await page.route(AUTH_CHUNK, async (route) => {
    asked.push(new URL(route.request().url()).search);
    if (asked.length === 1) await route.abort("connectionreset");
    else await route.continue();
  });
  await page.goto("/auth/forgot-password");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The second fetch asks under another address: the browser would repeat its remembered failure.
  expect(asked).toEqual(["", "?retry=1"]);
});

test("a page whose code keeps failing offers a reload, which brings it back", async ({ page }) => {
  const asked: string[] = [];
  await page.route(AUTH_CHUNK, async (route) => {
    asked.push(new URL(route.request().url()).search);
    await route.abort("connectionreset");
  });
  await page.goto("/auth/forgot-password");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("This page could not be loaded");
  await expect(alert).not.toContainText("Something went wrong");
  expect(asked).toEqual(["", "?retry=1"]);

  await page.unroute(AUTH_CHUNK);
  await page.getByRole("button", { name: "Reload page" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test.describe("in Spanish", () => {
  test.use({ locale: "es-ES" });

  test("the reload is offered in Spanish", async ({ page }) => {
    await page.route(AUTH_CHUNK, (route) => route.abort("connectionreset"));
    await page.goto("/auth/forgot-password");
    await expect(page.getByRole("alert")).toContainText("No se pudo cargar esta página");
    await expect(page.getByRole("button", { name: "Recargar la página" })).toBeVisible();
  });
});
