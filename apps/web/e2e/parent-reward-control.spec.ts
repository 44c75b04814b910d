import { expect, test, type Page } from "@playwright/test";
import { createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { createRewardFor, linkStudent, offeredTitles, redeemReward } from "./support/parents";

const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });
const row = (page: Page, list: string, name: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem", { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test("a parent declines a redemption with a reason and the student's trophies come back live", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await createParent(request, "Decline Parent");
  const student = await createStudent(request, "Decline Dana");
  await linkStudent(request, parent.email, student.email);
  await awardTrophies(request, student.email, 30, "Reading week");
  const title = `Theme park ${uniqueEmail("r").slice(2, 10)}`;
  const reason = "The park is closed for the season; pick another treat";

  await test.step("the parent creates a reward with a stock of one", async () => {
    await signIn(page, parent.email);
    await page.goto("/parent/custom-rewards");
    await page
      .getByLabel("Student", { exact: true })
      .selectOption({ label: `Decline Dana (${student.email})` });
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Trophy cost").fill("20");
    await page.getByLabel("Stock").fill("1");
    await page.getByRole("button", { name: "Create Reward" }).click();
    await expect(toast(page, "Custom reward created")).toBeVisible();
    const reward = row(page, "Your Custom Rewards", title);
    await expect(reward).toContainText("Stock: 1 left");
    await expect(reward).toContainText("Redeemed 0 times");
  });

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const badge = studentPage
    .getByRole("banner")
    .getByRole("status", { name: "Your trophy balance" });
  await test.step("the student redeems it; the last unit shows Out of Stock", async () => {
    await signIn(studentPage, student.email);
    await studentPage.goto("/student");
    await expect(badge).toContainText("30");
    await redeemReward(request, student.email, title);
    await expect(badge).toContainText("10");
    await areaNav(studentPage).getByRole("link", { name: "Offerings" }).click();
    await studentPage.getByRole("tab", { name: "Custom" }).click();
    const offering = studentPage.getByRole("article", { name: title });
    await expect(offering.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  });

  await test.step("the parent declines it, a reason being required", async () => {
    await areaNav(page).getByRole("link", { name: "Fulfillment" }).click();
    const redemption = row(page, "Fulfillment", title);
    await expect(redemption).toContainText("Pending");
    await redemption.getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Decline this redemption?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(dialog.getByText("Please give a reason")).toBeVisible();
    await expect(dialog.getByLabel("Reason")).toBeFocused();
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(
      toast(page, "Redemption declined: the trophies went back to the student"),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(redemption).toContainText("Declined");
    await expect(redemption).toContainText(`Reason: ${reason}`);
    await expect(redemption.getByRole("button")).toHaveCount(0);
  });

  await test.step("the student's balance comes back without a reload, with the reason", async () => {
    await expect(badge).toContainText("30");
    await expect(
      toast(studentPage, `20 trophies came back: Declined: ${title} — ${reason}`),
    ).toBeVisible();
    await expect(
      studentPage.getByRole("article", { name: title }).getByRole("button", { name: "Redeem" }),
    ).toBeEnabled();
    await areaNav(studentPage).getByRole("link", { name: "History" }).click();
    await studentPage
      .getByRole("group", { name: "Filter transactions" })
      .getByRole("button", { name: "Redemptions" })
      .click();
    const refund = studentPage
      .getByRole("tabpanel", { name: "Trophy Transactions" })
      .getByRole("listitem")
      .filter({ hasText: `Declined: ${title}` });
    await expect(refund).toContainText(reason);
    await expect(refund.getByText("Declined", { exact: true })).toBeVisible();
    await expect(refund).toContainText("+20");
  });

  await test.step("the reward has its unit back and counts the redemption", async () => {
    await areaNav(page).getByRole("link", { name: "Custom Rewards" }).click();
    const reward = row(page, "Your Custom Rewards", title);
    await expect(reward).toContainText("Stock: 1 left");
    await expect(reward).toContainText("Redeemed 1 time");
  });
  await studentContext.close();
});

test("a parent edits, pauses, resumes and deletes custom rewards", async ({ page, request }) => {
  test.setTimeout(90_000);
  const parent = await createParent(request, "Edit Parent");
  const student = await createStudent(request, "Edit Eli");
  await linkStudent(request, parent.email, student.email);
  const suffix = uniqueEmail("r").slice(2, 8);
  const fresh = `Board game ${suffix}`;
  const used = `Ice cream ${suffix}`;
  await createRewardFor(request, parent.email, student.email, { title: fresh, trophyCost: 10 });
  await createRewardFor(request, parent.email, student.email, { title: used, trophyCost: 5 });
  await awardTrophies(request, student.email, 5);
  await redeemReward(request, student.email, used);

  await signIn(page, parent.email);
  await page.goto("/parent/custom-rewards");
  const list = "Your Custom Rewards";
  const renamed = `Board game night ${suffix}`;

  await test.step("edit: the form starts from the reward and checks like the create form", async () => {
    await row(page, list, fresh).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Edit this reward" });
    await expect(dialog.getByLabel("Title")).toHaveValue(fresh);
    await expect(dialog.getByLabel("Trophy cost")).toHaveValue("10");
    await expect(dialog.getByLabel("Stock")).toHaveValue("");
    await dialog.getByLabel("Title").fill(" ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await dialog.getByLabel("Title").fill(renamed);
    await dialog.getByLabel("Trophy cost").fill("12");
    await dialog.getByLabel("Stock").fill("-2");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Stock must be a whole number", { exact: false })).toBeVisible();
    await dialog.getByLabel("Stock").fill("4");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Reward updated")).toBeVisible();
    await expect(dialog).toBeHidden();
    const reward = row(page, list, renamed);
    await expect(reward).toContainText("12 trophies");
    await expect(reward).toContainText("Stock: 4 left");
    expect(await offeredTitles(request, student.email)).toContain(renamed);
  });

  await test.step("deactivate hides it from the student; activate offers it again", async () => {
    const reward = row(page, list, renamed);
    await reward.getByRole("button", { name: "Deactivate" }).click();
    await expect(toast(page, "Reward deactivated")).toBeVisible();
    await expect(reward).toContainText("Inactive");
    expect(await offeredTitles(request, student.email)).not.toContain(renamed);
    await reward.getByRole("button", { name: "Activate" }).click();
    await expect(toast(page, "Reward activated")).toBeVisible();
    await expect(reward).not.toContainText("Inactive");
    expect(await offeredTitles(request, student.email)).toContain(renamed);
  });

  await test.step("delete asks first and says whether the reward went or stayed inactive", async () => {
    const dialog = page.getByRole("alertdialog", { name: "Delete this reward?" });
    await row(page, list, renamed).getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, list, renamed)).toBeVisible();
    await row(page, list, renamed).getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Reward deleted")).toBeVisible();
    await expect(row(page, list, renamed)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: list })).toBeFocused();

    const redeemed = row(page, list, used);
    await expect(redeemed).toContainText("Redeemed 1 time");
    await redeemed.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(
      toast(page, "Reward deactivated: it was redeemed before, so it stays in the history."),
    ).toBeVisible();
    await expect(redeemed).toContainText("Inactive");
    expect(await offeredTitles(request, student.email)).not.toContain(used);
  });

  await test.step("in Spanish", async () => {
    await page.evaluate(() => {
      localStorage.setItem("trophy.language", "es");
    });
    await page.reload();
    const reward = page.getByRole("listitem", { name: used, exact: true });
    await expect(reward).toContainText("Canjeada 1 vez");
    await expect(reward.getByRole("button", { name: "Activar" })).toBeVisible();
    await expect(reward.getByRole("button", { name: "Eliminar" })).toBeVisible();
  });
});
