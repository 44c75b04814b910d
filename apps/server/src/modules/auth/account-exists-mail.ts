import type { Queryable } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { MailQueue } from "../../mail/queue";
import type { MailMessage } from "../../mail/mailer";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answered as for a
 * new address (so it tells nobody the account exists), and only the mailbox learns the truth.
 */
export function accountExistsMail(
  to: string,
  name: string | null,
  links: { login: string; reset: string },
): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const intro =
    "Someone tried to create a Trophy Rewards account with this e-mail address, but it already has one. Nothing was changed.";
  const signIn = "To use your account, sign in:";
  const reset =
    "Forgot your password, or never finished setting up the account? Choose a new password (this also confirms your e-mail):";
  const rule = "If it was not you, ignore this message: your account stays as it is.";
  return {
    to,
    subject: "You already have a Trophy Rewards account",
    text: `${greeting}\n\n${intro}\n\n${signIn}\n${links.login}\n\n${reset}\n${links.reset}\n\n${rule}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p>${escape(signIn)} <a href="${escape(links.login)}">Sign in</a></p><p>${escape(reset)} <a href="${escape(links.reset)}">Reset my password</a></p><p>${escape(rule)}</p>`,
  };
}

/** Queues the mail in the caller's transaction. */
export type SendAccountExistsMail = (
  db: Queryable,
  owner: Pick<UserRow, "email" | "name">,
) => Promise<void>;

/** Links point at PUBLIC_URL, like the verification mail's. */
export function accountExistsMailer(queue: MailQueue, publicUrl: string): SendAccountExistsMail {
  return (db, owner) =>
    queue.enqueue(
      db,
      accountExistsMail(owner.email, owner.name, {
        login: `${publicUrl}/auth/login`,
        reset: `${publicUrl}/auth/forgot-password`,
      }),
    );
}
