import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations } from "./support/a11y";
import { createParent, createStudent, signIn } from "./support/accounts";
import { demoApiKey } from "./support/awards";
import { bearer } from "./support/family";
import { linkStudent } from "./support/parents";
import { expectTouchTargets } from "./support/touch-targets";

/** The narrowest phone the product is laid out for. */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const APP = "MathQuest Apps";

/** What the page shows as the code ("K7MX 3PQA"), as an app would type it in. */
async function shownCode(panel: Locator): Promise<string> {
  const grouped = panel.getByText(/^[0-9A-Z]{4} [0-9A-Z]{4}$/);
  await expect(grouped).toBeVisible();
  return (await grouped.innerText()).replace(/\s/g, "");
}

/** The app's side: its server exchanges the code the student typed in, with its API key. */
async function exchange(request: APIRequestContext, code: string) {
  return request.post("/api/v1/connections", {
    headers: { accept: "application/json", "x-api-key": await demoApiKey(request) },
    data: { code },
  });
}

/**
 * Connections (docs/product.md §4): a student gets a code on their profile, an app exchanges it
 * with its API key and may award by the pseudonym it got, the list shows the app connected, and
 * the student disconnects it after being asked; a parent/guide does the same on the student's
 * page. axe, a 360 px phone and touch targets on the way.
 */
test("a student connects an app with a code and disconnects it; a parent/guide does the same", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await createStudent(request, "Linky Lu");
  const parent = await createParent(request, "Linky Parent");
  await linkStudent(request, parent.email, student.email);

  const context = await browser.newContext({
    viewport: SMALL_PHONE,
    permissions: ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  await signIn(page, student.email);
  await page.goto("/student/profile");
  const apps = page.getByRole("region", { name: "Apps that give you trophies" });
  await apps.getByRole("button", { name: "Connect an app" }).click();
  const panel = apps.getByRole("region", { name: "Your code for connecting an app" });
  const code = await shownCode(panel);
  expect(code).toHaveLength(8);
  await expect(panel.getByText(/^Type it into the app before .+\. It works once\.$/)).toBeVisible();
  await expectNoAxeViolations(page, "student's link code");
  await expectFitsViewport(page, "student's link code");
  // Before the copy: its toast's close button is the toaster's, not this screen's.
  await expectTouchTargets(page, "/student/profile with a link code");
  await panel.getByRole("button", { name: "Copy code" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

  const connected = await exchange(request, code);
  expect(connected.status(), await connected.text()).toBe(200);
  const { studentRef } = (await connected.json()) as { studentRef: string };
  // The page sees the app connect while the code is shown, and puts the code away.
  await expect(panel).toHaveCount(0, { timeout: 15_000 });
  const row = apps.getByRole("listitem", { name: APP });
  await expect(row.getByText("Connected", { exact: true })).toBeVisible();
  const awarded = await request.post("/api/v1/award-trophies", {
    headers: { accept: "application/json", "x-api-key": await demoApiKey(request) },
    data: { studentRef, amount: 4 },
  });
  expect(awarded.status(), await awarded.text()).toBe(200);
  expect((await exchange(request, code)).status()).toBe(400);
  await expectNoAxeViolations(page, "student's connected app");
  await expectFitsViewport(page, "student's connected app");

  await row.getByRole("button", { name: `Disconnect ${APP}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Disconnect ${APP}?` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, "disconnect question");
  await expectFitsViewport(page, "disconnect question");
  await dialog.getByRole("button", { name: "Disconnect" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText("Connected", { exact: true })).toHaveCount(0);
  await expect(row.getByRole("button", { name: `Disconnect ${APP}` })).toHaveCount(0);
  await context.close();

  // The parent/guide, on the student's page.
  const parentContext = await browser.newContext({ viewport: SMALL_PHONE });
  const parentPage = await parentContext.newPage();
  await signIn(parentPage, parent.email);
  const linked = await request.get("/api/parents/students", {
    headers: await bearer(request, parent.email),
  });
  const { students } = (await linked.json()) as { students: { id: string }[] };
  await parentPage.goto(`/parent/students/${students[0]?.id ?? ""}`);
  const theirApps = parentPage.getByRole("region", { name: "Apps that give Linky Lu trophies" });
  await theirApps.getByRole("button", { name: "Connect an app" }).click();
  const theirPanel = theirApps.getByRole("region", {
    name: "Code for connecting an app to Linky Lu",
  });
  const theirCode = await shownCode(theirPanel);
  await expectNoAxeViolations(parentPage, "parent's link code for a student");
  await expectFitsViewport(parentPage, "parent's link code for a student");
  const again = await exchange(request, theirCode);
  expect(again.status(), await again.text()).toBe(200);
  expect(((await again.json()) as { studentRef: string }).studentRef).toBe(studentRef);
  const theirRow = theirApps.getByRole("listitem", { name: APP });
  await expect(theirRow.getByText("Connected", { exact: true })).toBeVisible({ timeout: 15_000 });
  await theirRow.getByRole("button", { name: `Disconnect ${APP}` }).click();
  await parentPage
    .getByRole("alertdialog", { name: `Disconnect ${APP}?` })
    .getByRole("button", { name: "Disconnect" })
    .click();
  await expect(theirRow.getByText("Connected", { exact: true })).toHaveCount(0);
  await parentContext.close();
});
