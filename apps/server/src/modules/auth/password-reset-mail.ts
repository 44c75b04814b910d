import { PASSWORD_RESET_TOKEN_TTL_HOURS, type Language } from "@trophy/shared/constants";
import type { MailMessage } from "../../mail/mailer";
import { escapeHtml as escape, mailTexts } from "../../texts/mail/mail-texts";

const VALIDITY_MINUTES = PASSWORD_RESET_TOKEN_TTL_HOURS * 60;

/**
 * The reset link, in plain text and HTML, in the account's language; says what to do if the
 * person did not ask for it.
 */
export function passwordResetMail(
  to: string,
  name: string | null,
  link: string,
  language: Language,
): MailMessage {
  const m = mailTexts(language);
  const greeting = m.greeting(name);
  const intro = m.t("resetIntro");
  const rule = m.count("resetRule", VALIDITY_MINUTES);
  return {
    to,
    subject: m.t("resetSubject"),
    text: `${greeting}\n\n${intro} ${m.t("resetChooseHere")}\n\n${link}\n\n${rule}\n`,
    html: `<p>${escape(greeting)}</p><p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(m.t("resetButton"))}</a></p><p>${escape(m.t("pasteLink", { link }))}</p><p>${escape(rule)}</p>`,
  };
}
