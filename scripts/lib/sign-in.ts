/**
 * Signs a seeded account in on a server the scripts started (no SMTP_URL: the server writes the
 * mail with the code into DATA_DIR/outbox) and returns the session's Cookie header, for scripts
 * that measure signed-in pages or the studio.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from './server';

async function codeFromOutbox(outbox: string, after: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .map((f) => path.join(outbox, f))
          .filter((f) => fs.statSync(f).mtimeMs >= after)
      : [];
    for (const file of files) {
      const code = /\b(\d{6})\b/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no sign-in mail in ${outbox}`);
}

export async function signInCookie(server: Server, email: string): Promise<string> {
  if (!server.dataDir)
    throw new Error('signing in needs a server this script started (not --url-base)');
  const json = { 'Content-Type': 'application/json', Origin: server.base };
  const asked = Date.now() - 1000;
  const request = await fetch(`${server.base}/api/auth/otp/request`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, locale: 'en' }),
  });
  if (!request.ok) throw new Error(`sign-in code for ${email}: ${request.status}`);
  const otp = await codeFromOutbox(path.join(server.dataDir, 'outbox'), asked);
  const verify = await fetch(`${server.base}/api/auth/otp/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, otp }),
  });
  if (!verify.ok) throw new Error(`sign-in of ${email}: ${verify.status}`);
  return verify.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
