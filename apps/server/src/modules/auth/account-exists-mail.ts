import type { Language } from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { MailQueue } from "../../mail/queue";
import type { MailMessage } from "../../mail/mailer";
import { escapeHtml as escape, mailTexts } from "../../texts/mail/mail-texts";

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answered as for a
 * new address (so it tells nobody the account exists), and only the mailbox learns the truth. In
 * the account's language, not the sign-up's: the mailbox is the owner's.
 */
export function accountExistsMail(
  to: string,
  name: string | null,
  links: { login: string; reset: string },
  language: Language,
): MailMessage {
  const m = mailTexts(language);
  const greeting = m.greeting(name);
  const intro = m.t("accountExistsIntro");
  const signIn = m.t("accountExistsSignIn");
  const reset = m.t("accountExistsReset");
  const rule = m.t("accountExistsRule");
  return {
    to,
    subject: m.t("accountExistsSubject"),
    text: `${greeting}\n\n${intro}\n\n${signIn}\n${links.login}\n\n${reset}\n${links.reset}\n\n${rule}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p>${escape(signIn)} <a href="${escape(links.login)}">${escape(m.t("signIn"))}</a></p><p>${escape(reset)} <a href="${escape(links.reset)}">${escape(m.t("accountExistsResetButton"))}</a></p><p>${escape(rule)}</p>`,
  };
}

/** Queues the mail in the caller's transaction. */
export type SendAccountExistsMail = (
  db: Queryable,
  owner: Pick<UserRow, "email" | "name" | "language">,
) => Promise<void>;

/** Links point at PUBLIC_URL, like the verification mail's. */
export function accountExistsMailer(queue: MailQueue, publicUrl: string): SendAccountExistsMail {
  return (db, owner) =>
    queue.enqueue(
      db,
      accountExistsMail(
        owner.email,
        owner.name,
        {
          login: `${publicUrl}/auth/login`,
          reset: `${publicUrl}/auth/forgot-password`,
        },
        owner.language,
      ),
    );
}
