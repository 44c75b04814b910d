import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { createParent, createStudent, signIn } from "./support/accounts";
import { awardTrophies } from "./support/awards";
import { E2E_BASE_URL, PASSWORD } from "./support/env";
import { mailContaining } from "./support/mail";
import { linkStudent } from "./support/parents";

const json = { accept: "application/json" };
const areaNav = (page: Page) => page.getByRole("navigation", { name: "Area navigation" });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post("/auth/login", {
    data: { email, password: PASSWORD },
    headers: json,
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...json, authorization: `Bearer ${accessToken}` };
}

/** The id of the parent's linked student, and a gift card offering the student can afford. */
async function setUp(request: APIRequestContext, parentEmail: string, studentEmail: string) {
  const asParent = await bearer(request, parentEmail);
  const { students } = (await (
    await request.get("/api/parents/students", { headers: asParent })
  ).json()) as { students: { id: string; email: string }[] };
  const studentId = students.find((s) => s.email === studentEmail)?.id ?? "";
  const asStudent = await bearer(request, studentEmail);
  const { rewards } = (await (
    await request.get("/api/students/rewards?limit=100", { headers: asStudent })
  ).json()) as {
    rewards: { id: string; title: string; trophyCost: number; availableCount: number }[];
  };
  const card = rewards.find(
    (r) => r.id.startsWith("gc_") && r.trophyCost <= 500 && r.availableCount >= 2,
  );
  expect(card, "the demo stock has a gift card to redeem twice").toBeDefined();
  return { studentId, card: card ?? { title: "", trophyCost: 0 } };
}

/** The student redeems the offering through the confirm prompt; the dialog that follows. */
async function redeem(page: Page, title: string) {
  await areaNav(page).getByRole("link", { name: "Offerings" }).click();
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Redeem" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Redemption" });
  await confirm.getByRole("button", { name: "Confirm" }).click();
  const waiting = page.getByRole("dialog", { name: "Waiting for approval" });
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText(title);
  return waiting;
}

