import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, inject, uniqueEmail, type TestApp } from "../../test/helpers";

interface Received {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Trophy Rewards <noreply@school.test>",
  });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => {
    smtp.close(resolve);
  });
});

describe("SMTP delivery", () => {
  it("delivers the verification mail through SMTP with a link that works", async () => {
    received = [];
    const email = uniqueEmail("smtp");
    await inject(t.app, {
      method: "POST",
      url: "/auth/register",
      payload: { userType: "student", email, name: "Mo" },
    });
    for (let i = 0; i < 100 && received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(received).toHaveLength(1);
    const mail = received[0];
    expect(mail?.to).toEqual([email]);
    expect(mail?.raw).toMatch(/^From: Trophy Rewards <noreply@school.test>/m);
    const link = /http:\/\/localhost:3000\/auth\/verify-email\/[\w-]+/.exec(
      mail?.raw.replace(/=\r?\n/g, "") ?? "",
    )?.[0];
    expect(link).toBeDefined();
    const res = await inject(t.app, { method: "GET", url: new URL(link ?? "").pathname });
    expect(res.json()).toEqual({ userType: "student", requiresPassword: true, email });
  });
});
