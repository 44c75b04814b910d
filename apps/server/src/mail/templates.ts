import { VERIFICATION_TOKEN_TTL_HOURS, type Language } from "@trophy/shared/constants";
import { escapeHtml as escape, mailTexts } from "../texts/mail/mail-texts";
import type { MailMessage } from "./mailer";

/** In the account's language (texts/mail). */
export function verificationMail(
  to: string,
  name: string | null,
  link: string,
  language: Language,
): MailMessage {
  const m = mailTexts(language);
  const greeting = m.greeting(name);
  const intro = m.t("verifyIntro");
  const rule = m.count("verifyRule", VERIFICATION_TOKEN_TTL_HOURS);
  return {
    to,
    subject: m.t("verifySubject"),
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${rule}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(m.t("verifyButton"))}</a></p><p>${escape(m.t("pasteLink", { link }))}</p><p>${escape(rule)}</p>`,
  };
}
