import { expect, test, type Page } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";
import { awardTrophies } from "./support/awards";

const statCard = (page: Page, title: string) => page.getByRole("region", { name: title });
const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });

test("the dashboard shows the four stat cards and links to the offerings", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Stat Sam");
  await signIn(page, student.email);
  await page.goto("/student");
  await awardTrophies(request, student.email, 40, "Spelling practice");

  await expect(statCard(page, "Trophy Balance")).toContainText("40");
  await expect(statCard(page, "Rewards Redeemed")).toContainText("0");
  await expect(statCard(page, "Available Rewards")).toContainText(/\d+/);
  await expect(statCard(page, "Achievement Level")).toContainText("Beginner");
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    "Spelling practice",
  );

  await page.getByRole("link", { name: "View all" }).click();
  await expect(page).toHaveURL(/\/student\/offerings$/);
  for (const tab of ["All", "Base", "Custom"]) {
    await expect(page.getByRole("tab", { name: tab })).toBeVisible();
  }

  await page.goto("/student/no-such-page");
  await expect(page).toHaveURL(/\/student$/);
  for (const link of ["Dashboard", "Offerings", "History", "Profile"]) {
    await expect(areaNav(page).getByRole("link", { name: link })).toBeVisible();
  }
});

// Issue 12 changed this: a reward the balance does not cover no longer offers an active Redeem
// that is then refused (with an "Insufficient trophies" toast); it says how many trophies are
// missing, with a progress bar, and Redeem is disabled.
test("a reward the student cannot afford says how many trophies are missing", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Broke Bo");
  await signIn(page, student.email);
  await page.goto("/student/offerings");
  await expect(page.getByRole("region", { name: "Trophy Balance" })).toContainText("0");

  // Base rewards are the platform's: another journey's may be out of stock, with no Redeem.
  const offering = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: "Redeem" }) })
    .first();
  const redeem = offering.getByRole("button", { name: "Redeem" });
  await expect(redeem).toBeDisabled();
  await expect(redeem).toHaveAccessibleDescription(/^You need [\d,]+ more troph(y|ies)$/);
  await expect(offering.getByText(/^You need [\d,]+ more troph(y|ies)$/)).toBeVisible();
  await expect(offering.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("dialog", { name: "Confirm Redemption" })).toHaveCount(0);
});

test("editing the profile name updates the header greeting", async ({ page, request }) => {
  const student = await createStudent(request, "Old Name");
  await signIn(page, student.email);
  await page.goto("/student");
  await areaNav(page).getByRole("link", { name: "Profile" }).click();
  const greeting = page.getByRole("banner");
  await expect(greeting.getByText("Hello, Old Name")).toBeVisible();

  const name = page.getByLabel("Full Name");
  await expect(page.getByLabel("Email")).toHaveValue(student.email);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await name.fill("Changed Mind");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(name).toHaveValue("Old Name");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await name.fill("New Name");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(greeting.getByText("Hello, New Name")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  await page.reload();
  await expect(greeting.getByText("Hello, New Name")).toBeVisible();
});
