import { expect, test, type APIRequestContext } from "@playwright/test";
import { admin, signIn } from "./support/accounts";
import { developerRow, registerDeveloper } from "./support/developers";

const json = { accept: "application/json" };

/** The developer as the admin API lists it. */
async function listedDeveloper(request: APIRequestContext, email: string) {
  const login = await request.post("/auth/login", { data: admin, headers: json });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const res = await request.get("/api/admin/developers?limit=500", {
    headers: { ...json, authorization: `Bearer ${accessToken}` },
  });
  expect(res.status()).toBe(200);
  const { developers } = (await res.json()) as {
    developers: { email: string; dailyTrophyBudget: number; trophiesAwardedToday: number }[];
  };
  return developers.find((d) => d.email === email);
}

test("the admin changes a developer's daily trophy budget on the Developers page", async ({
  page,
  request,
}) => {
  const developer = await registerDeveloper(request, "Budget Apps");
  const before = await listedDeveloper(request, developer.email);
  expect(before?.trophiesAwardedToday).toBe(0);

  await signIn(page, admin.email, admin.password);
  await page.goto("/admin/developers");
  const row = developerRow(page, developer.email);
  const shown = await page.evaluate((n) => n.toLocaleString(), before?.dailyTrophyBudget ?? 0);
  await expect(row).toContainText(`Daily trophy budget: ${shown}`);
  await expect(row).toContainText("Awarded today: 0");

  const dialog = page.getByRole("alertdialog", { name: "Change the daily trophy budget?" });
  const field = dialog.getByLabel("Daily trophy budget");
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/budget")) sent++;
  });

  await test.step("out-of-range values are refused in the form; Cancel keeps the budget", async () => {
    await row.getByRole("button", { name: "Change budget" }).click();
    await expect(dialog).toContainText(developer.email);
    await expect(field).toHaveValue(String(before?.dailyTrophyBudget));
    for (const bad of ["-1", "1.5", "1000001", ""]) {
      await field.fill(bad);
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(
        dialog.getByText("dailyTrophyBudget must be a whole number from 0 to 1,000,000"),
      ).toBeVisible();
    }
    expect(sent).toBe(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("a valid budget is saved, shown and kept", async () => {
    await row.getByRole("button", { name: "Change budget" }).click();
    await field.fill("250");
    const put = page.waitForRequest((r) => r.url().endsWith("/budget") && r.method() === "PUT");
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await put).postDataJSON()).toEqual({ dailyTrophyBudget: 250 });
    await expect(page.getByText("Daily trophy budget updated").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Daily trophy budget: 250");
    expect((await listedDeveloper(request, developer.email))?.dailyTrophyBudget).toBe(250);
    await page.reload();
    await expect(row).toContainText("Daily trophy budget: 250");
  });
});
