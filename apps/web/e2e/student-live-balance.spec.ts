import { expect, test } from "@playwright/test";
import { createStudent, signIn } from "./support/accounts";
import { awardTrophies } from "./support/awards";

test("an award shows up live: header badge, toast and recent activity, without a reload", async ({
  page,
  request,
}) => {
  const student = await createStudent(request, "Live Lena");
  await signIn(page, student.email);

  // The stream answers once it is subscribed: an award after that is pushed to the page.
  const streamOpen = page.waitForResponse((r) => r.url().includes("/api/sse/balance-updates/"));
  await page.goto("/student");
  expect((await streamOpen).status()).toBe(200);
  const badge = page.getByRole("banner").getByRole("status", { name: "Your trophy balance" });
  await expect(badge).toContainText("0");
  const balanceCard = page.getByRole("region", { name: "Trophy Balance" });
  await expect(balanceCard).toContainText("0");
  await page.evaluate(() => {
    sessionStorage.setItem("e2e-no-reload", "1");
    (window as unknown as { e2eMarker: boolean }).e2eMarker = true;
  });

  await awardTrophies(request, student.email, 75, "Finished the fractions quiz");

  await expect(badge).toContainText("75");
  await expect(page.getByText("Trophy Balance Updated!").first()).toBeVisible();
  await expect(
    page.getByText("You earned 75 trophies: Finished the fractions quiz").first(),
  ).toBeVisible();
  await expect(balanceCard).toContainText("75");
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity).toContainText("Finished the fractions quiz");
  await expect(activity).toContainText("+75");
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBe(
    true,
  );
});
