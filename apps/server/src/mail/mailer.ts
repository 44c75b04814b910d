import { chmod, mkdir, readdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on notifications. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Releases the transport. */
  close(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. Only
 * the mail worker sends (docs/architecture.md §4); everything else queues.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config, log) : outboxMailer(config, log);
}

function smtpMailer(smtpUrl: string, config: Config, log: FastifyBaseLogger): Mailer {
  // A send must end well within the queue's lease (mail-worker.ts), or another instance could
  // send the message again; nodemailer's own defaults wait up to ten minutes.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
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

/** Where mail goes as files without SMTP_URL. */
export const mailFolder = (dataDir: string) => path.join(dataDir, "mail");

/**
 * Deletes the `.eml` files written before `before` (privacy/retention.ts, mail_files): they hold
 * whole messages, links included. A missing folder, or a file gone meanwhile, is nothing to do.
 */
export async function pruneMailFiles(dataDir: string, before: Date): Promise<number> {
  const folder = mailFolder(dataDir);
  const names = await readdir(folder).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  });
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(folder, name);
    try {
      if ((await stat(file)).mtime >= before) continue;
      await unlink(file);
      deleted += 1;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  return deleted;
}

function outboxMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const outbox = mailFolder(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      // Mail holds sign-in and password links: the server's own user alone reads it, and the log
      // (read by more people, kept longer) names the file, never a link.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      await chmod(outbox, 0o700);
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, "mail written to outbox");
    },
    close: () => Promise.resolve(),
  };
}
