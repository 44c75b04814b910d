import type { MailMessage } from "./mailer";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function verificationMail(to: string, name: string | null, link: string): MailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject: "Verify your e-mail for Trophy Rewards",
    text: `${greeting}\n\nConfirm your e-mail address to activate your Trophy Rewards account:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.\n`,
    html: `<p>${escape(greeting)}</p><p>Confirm your e-mail address to activate your Trophy Rewards account:</p><p><a href="${escape(link)}">Verify my e-mail</a></p><p>Or paste this link into your browser: ${escape(link)}</p><p>The link works once and expires in 24 hours. If you did not sign up, ignore this message.</p>`,
  };
}
