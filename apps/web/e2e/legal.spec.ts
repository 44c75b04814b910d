import { expect, test } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";

// axe runs twice per state (light and dark): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

const PAGES = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    sections: [
      "What is collected",
      "Who can see it",
      "No ads, no selling, no tracking",
      "Getting your data, or having it deleted",
    ],
  },
  {
    path: "/terms",
    title: "Terms of Use",
    sections: ["Acceptable use", "Trophies and rewards", "Suspension", "For developers"],
  },
] as const;

for (const legal of PAGES) {
  test(`${legal.title}: one h1, its sections, accessible in both themes and on a phone`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(legal.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
    for (const section of legal.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(0);
    await expectNoAxeViolations(page, legal.title);
    await expectFitsViewport(page, legal.title);
  });
}

test("the privacy policy says what matters to a family", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("There are no advertisements.")).toBeVisible();
  await expect(page.getByText(/no tracking cookies/)).toBeVisible();
  await expect(page.getByText(/Children under 13 need a parent's consent/)).toBeVisible();
  await expect(page.getByText(/within 30 days/)).toBeVisible();
});

test("the terms link to the privacy policy", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByText(/Trophies have no cash value/)).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
});
