import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { E2E_DATA_DIR } from "./env";

/**
 * The newest link under `route` mailed to `to` (from the embedded .eml outbox), once at least
 * `count` such mails have arrived: mail leaves after the answer, so a resent link may not be
 * written yet when the page says it was sent.
 */
async function mailedLink(
  to: string,
  route: string,
  what: string,
  count = 1,
  dataDir = E2E_DATA_DIR,
): Promise<string> {
  const dir = path.join(dataDir, "mail");
  const linkPattern = new RegExp(`https?://[^\\s"<>]+${route}/[\\w.-]+`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    const links: string[] = [];
    for (const file of files) {
      const raw = (await readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "");
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "m").test(raw)) continue;
      const link = linkPattern.exec(raw)?.[0];
      if (link) links.push(link);
      if (links.length >= count) break;
    }
    if (links.length >= count && links[0]) return links[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${what} mail to ${to}`);
}

/**
 * The newest verification link mailed to `to`, once `count` of them have arrived; `dataDir` is
 * the server's, for a spec that starts a server of its own.
 */
export const verificationLink = (to: string, count = 1, dataDir = E2E_DATA_DIR) =>
  mailedLink(to, "/auth/verify-email", "verification", count, dataDir);

/** The newest password reset link mailed to `to`. */
export const resetLink = (to: string) => mailedLink(to, "/auth/reset-password", "password reset");

/**
 * How many mails to `to` the outbox holds now; a mail that did not go yet is not counted, so a
 * test that expects none first waits for one that left with it.
 */
export async function mailsTo(to: string): Promise<number> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "m");
  let count = 0;
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    if (addressed.test(await readFile(path.join(dir, file), "utf8"))) count++;
  }
  return count;
}

/** The newest consent link mailed to a young student's parent/guide at `to`. */
export const consentLink = (to: string) => mailedLink(to, "/consent", "consent");

/** The unsubscribe link of the newest notification mailed to `to`. */
export const unsubscribeLink = (to: string) => mailedLink(to, "/auth/unsubscribe", "notification");

/**
 * The newest mail to `to` whose text contains `phrase`, with quoted-printable's soft line breaks
 * undone, once it has arrived: notifications leave after the answer that caused them.
 */
export async function mailContaining(to: string, phrase: string): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, "mail");
  const addressed = new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "m");
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const raw = (await readFile(path.join(dir, file), "utf8")).replace(/=\r?\n/g, "");
      if (addressed.test(raw) && raw.includes(phrase)) return raw;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} saying "${phrase}"`);
}
