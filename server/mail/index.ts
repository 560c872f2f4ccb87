import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type SentMail = { messageId: string; file?: string };
export type Mailer = { send: (message: MailMessage) => Promise<SentMail> };

export type MailerOptions = {
  /** `smtp://host:port` (or `smtps://user:pass@host`): a real SMTP server. */
  smtpUrl?: string;
  /** Without an SMTP server, messages are written here as `.eml` files. */
  outboxDir: string;
  from: string;
  /** Told where a message went; never given its content (it holds a sign-in code). */
  log?: (line: string) => void;
};

/**
 * Mail through nodemailer: over SMTP when `smtpUrl` is set, otherwise each message is written to
 * the outbox folder as an `.eml` file (any mail client opens it), so a fresh `npm start` can sign
 * in without a mail server.
 */
export function createMailer(options: MailerOptions): Mailer {
  const log = options.log ?? ((line: string) => console.info(line));
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`mail: no SMTP_URL, so the message is in ${file}`);
      return { messageId: info.messageId, file };
    },
  };
}
