import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mailOutbox, type Db } from "@gk/db";
import nodemailer from "nodemailer";
import type { AppConfig } from "../../config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise the outbox: a row in mail_outbox plus an .eml file under data/outbox
 * that any mail client opens. Both build the message with nodemailer, so the outbox shows what SMTP would send.
 */
export function createMailer(config: AppConfig, db: Db): Mailer {
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: config.mail.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const built = await builder.sendMail({ from: config.mail.from, ...mail });
      await mkdir(config.mail.outboxDir, { recursive: true });
      const file = join(
        config.mail.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${built.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      await writeFile(file, built.message as Buffer);
      await db.insert(mailOutbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        emlPath: file,
      });
    },
    close: () => builder.close(),
  };
}
