import { expect, test } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { createParent, createStudent, signIn } from "./support/accounts";
import { awardTrophies, demoApiKey } from "./support/awards";
import { bearer } from "./support/family";
import { linkStudent } from "./support/parents";
import { expectTouchTargets } from "./support/touch-targets";

/**
 * The apps that give a student trophies (docs/product.md §4, Privacy towards apps): the student
 * stops one on their profile and its next award is refused; a parent/guide's stop, set on the
 * linked student's page, is one the student cannot lift.
 */
test("a student stops an app and its awards stop; a parent's stop stays theirs to lift", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const student = await createStudent(request, "Appy Ada");
  const parent = await createParent(request, "Appy Parent");
  await linkStudent(request, parent.email, student.email);
  await awardTrophies(request, student.email, 30, "Fractions quiz");
  const award = async () =>
    (
      await request.post("/api/v1/award-trophies", {
        headers: { accept: "application/json", "x-api-key": await demoApiKey(request) },
        data: { email: student.email, amount: 1 },
      })
    ).status();

  await page.setViewportSize(PHONE);
  await signIn(page, student.email);
  await page.goto("/student/profile");
  const apps = page.getByRole("region", { name: "Apps that give you trophies" });
  await expect(apps.getByText("MathQuest Apps")).toBeVisible();
  await expect(apps.getByText("30 trophies given")).toBeVisible();
  await expectNoAxeViolations(page, "student apps");
  await expectFitsViewport(page, "student apps");
  await expectTouchTargets(page, "/student/profile");

  await apps.getByRole("button", { name: "Stop MathQuest Apps" }).click();
  await expect(apps.getByRole("button", { name: "Allow MathQuest Apps" })).toBeVisible();
  expect(await award()).toBe(404);
  await apps.getByRole("button", { name: "Allow MathQuest Apps" }).click();
  await expect(apps.getByRole("button", { name: "Stop MathQuest Apps" })).toBeVisible();
  expect(await award()).toBe(200);

  const parentContext = await browser.newContext({ viewport: PHONE });
  const parentPage = await parentContext.newPage();
  await signIn(parentPage, parent.email);
  const asParent = await bearer(request, parent.email);
  const linked = await request.get("/api/parents/students", { headers: asParent });
  const { students } = (await linked.json()) as { students: { id: string }[] };
  await parentPage.goto(`/parent/students/${students[0]?.id ?? ""}`);
  const theirApps = parentPage.getByRole("region", { name: /Apps that give .* trophies/ });
  await theirApps.getByRole("button", { name: "Stop MathQuest Apps" }).click();
  await expect(theirApps.getByText("Stopped by a parent or guide.")).toBeVisible();
  await expectNoAxeViolations(parentPage, "parent's view of a student's apps");
  expect(await award()).toBe(404);
  await parentContext.close();

  await page.reload();
  await expect(
    apps.getByText("Stopped by your parent or guide. Only they can allow it again."),
  ).toBeVisible();
  await expect(apps.getByRole("button", { name: "Allow MathQuest Apps" })).toHaveCount(0);
});
