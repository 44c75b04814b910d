import type { Language } from "@trophy/shared/constants";
import type { MailMessage } from "../../mail/mailer";
import { escapeHtml as escape, mailTexts } from "../../texts/mail/mail-texts";

export interface NotificationContent {
  subject: string;
  /** Paragraphs, plain text. */
  lines: string[];
  /** The page where the person acts on it. */
  action: { label: string; url: string };
}

export interface Recipient {
  email: string;
  name: string | null;
  /** The account's language: the content was written in it, and the frame is. */
  language: Language;
}

/**
 * A notification in plain text and HTML, in the recipient's language, with the one-click unsubscribe of RFC 8058: the
 * List-Unsubscribe header (which mail clients POST to) and the same link in both parts (a GET of
 * it opens a page that asks first).
 */
export function notificationMail(
  to: Recipient,
  content: NotificationContent,
  unsubscribeUrl: string,
  settingsUrl: string,
): MailMessage {
  const m = mailTexts(to.language);
  const greeting = m.greeting(to.name);
  const why = m.t("notificationWhy");
  const text = [
    greeting,
    ...content.lines,
    `${content.action.label}: ${content.action.url}`,
    `-- \n${why}\n${m.t("notificationTurnOffText", { url: unsubscribeUrl })}\n${m.t("notificationSettingsText", { url: settingsUrl })}`,
  ].join("\n\n");
  const links = m.html("notificationFooterLinks", {
    turnOff: `<a href="${escape(unsubscribeUrl)}">${escape(m.t("notificationTurnOffLink"))}</a>`,
    settings: `<a href="${escape(settingsUrl)}">${escape(m.t("notificationSettingsLink"))}</a>`,
  });
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...content.lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(content.action.url)}">${escape(content.action.label)}</a></p>`,
    `<hr><p style="font-size:small;color:#555">${escape(why)} ${links}</p>`,
  ].join("");
  return {
    to: to.email,
    subject: content.subject,
    text: `${text}\n`,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
