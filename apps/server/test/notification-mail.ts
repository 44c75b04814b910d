import { sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { expect } from "vitest";
import { mailOutbox } from "../src/db/schema";
import { readOutbox, type TestApp } from "./helpers";

/**
 * Reading notification e-mails from the embedded outbox (docs/architecture.md §4): mail leaves
 * after the commit, so each reader waits for it.
 */

const pause = () => new Promise((r) => setTimeout(r, 50));

async function parsedTo(t: TestApp, to: string): Promise<ParsedMail[]> {
  const mails = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(to));
  return Promise.all(mails.map((m) => simpleParser(m.raw)));
}

/** Waits for `count` mails to `to` whose subject matches, and parses them. */
export async function mailsTo(
  t: TestApp,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<ParsedMail[]> {
  for (let i = 0; i < 100; i++) {
    const matching = (await parsedTo(t, to)).filter((m) => subject.test(m.subject ?? ""));
    if (matching.length >= count) return matching;
    await pause();
  }
  throw new Error(`no mail to ${to} matching ${String(subject)}`);
}

/** Nothing left in the queue for anybody: every queued mail has been written out. */
async function queueDrained(t: TestApp): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [row] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.status} = 'pending'`);
    if (row?.n === 0) return;
    await pause();
  }
  throw new Error("the mail queue did not drain");
}

/** How many mails to `to` whose subject matches were sent, once the queue is empty. */
export async function countTo(t: TestApp, to: string, subject: RegExp): Promise<number> {
  await queueDrained(t);
  return (await parsedTo(t, to)).filter((m) => subject.test(m.subject ?? "")).length;
}

/**
 * Both parts link to `link`, and carry the RFC 8058 headers and the unsubscribe link; returns the
 * unsubscribe path.
 */
export function expectNotification(mail: ParsedMail | undefined, link: string): string {
  expect(mail).toBeDefined();
  const text = mail?.text ?? "";
  const html = typeof mail?.html === "string" ? mail.html : "";
  expect(text).toContain(link);
  expect(html).toContain(link);
  const header = (key: string) =>
    mail?.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, "");
  const url = /^<(.+)>$/.exec(header("list-unsubscribe") ?? "")?.[1];
  expect(url).toMatch(/^http:\/\/localhost:3000\/auth\/unsubscribe\/[\w.-]+$/);
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(text).toContain(url);
  expect(html).toContain(url);
  return new URL(url ?? "").pathname;
}
