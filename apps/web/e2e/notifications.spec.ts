import { expect, test, type Page } from "@playwright/test";
import { expectFitsViewport, expectNoAxeViolations, PHONE } from "./support/a11y";
import { createParent, createStudent, signIn } from "./support/accounts";
import { PASSWORD } from "./support/env";
import { unsubscribeLink } from "./support/mail";

const json = { accept: "application/json" };

// axe runs twice per state (light and dark): slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, state: string): Promise<void> {
  await expectNoAxeViolations(page, state);
  await expectFitsViewport(page, state);
}

const REWARD_SWITCH = "A reward of yours is fulfilled or declined";
const CONNECT_SWITCH = "A parent or guide asks to connect with you";

test("a student switches notification e-mails on the profile and unsubscribes from a mailed link", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const student = await createStudent(request, "Nora Notify");
  const parent = await createParent(request, "Pia Parent");

  await test.step("each switch is saved at once and stays after a reload", async () => {
    await signIn(page, student.email);
    await page.goto("/student/profile");
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section).toBeVisible();
    const rewards = section.getByRole("switch", { name: REWARD_SWITCH });
    const connect = section.getByRole("switch", { name: CONNECT_SWITCH });
    await expect(rewards).toHaveAttribute("aria-checked", "true");
    await expect(connect).toHaveAttribute("aria-checked", "true");
    await check(page, "profile notifications");
    await rewards.click();
    await expect(rewards).toHaveAttribute("aria-checked", "false");
    await expect(page.getByText(`E-mails turned off: ${REWARD_SWITCH}`).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole("switch", { name: REWARD_SWITCH })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(page.getByRole("switch", { name: CONNECT_SWITCH })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  });

  await test.step("the link in a real mail asks first, then switches that e-mail off", async () => {
    const login = await request.post("/auth/login", {
      data: { email: parent.email, password: PASSWORD },
      headers: json,
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const sent = await request.post("/api/parents/students/request", {
      headers: { ...json, authorization: `Bearer ${accessToken}` },
      data: { studentEmail: student.email },
    });
    expect(sent.status()).toBe(201);
    const link = await unsubscribeLink(student.email);
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stop these e-mails?");
    await expect(page.getByText(CONNECT_SWITCH, { exact: false })).toBeVisible();
    await check(page, "unsubscribe question");
    // Opening the link changed nothing.
    await page.goto("/student/profile");
    await expect(page.getByRole("switch", { name: CONNECT_SWITCH })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await page.goto(new URL(link).pathname);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await check(page, "unsubscribed");
    await page.goto("/student/profile");
    await expect(page.getByRole("switch", { name: CONNECT_SWITCH })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });

  await test.step("a link that was not signed here says so", async () => {
    await page.goto(
      "/auth/unsubscribe/00000000-0000-0000-0000-000000000000.reward_answered.AAAAAAAAAAAAAAAAAAAAAAAA",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Link not valid");
    await check(page, "unsubscribe link not valid");
  });
});
