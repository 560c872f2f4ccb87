/**
 * Issue 26, finding 3: asking for a sign-in code tells nobody whether an account exists — the
 * same status and body either way (tests/integration/login.test.ts), and the same time: over 50
 * pairs of requests, one for an address with an account and one for an address without, the
 * median of |known − unknown| is at most 20 ms. Both mail (a code, or a note to sign up) over
 * SMTP to a real mail catcher, as in production.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import * as schema from '../../server/db/schema';
import { seededAppWithMail } from './mail-app';
import { targets } from './databases';

const TRIES = 50;
const LIMIT_MS = 20;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

for (const target of targets()) {
  describe(`sign-in's timing on ${target.name}`, () => {
    let seeded: Awaited<ReturnType<typeof seededAppWithMail>>;
    before(async () => {
      seeded = await seededAppWithMail(target, randomBytes(32));
    });
    after(() => seeded.dispose());

    test(`a code for an address with an account takes as long as one without (median |known − unknown| ≤ ${LIMIT_MS} ms over ${TRIES} pairs)`, async () => {
      const tag = randomBytes(3).toString('hex');
      // One address per request: no per-address limit is met, and no code is a resend.
      const known = await seeded.db
        .insert(schema.users)
        .values(
          Array.from({ length: TRIES + 1 }, (_, i) => ({
            email: `known-${tag}-${i}@example.com`,
            name: `Known ${i}`,
            username: `known-${tag}-${i}`,
          })),
        )
        .returning({ email: schema.users.email });
      let ip = 0;
      const ask = async (email: string) => {
        ip += 1;
        const started = performance.now();
        const res = await seeded.app.fetch(
          new Request('http://api.test/api/v1/login/requestOtp', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'x-zesty-client-ip': `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
            },
            body: JSON.stringify({ email, redirectUrl: 'http://localhost:3000/en' }),
          }),
        );
        const body = await res.text();
        return { ms: performance.now() - started, status: res.status, body };
      };
      // Warm both paths (templates, prepared statements, the SMTP connection) first.
      await ask(`warm-known-${tag}@example.com`);
      await ask(known[TRIES]!.email);

      const differences: number[] = [];
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        // Alternate which goes first, so a warm-up or a slow moment weighs on both alike.
        const pair =
          i % 2 === 0
            ? [await ask(known[i]!.email), await ask(`nobody-${tag}-${i}@example.com`)]
            : [await ask(`nobody-${tag}-${i}@example.com`), await ask(known[i]!.email)].reverse();
        const [k, u] = pair as [Awaited<ReturnType<typeof ask>>, Awaited<ReturnType<typeof ask>>];
        assert.equal(k.status, 200, k.body);
        assert.equal(u.status, 200, u.body);
        assert.equal(u.body, k.body, 'the same answer either way');
        knownMs.push(k.ms);
        unknownMs.push(u.ms);
        differences.push(Math.abs(k.ms - u.ms));
      }
      const figure = median(differences);
      console.log(
        `[enumeration] ${target.name}: known median ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms, median |known − unknown| ${figure.toFixed(1)} ms`,
      );
      assert.ok(figure <= LIMIT_MS, `median |known − unknown| ${figure.toFixed(1)} ms`);
    });
  });
}
