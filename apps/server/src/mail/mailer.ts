import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Waits for the messages still being sent, then releases the transport. */
  close(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return draining(
    config.smtpUrl ? smtpMailer(config.smtpUrl, config, log) : outboxMailer(config, log),
  );
}

/**
 * Callers send after their commit without awaiting the mail, so a shutdown must wait for those
 * sends: otherwise a stopping server drops a verification mail half-written.
 */
function draining(mailer: Mailer): Mailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = mailer.send(message);
      const tracked = sending.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(tracked);
      void tracked.then(() => inFlight.delete(tracked));
      return sending;
    },
    async close() {
      await Promise.all(inFlight);
      await mailer.close();
    },
  };
}

function smtpMailer(smtpUrl: string, config: Config, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ to: message.to, subject: message.subject }, "mail sent");
    },
    close: () => {
      transport.close();
      return Promise.resolve();
    },
  };
}

function outboxMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = path.join(config.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, file, links }, "mail written to outbox");
    },
    close: () => Promise.resolve(),
  };
}
