import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string };

/**
 * A real SMTP server on loopback that keeps every message it receives (the tests' mail catcher):
 * the product sends through nodemailer to `url` exactly as it would to a mail provider.
 */
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

export async function startMailCatcher(port = 0) {
  const inbox: CaughtMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          inbox.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;

  /** The messages to `address` so far. */
  const messagesTo = (address: string) => inbox.filter((m) => m.to.includes(address));

  /** Waits (up to `timeoutMs`) until `address` has received `count` messages; returns the last. */
  async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (messagesTo(address).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail #${count} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
    return messagesTo(address).at(-1)!;
  }

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    inbox,
    messagesTo,
    waitForMail,
    /** The six-digit code in a sign-in mail. */
    codeIn: (mail: CaughtMail) => /\b(\d{6})\b/.exec(mail.text)?.[1],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
