import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { createTestApp, inject, uniqueEmail, type TestApp, ADULT_BIRTH } from "../../test/helpers";
import { startTestSmtp, waitForReceived, type TestSmtp } from "../../test/smtp-server";

/** Delivery over real SMTP (docs/architecture.md §4): a refusing server is retried, one copy lands. */
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Trophy Rewards <noreply@school.test>",
    MAIL_RETRY_SCHEDULE: "0.2,0.2,0.2",
  });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (email: string) =>
  inject(t.app, {
    method: "POST",
    url: "/auth/register",
    payload: { userType: "student", email, name: "Mo", ...ADULT_BIRTH },
  });

describe("SMTP delivery", () => {
  it("delivers the verification mail in text and HTML with a link that works", async () => {
    smtp.received = [];
    const email = uniqueEmail("smtp");
    await register(email);
    await waitForReceived(smtp, 1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toMatchObject({ text: email });
    expect(mail?.from?.text).toBe('"Trophy Rewards" <noreply@school.test>');
    const link = /http:\/\/localhost:3000\/auth\/verify-email\/[\w-]+/.exec(mail?.text ?? "")?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(link);
    const res = await inject(t.app, { method: "GET", url: new URL(link ?? "").pathname });
    expect(res.json()).toEqual({
      userType: "student",
      requiresPassword: true,
      existingPassword: false,
      email,
    });
  });

  it("retries a server that refuses, and delivers exactly once", async () => {
    smtp.received = [];
    smtp.refused = 0;
    smtp.refuse = 2;
    const email = uniqueEmail("retry");
    await register(email);
    await waitForReceived(smtp, 1);
    // Long enough for a wrongly repeated send to show.
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.refused).toBe(2);
    expect(smtp.received.map((m) => m.subject)).toEqual(["Verify your e-mail for Trophy Rewards"]);
    const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({
      status: "sent",
      attempts: 3,
      messageCiphertext: null,
      failedAt: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("gives up after the last retry, keeps the reason and says so in the row", async () => {
    smtp.received = [];
    smtp.refused = 0;
    smtp.refuse = 100;
    const email = uniqueEmail("failed");
    await register(email);
    let row;
    for (let i = 0; i < 100 && row?.status !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    }
    expect(row).toMatchObject({ status: "failed", attempts: 4, sentAt: null });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toMatch(/Try again later/);
    expect(smtp.received).toEqual([]);
    smtp.refuse = 0;
  });
});
