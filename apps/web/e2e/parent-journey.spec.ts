import { expect, test, type Page } from "@playwright/test";
import { createParent, createStudent, signIn, uniqueEmail } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { createRewardFor, linkStudent, offeredTitles } from "./support/parents";

const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });
const tile = (page: Page, title: string) => page.getByRole("region", { name: title });
const row = (page: Page, list: string, name: string) =>
  page.getByRole("list", { name: list }).getByRole("listitem", { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString());

test("a parent links a student, rewards them, and fulfils what the student redeems", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const parent = await createParent(request, "Journey Parent");
  const student = await createStudent(request, "Journey Jo");
  const title = `Zoo trip ${uniqueEmail("r").slice(2, 10)}`;

  await signIn(page, parent.email);
  await page.goto("/parent");
  await expect(tile(page, "Linked Students")).toContainText("0");
  await expect(tile(page, "Custom Rewards")).toContainText("0");
  await expect(tile(page, "Pending Fulfillments")).toContainText("0");

  await test.step("the parent sends a connection request by e-mail", async () => {
    await areaNav(page).getByRole("link", { name: "Students" }).click();
    await expect(page).toHaveURL(/\/parent\/students$/);
    await expect(page.getByText("No linked students yet.", { exact: false })).toBeVisible();
    await page.getByLabel("Student email").fill(student.email);
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(toast(page, "Connection request sent")).toBeVisible();
    await expect(page.getByLabel("Student email")).toHaveValue("");
  });

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await test.step("the student accepts it on their dashboard", async () => {
    await signIn(studentPage, student.email);
    await studentPage.goto("/student");
    const requests = tile(studentPage, "Connection Requests");
    await expect(requests).toContainText("Journey Parent");
    await expect(requests).toContainText(parent.email);
    await requests.getByRole("button", { name: "Accept" }).click();
    await expect(requests).toBeHidden();
  });

  await test.step("the student shows as linked", async () => {
    await page.reload();
    const linked = row(page, "Linked Students", student.email);
    await expect(linked).toContainText("Journey Jo");
    await expect(linked).toContainText("0 trophies");
    await expect(linked).toContainText("Active");
  });

  await test.step("the parent creates a custom reward; the USD value is not sent", async () => {
    await areaNav(page).getByRole("link", { name: "Custom Rewards" }).click();
    await expect(page).toHaveURL(/\/parent\/custom-rewards$/);
    await expect(page.getByText("No custom rewards yet.")).toBeVisible();
    await expect(page.getByLabel("Trophy cost")).toHaveValue("10");
    await page
      .getByLabel("Student", { exact: true })
      .selectOption({ label: `Journey Jo (${student.email})` });
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("A day out with the family");
    await page.getByLabel("Trophy cost").fill("25");
    await page.getByLabel("USD Value").fill("40");
    const sent = page.waitForRequest(
      (r) => r.url().endsWith("/api/parents/rewards") && r.method() === "POST",
    );
    await page.getByRole("button", { name: "Create Reward" }).click();
    const body = (await sent).postDataJSON();
    expect(body).toEqual({
      studentId: expect.any(String),
      title,
      description: "A day out with the family",
      trophyCost: 25,
    });
    await expect(toast(page, "Custom reward created")).toBeVisible();
    const reward = row(page, "Your Custom Rewards", title);
    await expect(reward).toContainText(`For Journey Jo (${student.email})`);
    await expect(reward).toContainText("25 trophies");
    await expect(reward).not.toContainText("Inactive");
    await expect(page.getByLabel("Title")).toHaveValue("");
  });

  await test.step("the student earns trophies and redeems it under Custom", async () => {
    const badge = studentPage
      .getByRole("banner")
      .getByRole("status", { name: "Your trophy balance" });
    await awardTrophies(request, student.email, 30, "Homework streak");
    await expect(badge).toContainText("30");
    await areaNav(studentPage).getByRole("link", { name: "Offerings" }).click();
    await studentPage.getByRole("tab", { name: "Custom" }).click();
    const offering = studentPage.getByRole("article", { name: title });
    await expect(offering).toContainText("A day out with the family");
    await offering.getByRole("button", { name: "Redeem" }).click();
    const confirm = studentPage.getByRole("dialog", { name: "Confirm Redemption" });
    await expect(confirm).toContainText(title);
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(toast(studentPage, "Reward redeemed!")).toBeVisible();
    await expect(badge).toContainText("5");
  });

  await test.step("the parent marks the redemption fulfilled", async () => {
    await areaNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(tile(page, "Linked Students")).toContainText("1");
    await expect(tile(page, "Custom Rewards")).toContainText("1");
    await expect(tile(page, "Pending Fulfillments")).toContainText("1");
    await expect(tile(page, "Your Students")).toContainText("5 trophies");

    await areaNav(page).getByRole("link", { name: "Fulfillment" }).click();
    await expect(page).toHaveURL(/\/parent\/fulfillment$/);
    const redemption = row(page, "Fulfillment", title);
    await expect(redemption).toContainText("Pending");
    await expect(redemption).toContainText(`Journey Jo (${student.email})`);
    await expect(redemption).toContainText("25 trophies");
    await expect(redemption).toContainText(`Redeemed ${await today(page)}`);

    await redemption.getByRole("button", { name: "Mark as Fulfilled" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Mark this reward as fulfilled?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(redemption).toContainText("Pending");

    await redemption.getByRole("button", { name: "Mark as Fulfilled" }).click();
    await dialog.getByRole("button", { name: "Mark as Fulfilled" }).click();
    await expect(toast(page, "Reward marked as fulfilled")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(redemption).toContainText(`Fulfilled ${await today(page)}`);
    await expect(redemption.getByRole("button")).toHaveCount(0);
    await areaNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(tile(page, "Pending Fulfillments")).toContainText("0");
  });

  await test.step("the student's history and dashboard show the redemption", async () => {
    await areaNav(studentPage).getByRole("link", { name: "History" }).click();
    await studentPage
      .getByRole("group", { name: "Filter transactions" })
      .getByRole("button", { name: "Redemptions" })
      .click();
    const entry = studentPage.getByRole("listitem").filter({ hasText: `Redeemed: ${title}` });
    await expect(entry).toContainText("-25");
    await areaNav(studentPage).getByRole("link", { name: "Dashboard" }).click();
    await expect(tile(studentPage, "Rewards Redeemed")).toContainText("1");
    await expect(tile(studentPage, "Trophy Balance")).toContainText("5");
  });
  await studentContext.close();
});

test("unlinking asks first, removes the student and withdraws their rewards", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Unlink Parent");
  const student = await createStudent(request, "Unlink Una");
  await linkStudent(request, parent.email, student.email);
  await createRewardFor(request, parent.email, student.email, {
    title: "Movie night",
    trophyCost: 15,
  });
  expect(await offeredTitles(request, student.email)).toContain("Movie night");

  await signIn(page, parent.email);
  await page.goto("/parent/students");
  const linked = row(page, "Linked Students", student.email);
  const dialog = page.getByRole("alertdialog", { name: "Unlink this student?" });

  await linked.getByRole("button", { name: "Unlink" }).click();
  await expect(dialog).toContainText(student.email);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(linked).toBeVisible();

  await linked.getByRole("button", { name: "Unlink" }).click();
  await dialog.getByRole("button", { name: "Unlink" }).click();
  await expect(toast(page, "Student unlinked")).toBeVisible();
  await expect(linked).toHaveCount(0);
  await expect(page.getByText("No linked students yet.", { exact: false })).toBeVisible();

  await areaNav(page).getByRole("link", { name: "Custom Rewards" }).click();
  await expect(row(page, "Your Custom Rewards", "Movie night")).toContainText("Inactive");
  expect(await offeredTitles(request, student.email)).not.toContain("Movie night");
  await areaNav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(tile(page, "Linked Students")).toContainText("0");
});

test("a request is checked in the form, and a refused one shows the server's error", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Refused Parent");
  const student = await createStudent(request, "Pending Pia");
  await signIn(page, parent.email);
  await page.goto("/parent/students");
  const email = page.getByLabel("Student email");
  const send = page.getByRole("button", { name: "Send Request" });
  let requests = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/parents/students/request")) requests++;
  });

  await send.click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await email.fill("not-an-email");
  await send.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(requests).toBe(0);

  // An address that is no student's is answered as any request is: it tells nothing.
  await email.fill(uniqueEmail("nobody"));
  await send.click();
  await expect(toast(page, "Connection request sent")).toBeVisible();
  await expect(email).toHaveValue("");

  await email.fill(student.email);
  await send.click();
  // The first request's toast may still show: the emptied field says this one was sent.
  await expect(email).toHaveValue("");
  await expect(toast(page, "Connection request sent")).toBeVisible();
  await email.fill(student.email);
  await send.click();
  await expect(
    toast(page, "A connection request to this student is already pending"),
  ).toBeVisible();
  expect(requests).toBe(3);
});

