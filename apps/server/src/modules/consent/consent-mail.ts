import { CONSENT_WAIT_DAYS } from "@trophy/shared/rules/parental-consent";
import type { Language } from "@trophy/shared/constants";
import type { Queryable } from "../../db/client";
import type { UserRow } from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import type { MailQueue } from "../../mail/queue";
import { escapeHtml as escape, mailTexts } from "../../texts/mail/mail-texts";

/**
 * To the parent/guide a young student named: the link to the consent page. In the student's
 * language, the only one known for that mailbox. The student's name is as they typed it.
 */
export function consentMail(
  to: string,
  student: string,
  link: string,
  consentAge: number,
  language: Language,
): MailMessage {
  const m = mailTexts(language);
  const greeting = m.greeting(null);
  const intro = m.t("consentIntro", { student, age: consentAge });
  const what = m.t("consentWhat");
  const rule = m.count("consentRule", CONSENT_WAIT_DAYS);
  return {
    to,
    subject: m.t("consentSubject", { student }),
    text: `${greeting}\n\n${intro}\n\n${what}\n\n${link}\n\n${rule}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p>${escape(what)}</p><p><a href="${escape(link)}">${escape(m.t("consentButton"))}</a></p><p>${escape(m.t("pasteLink", { link }))}</p><p>${escape(rule)}</p>`,
  };
}

/** Queues the consent mail in the caller's transaction (the one that stored the request). */
export type SendConsentMail = (
  db: Queryable,
  request: {
    parentEmail: string;
    student: Pick<UserRow, "name" | "email" | "language">;
    token: string;
  },
) => Promise<void>;

/** The link points at PUBLIC_URL, like the verification mail's. */
export function consentMailer(
  queue: MailQueue,
  publicUrl: string,
  consentAge: number,
): SendConsentMail {
  return (db, { parentEmail, student, token }) =>
    queue.enqueue(
      db,
      consentMail(
        parentEmail,
        student.name ?? student.email,
        `${publicUrl}/consent/${token}`,
        consentAge,
        student.language,
      ),
    );
}
