import { PASSWORD_RESET_TOKEN_TTL_HOURS } from "@trophy/shared/constants";
import type { MailMessage } from "../../mail/mailer";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const VALIDITY = `${String(PASSWORD_RESET_TOKEN_TTL_HOURS * 60)} minutes`;

/** The reset link, in plain text and HTML; says what to do if the person did not ask for it. */
export function passwordResetMail(to: string, name: string | null, link: string): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const intro = "Someone asked to reset the password of your Trophy Rewards account.";
  const rule = `The link works once and expires in ${VALIDITY}. If you did not ask for it, ignore this message: your password stays as it is.`;
  return {
    to,
    subject: "Reset your Trophy Rewards password",
    text: `${greeting}\n\n${intro} Choose a new one here:\n\n${link}\n\n${rule}\n`,
    html: `<p>${escape(greeting)}</p><p>${intro}</p><p><a href="${escape(link)}">Choose a new password</a></p><p>Or paste this link into your browser: ${escape(link)}</p><p>${escape(rule)}</p>`,
  };
}