test("the custom reward form requires a student and a title; a blank cost falls back to 1", async ({
  page,
  request,
}) => {
  const parent = await createParent(request, "Form Parent");
  await signIn(page, parent.email);
  await page.goto("/parent/custom-rewards");
  await expect(page.getByText("Link a student first", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expect(page.getByText("Please select a student")).toBeVisible();
  await expect(page.getByText("Title is required")).toBeVisible();

  const student = await createStudent(request, "Form Fay");
  await linkStudent(request, parent.email, student.email);
  await page.reload();
  await page
    .getByLabel("Student", { exact: true })
    .selectOption({ label: `Form Fay (${student.email})` });
  await page.getByLabel("Title").fill("Ice cream");
  await page.getByLabel("Trophy cost").fill("0");
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expect(page.getByText("Trophy cost must be at least 1")).toBeVisible();

  await page.getByLabel("Trophy cost").fill("");
  const sent = page.waitForRequest(
    (r) => r.url().endsWith("/api/parents/rewards") && r.method() === "POST",
  );
  await page.getByRole("button", { name: "Create Reward" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ title: "Ice cream", trophyCost: 1 });
  // Issue 12 changed this: counts are pluralised, so one trophy reads "1 trophy" (was "1 trophies").
  await expect(row(page, "Your Custom Rewards", "Ice cream")).toContainText("1 trophy");
});
