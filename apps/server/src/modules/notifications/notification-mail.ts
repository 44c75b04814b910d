import type { MailMessage } from "../../mail/mailer";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
}

/**
 * A notification in plain text and HTML, with the one-click unsubscribe of RFC 8058: the
 * List-Unsubscribe header (which mail clients POST to) and the same link in both parts (a GET of
 * it opens a page that asks first).
 */
export function notificationMail(
  to: Recipient,
  content: NotificationContent,
  unsubscribeUrl: string,
  settingsUrl: string,
): MailMessage {
  const greeting = to.name ? `Hi ${to.name},` : "Hi,";
  const why = "You get this e-mail because this notification is on in your Trophy Rewards profile.";
  const text = [
    greeting,
    ...content.lines,
    `${content.action.label}: ${content.action.url}`,
    `-- \n${why}\nTurn this notification off with one click: ${unsubscribeUrl}\nAll your notification settings: ${settingsUrl}`,
  ].join("\n\n");
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...content.lines.map((line) => `<p>${escape(line)}</p>`),
    `<p><a href="${escape(content.action.url)}">${escape(content.action.label)}</a></p>`,
    `<hr><p style="font-size:small;color:#555">${escape(why)} <a href="${escape(unsubscribeUrl)}">Turn this notification off</a> or change <a href="${escape(settingsUrl)}">all your notification settings</a>.</p>`,
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
