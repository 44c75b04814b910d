import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectFitsViewport, PHONE } from "./support/a11y";
import { admin, createParent, createStudent, signIn } from "./support/accounts";
import { youngStudent } from "./support/consent";
import { DEMO_DEVELOPER } from "./support/env";

const WIDTHS = [360, 390, 768] as const;
const json = { accept: "application/json" };

/** The id of the seeded demo developer, for its awards page. */
async function demoDeveloperId(request: APIRequestContext): Promise<string> {
  const login = await request.post("/auth/login", { data: admin, headers: json });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.get("/api/admin/developers?limit=500", {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  const { developers } = (await res.json()) as { developers: { id: string; email: string }[] };
  const demo = developers.find((d) => d.email === DEMO_DEVELOPER.email);
  if (!demo) throw new Error("The demo developer is not seeded.");
  return demo.id;
}

/** Opens each route at each width and checks nothing is wider than the screen. */
async function expectRoutesFit(page: Page, routes: readonly string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: PHONE.height });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator("main h1").first()).toBeVisible();
      // Let lists and figures arrive: the width that counts is the loaded page's.
      await page.waitForLoadState("networkidle");
      await expectFitsViewport(page, `${route} at ${width}px`);
    }
  }
}

test("public routes fit a phone", async ({ page, request }) => {
  const { token } = await youngStudent(request, "Narrow Young Student With A Rather Long Name");
  await expectRoutesFit(page, [
    "/",
    "/auth/login",
    "/auth/register",
    "/auth/verify-email",
    "/privacy",
    "/terms",
    `/consent/${token}`,
  ]);
});

test("every student route fits a phone", async ({ page, request }) => {
  const student = await createStudent(request, "Narrow Student With A Rather Long Name");
  await signIn(page, student.email);
  await expectRoutesFit(page, [
    "/student",
    "/student/offerings",
    "/student/history",
    "/student/history?tab=giftcards",
    "/student/profile",
  ]);
});

test("every parent/guide route fits a phone", async ({ page, request }) => {
  const parent = await createParent(request);
  await signIn(page, parent.email);
  await expectRoutesFit(page, [
    "/parent",
    "/parent/students",
    "/parent/custom-rewards",
    "/parent/fulfillment",
  ]);
});

test("every developer route fits a phone", async ({ page }) => {
  await signIn(page, DEMO_DEVELOPER.email, DEMO_DEVELOPER.password);
  await expectRoutesFit(page, [
    "/developer",
    "/developer/api-keys",
    "/developer/webhooks",
    "/developer/documentation",
  ]);
});

test("every admin route fits a phone", async ({ page, request }) => {
  const developerId = await demoDeveloperId(request);
  await signIn(page, admin.email, admin.password);
  await expectRoutesFit(page, [
    "/admin",
    "/admin/developers",
    `/admin/developers/${developerId}/awards`,
    "/admin/users",
    "/admin/gift-cards",
    "/admin/rewards",
    "/admin/fulfillment",
  ]);
});

test("on a phone the menu holds every page of the area and the one Logout; the balance stays in the top bar", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Menu Student");
  await page.setViewportSize(PHONE);
  await signIn(page, student.email);
  await page.goto("/student");
  const balance = page.getByRole("status", { name: "Your trophy balance" });
  // The dashboard shows the balance itself; the header's badge is there for assistive technology.
  await expect(page.getByRole("region", { name: "Trophy Balance" })).toContainText("0");
  await expect(balance).toContainText("0");

  await page.getByRole("button", { name: "Toggle menu" }).click();
  const menu = page.locator("#mobile-menu");
  for (const name of ["Dashboard", "Offerings", "History", "Profile"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(1);
  await menu.getByRole("link", { name: "History" }).click();
  await expect(page).toHaveURL(/\/student\/history$/);
  await expect(menu).toBeHidden();
  await expect(balance).toBeVisible();

  // Parent and admin: no sidebar above the page on a phone, its links in the menu.
  await page.getByRole("button", { name: "Toggle menu" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/users");
  await expect(page.getByRole("complementary")).toBeHidden();
  await page.getByRole("button", { name: "Toggle menu" }).click();
  for (const name of ["Dashboard", "Developers", "Users", "Gift Cards"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(1);
});