test("a parent turns on approval, approves one gift card (the student sees its code live) and declines another", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const parent = await createParent(request, "Approve Parent");
  const student = await createStudent(request, "Approve Ava");
  await linkStudent(request, parent.email, student.email);
  await awardTrophies(request, student.email, 1000, "Science fair");
  const { studentId, card } = await setUp(request, parent.email, student.email);
  const reason = "Let's save this one for your birthday";

  await test.step("the parent turns the switch on, on the student's page", async () => {
    await signIn(page, parent.email);
    await page.goto(`/parent/students/${studentId}`);
    const toggle = page.getByRole("switch", { name: "Approve gift cards first" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(toast(page, "Gift cards now wait for your approval")).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expectNoAxeViolations(page, "the student's page with the approval switch");
  });

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const badge = studentPage
    .getByRole("banner")
    .getByRole("status", { name: "Your trophy balance" });
  const afterOne = (1000 - card.trophyCost).toLocaleString("en-US");

  await test.step("the student redeems: Waiting for approval, the trophies held", async () => {
    await signIn(studentPage, student.email);
    await studentPage.goto("/student");
    await expect(badge).toContainText("1,000");
    const waiting = await redeem(studentPage, card.title);
    await expectNoAxeViolations(studentPage, "the redeem dialog waiting for approval");
    // It stays open: the code is to appear in it.
    await expect(waiting).toBeVisible();
  });

  await test.step("the parent is mailed; the mail's link opens the dashboard, the card first", async () => {
    const mail = await mailContaining(
      parent.email,
      `Approve Ava redeemed ${card.title} for ${String(card.trophyCost)} trophies. It waits for your approval`,
    );
    const link = new RegExp(`${E2E_BASE_URL}/parent(?=[\\s"<])`).exec(mail)?.[0];
    expect(link, "the mail links to the dashboard").toBeDefined();
    await page.goto(new URL(link ?? E2E_BASE_URL).pathname);
    // Before the counts: the first section under the greeting.
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toHaveText(
      "Gift Cards to Approve",
    );
  });

  await test.step("the parent approves it on the dashboard", async () => {
    const section = page.getByRole("region", { name: "Gift Cards to Approve" });
    const row = section.getByRole("listitem", { name: card.title });
    await expect(row).toContainText(`Approve Ava (${student.email})`);
    await expect(section).toContainText("1 gift card waits for your approval.");
    await expectNoAxeViolations(page, "the dashboard with a gift card to approve");
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(toast(page, "Gift card approved: the student can see the code")).toBeVisible();
    await expect(row).toBeHidden();
    await expect(section).toContainText("No gift cards wait for your approval.");
  });

  await test.step("the student's dialog shows the code without a reload, and Gift Cards has it", async () => {
    const dialog = studentPage.getByRole("dialog", { name: "Your Gift Card" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copy Code" })).toBeVisible();
    const code = (await dialog.locator("code").textContent()) ?? "";
    expect(code).not.toBe("");
    await dialog.getByRole("button", { name: "View My Gift Cards" }).click();
    await expect(studentPage.getByRole("tab", { name: "Gift Cards" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      studentPage.getByRole("article", { name: new RegExp(card.title.split(" ")[0] ?? "") }),
    ).toHaveCount(1);
    await expect(badge).toContainText(afterOne);
    // Mailed too, without the code: it is read here.
    const mail = await mailContaining(
      student.email,
      `approved your ${card.title}. It is yours now`,
    );
    expect(mail).not.toContain(code);
  });

  await test.step("another one waits; the student closes the dialog", async () => {
    const waiting = await redeem(studentPage, card.title);
    await waiting.getByRole("button", { name: "Got it" }).click();
    await expect(waiting).toBeHidden();
  });

  await test.step("the parent declines it with a reason", async () => {
    // The parent's page is not live: the dashboard is opened again.
    await page.reload();
    const row = page
      .getByRole("region", { name: "Gift Cards to Approve" })
      .getByRole("listitem", { name: card.title });
    await row.getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Decline this gift card?" });
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(dialog.getByText("Please give a reason")).toBeVisible();
    await dialog.getByLabel("Reason").fill(reason);
    await dialog.getByRole("button", { name: "Decline" }).click();
    await expect(
      toast(page, "Gift card declined: the trophies went back to the student"),
    ).toBeVisible();
    await expect(row).toBeHidden();
  });

  await test.step("the student gets the trophies back live and reads why", async () => {
    await expect(badge).toContainText(afterOne);
    await mailContaining(student.email, `declined your ${card.title}: ${reason}`);
    await expect(
      toast(
        studentPage,
        `${card.trophyCost} trophies came back: Declined: ${card.title} — ${reason}`,
      ),
    ).toBeVisible();
    await areaNav(studentPage).getByRole("link", { name: "History" }).click();
    await studentPage.getByRole("tab", { name: "Gift Cards" }).click();
    const requests = studentPage.getByRole("region", { name: "Waiting and declined" });
    await expect(requests.getByRole("listitem")).toHaveCount(1);
    await expect(requests).toContainText("Declined");
    await expect(requests).toContainText(reason);
    await expectNoAxeViolations(studentPage, "the gift cards with a declined one");
    await studentPage.getByRole("tab", { name: "Trophy Transactions" }).click();
    const held = studentPage
      .getByRole("tabpanel", { name: "Trophy Transactions" })
      .getByRole("listitem")
      .filter({ hasText: `Held for approval: ${card.title}` });
    await expect(held).toHaveCount(2);
    await expect(held.first().getByText("Held", { exact: true })).toBeVisible();
  });

  await test.step("the new screens fit a phone, and the switch speaks Spanish", async () => {
    await page.setViewportSize(PHONE);
    await page.goto("/parent");
    await expect(page.getByRole("region", { name: "Gift Cards to Approve" })).toBeVisible();
    await expectFitsViewport(page, "the dashboard's approvals on a phone");
    await page.goto(`/parent/students/${studentId}`);
    await expect(page.getByRole("switch", { name: "Approve gift cards first" })).toBeVisible();
    await expectFitsViewport(page, "the student's page with the switch on a phone");
    await page.evaluate(() => {
      localStorage.setItem("trophy.language", "es");
    });
    await page.reload();
    await expect(
      page.getByRole("switch", { name: "Aprobar antes las tarjetas regalo" }),
    ).toHaveAttribute("aria-checked", "true");
    await expectFitsViewport(page, "the switch in Spanish on a phone");
    await studentPage.setViewportSize(PHONE);
    await studentPage.goto("/student/history?tab=giftcards");
    await expect(studentPage.getByRole("region", { name: "Waiting and declined" })).toBeVisible();
    await expectFitsViewport(studentPage, "the student's waiting and declined cards on a phone");
  });
  await studentContext.close();
});
