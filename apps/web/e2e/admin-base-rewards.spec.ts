import { expect, test, type Browser, type Page } from "@playwright/test";
import { admin, createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { linkStudent } from "./support/parents";

const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });
const row = (page: Page, list: string, name: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem", { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const balance = (page: Page) =>
  page.getByRole("banner").getByRole("status", { name: "Your trophy balance" });

/** A page of its own (its own session) for another account, open at its area's home. */
async function pageFor(browser: Browser, email: string, home: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.goto(home);
  return page;
}

/** The student redeems the base reward from the offerings, after the confirm prompt. */
async function redeemFromOfferings(page: Page, title: string): Promise<void> {
  await areaNav(page).getByRole("link", { name: "Offerings" }).click();
  await page.getByRole("tab", { name: "Base" }).click();
  const offering = page.getByRole("article", { name: title });
  await offering.getByRole("button", { name: "Redeem" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Redemption" });
  await expect(confirm).toContainText(title);
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(
    toast(page, `${title}. It waits to be handed over: follow it in your history.`),
  ).toBeVisible();
}

test("an admin's stocked base reward: redeemed, waiting for everyone who may fulfil it, out of stock for the next student, declined and fulfilled", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const parent = await createParent(request, "Base Parent");
  const ava = await createStudent(request, "Base Ava");
  const ben = await createStudent(request, "Base Ben");
  await linkStudent(request, parent.email, ava.email);
  await awardTrophies(request, ava.email, 40, "Spelling bee");
  await awardTrophies(request, ben.email, 40, "Spelling bee");
  const title = `Library pass ${uniqueEmail("r").slice(2, 10)}`;
  const reason = "The library is closed for repairs; pick it again next month";

  await test.step("the admin adds a base reward with a stock of one", async () => {
    await signIn(page, admin.email, admin.password);
    await page.goto("/admin");
    await areaNav(page).getByRole("link", { name: "Rewards" }).click();
    await expect(page).toHaveURL(/\/admin\/rewards$/);
    await page.getByRole("button", { name: "Add reward" }).first().click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("A quiet hour in the library");
    await page.getByLabel("Trophy cost").fill("15");
    await page.getByLabel("Stock").fill("1");
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/admin/rewards") && r.method() === "POST",
    );
    await page.getByRole("button", { name: "Add reward" }).first().click();
    expect((await sent).postDataJSON()).toEqual({
      title,
      description: "A quiet hour in the library",
      trophyCost: 15,
      stock: 1,
    });
    await expect(toast(page, "Reward added")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("");
    const reward = row(page, "Base rewards", title);
    await expect(reward).toContainText("Stock: 1 left");
    await expect(reward).toContainText("Redeemed 0 times");
    await expect(reward).toContainText("15 trophies");
  });

  const avaPage = await pageFor(browser, ava.email, "/student");
  await test.step("the first student redeems it: the toast says it waits", async () => {
    await expect(balance(avaPage)).toContainText("40");
    await redeemFromOfferings(avaPage, title);
    await expect(balance(avaPage)).toContainText("25");
    await areaNav(avaPage).getByRole("link", { name: "History" }).click();
    await avaPage.getByRole("tab", { name: "Rewards" }).click();
    await expect(avaPage).toHaveURL(/tab=rewards/);
    const mine = row(avaPage, "Rewards you redeemed", title);
    await expect(mine).toContainText("Waiting");
    await expect(mine).toContainText("Base reward");
  });

  await test.step("the linked parent sees it waiting in their Fulfillment", async () => {
    const parentPage = await pageFor(browser, parent.email, "/parent");
    await areaNav(parentPage).getByRole("link", { name: "Fulfillment" }).click();
    const waiting = row(parentPage, "Fulfillment", title);
    await expect(waiting).toContainText("Pending");
    await expect(waiting).toContainText(`Base Ava (${ava.email})`);
    await expect(waiting.getByRole("button", { name: "Mark as Fulfilled" })).toBeVisible();
    await parentPage.context().close();
  });

  await test.step("the admin's dashboard counts it and leads to it, waiting", async () => {
    await areaNav(page).getByRole("link", { name: "Dashboard" }).click();
    const tile = page.getByRole("link", { name: /^Pending Fulfillments: [1-9]/ });
    await expect(tile).toBeVisible();
    await tile.click();
    await expect(page).toHaveURL(/\/admin\/fulfillment\?status=pending$/);
    const filters = page.getByRole("group", { name: "Filter redemptions" });
    await expect(filters.getByRole("button", { name: "Pending" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const waiting = row(page, "Redemptions", title);
    await expect(waiting).toContainText("Pending");
    await expect(waiting).toContainText(`Base Ava (${ava.email})`);
    await expect(waiting).toContainText("15 trophies");
    await areaNav(page).getByRole("link", { name: "Rewards" }).click();
    const reward = row(page, "Base rewards", title);
    await expect(reward).toContainText("Stock: Out of Stock");
    await expect(reward).toContainText("Redeemed 1 time");
    await expect(reward).toContainText("1 waiting");
  });

  const benPage = await pageFor(browser, ben.email, "/student");
  await test.step("the second student finds it out of stock", async () => {
    await areaNav(benPage).getByRole("link", { name: "Offerings" }).click();
    await benPage.getByRole("tab", { name: "Base" }).click();
    await expect(
      benPage.getByRole("article", { name: title }).getByRole("button", { name: "Out of Stock" }),
    ).toBeDisabled();
  });

  await test.step("the admin declines it with a reason; the unit comes back", async () => {
    await areaNav(page).getByRole("link", { name: "Fulfillment" }).click();
    const redemption = row(page, "Redemptions", title);
    await redemption.getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Decline this redemption?" });
    await expect(dialog).toContainText(title);
    await expect(dialog).toContainText(`Base Ava (${ava.email})`);
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(dialog.getByText("Please give a reason")).toBeVisible();
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(
      toast(page, "Redemption declined: the trophies went back to the student"),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(redemption).toContainText("Declined");
    await expect(redemption).toContainText(`Reason: ${reason}`);
    await expect(redemption.getByRole("button")).toHaveCount(0);
    await areaNav(page).getByRole("link", { name: "Rewards" }).click();
    await expect(row(page, "Base rewards", title)).toContainText("Stock: 1 left");
  });

  await test.step("the first student's history shows it declined, with the reason", async () => {
    await expect(balance(avaPage)).toContainText("40");
    await avaPage.reload();
    const mine = row(avaPage, "Rewards you redeemed", title);
    await expect(mine).toContainText("Declined");
    await expect(mine).toContainText(`15 trophies came back. Reason: ${reason}`);
    await avaPage.context().close();
  });

  await test.step("the second student redeems the unit back; the admin fulfils it", async () => {
    await benPage.reload();
    await redeemFromOfferings(benPage, title);
    await areaNav(page).getByRole("link", { name: "Fulfillment" }).click();
    const redemption = page
      .getByRole("list", { name: "Redemptions" })
      .getByRole("listitem", { name: title, exact: true })
      .filter({ hasText: ben.email });
    await redemption.getByRole("button", { name: "Mark as Fulfilled" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Mark this reward as fulfilled?" });
    await expect(dialog).toContainText(`Base Ben (${ben.email})`);
    await dialog.getByRole("button", { name: "Mark as Fulfilled" }).click();
    await expect(toast(page, "Reward marked as fulfilled")).toBeVisible();
    await expect(redemption).toContainText("Fulfilled");

    await areaNav(benPage).getByRole("link", { name: "History" }).click();
    await benPage.getByRole("tab", { name: "Rewards" }).click();
    await expect(row(benPage, "Rewards you redeemed", title)).toContainText("Fulfilled");
    await benPage.context().close();
  });
});
