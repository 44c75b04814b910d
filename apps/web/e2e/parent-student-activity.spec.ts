import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createParent, createStudent, signIn } from "./support/accounts";
import {
  expectFitsViewport,
  expectNoAxeViolations,
  expectRoutesFitInLanguages,
  PHONE,
} from "./support/a11y";
import { awardTrophies, demoApiKey } from "./support/awards";
import { createRewardFor, linkStudent, redeemReward } from "./support/parents";

/** Every check of a screen state: axe in both themes, and nothing wider than a phone. */
async function check(page: Page, state: string): Promise<void> {
  await expectFitsViewport(page, state);
  await expectNoAxeViolations(page, state);
}

/** Small awards through the batch call: one call against the demo app's hourly limit. */
async function awardQuizzes(request: APIRequestContext, email: string, count: number) {
  const res = await request.post("/api/v1/award-trophies/batch", {
    headers: { accept: "application/json", "x-api-key": await demoApiKey(request) },
    data: {
      awards: Array.from({ length: count }, (_, i) => ({
        email,
        amount: 1,
        details: `Quiz ${i + 1}`,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { results } = (await res.json()) as { results: { success: boolean }[] };
  expect(results.every((r) => r.success)).toBe(true);
}

test("a parent follows a linked student's last 30 days and activity, page by page", async ({
  page,
  request,
}) => {
  // Five screen states under axe in two themes, then two pages in two languages at two widths.
  test.setTimeout(120_000);
  const student = await createStudent(request, "Ada Activity");
  const quiet = await createStudent(request, "Quinn Quiet");
  const parent = await createParent(request, "Pat Activity");
  await linkStudent(request, parent.email, student.email);
  await linkStudent(request, parent.email, quiet.email);
  await createRewardFor(request, parent.email, student.email, {
    title: "Movie night",
    trophyCost: 20,
  });
  await awardTrophies(request, student.email, 40, "Spelling test");
  await redeemReward(request, student.email, "Movie night");
  await awardQuizzes(request, student.email, 20);

  await page.setViewportSize(PHONE);
  await signIn(page, parent.email);
  await page.goto("/parent");
  const students = page.getByRole("region", { name: "Your Students" });
  const ada = students.getByRole("listitem", { name: student.email });
  // The chart is one image whose name is the month's summary; the totals are text beside it.
  await expect(
    ada.getByRole("img", {
      name: "Trophies of Ada Activity in the last 30 days: 60 earned, 20 spent.",
    }),
  ).toBeVisible();
  await expect(ada).toContainText("Earned 60");
  await expect(ada).toContainText("Spent 20");
  await ada.getByText("Daily figures").click();
  const figures = ada.getByRole("region", { name: /Trophies earned and spent per day/ });
  await expect(figures.getByRole("row")).toHaveCount(2);
  const today = figures.getByRole("row").nth(1);
  await expect(today.getByRole("cell").nth(0)).toHaveText("60");
  await expect(today.getByRole("cell").nth(1)).toHaveText("20");
  await expect(students.getByRole("listitem", { name: quiet.email })).toContainText(
    "No trophies earned or spent in the last 30 days.",
  );
  await check(page, "parent dashboard with activity charts");

  // The student's page: the newest 20 first, then the rest.
  await ada.getByRole("link", { name: "Ada Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ada Activity" })).toBeVisible();
  const adaPath = new URL(page.url()).pathname;
  const feed = page.getByRole("list", { name: "Activity", exact: true });
  await expect(feed.getByRole("listitem")).toHaveCount(20);
  await expect(feed.getByRole("listitem").first()).toContainText("Quiz 20");
  await expect(feed.getByRole("listitem").first()).toContainText("From MathQuest Apps");
  await expect(page.getByText("Showing 20 of 22")).toBeVisible();
  await check(page, "a student's page, first page of activity");

  await page.getByRole("button", { name: "Load more" }).click();
  await expect(feed.getByRole("listitem")).toHaveCount(22);
  await expect(page.getByText("Showing 22 of 22")).toBeVisible();
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const redeemed = feed.getByRole("listitem").nth(20);
  await expect(redeemed).toContainText("Redeemed: Movie night");
  await expect(redeemed).toContainText("-20");
  const awarded = feed.getByRole("listitem").nth(21);
  await expect(awarded).toContainText("Spelling test");
  await expect(awarded).toContainText("Award");
  await expect(awarded).toContainText("From MathQuest Apps");
  await expect(awarded).toContainText("+40");
  await check(page, "a student's page, all activity");

  // A student without entries, reached from the Students page.
  await page.goto("/parent/students");
  await page
    .getByRole("listitem", { name: quiet.email })
    .getByRole("link", { name: /View activity/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Quinn Quiet" })).toBeVisible();
  await expect(page.getByText("No activity yet.", { exact: false })).toBeVisible();
  await check(page, "a student's page without activity");

  // Someone else's (or nobody's) student: the server's refusal, with a way to try again.
  await page.goto("/parent/students/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert").first()).toContainText("This student is not linked to you");
  await expect(page.getByRole("button", { name: "Try again" }).first()).toBeVisible();
  await check(page, "a student's page for a student not linked");

  // Both pages in English and Spanish, on a small phone and a tablet.
  await expectRoutesFitInLanguages(page, ["/parent", adaPath]);
});
