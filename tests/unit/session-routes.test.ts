/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SESSION_PATHS } from '@/core/contract/session-paths';
import { SESSION_ROUTES } from '@/core/contract/session-routes';

/**
 * Every route file under app/api/auth, app/api/preview and app/api/stats, as the path it serves
 * and the methods it exports.
 */
function routeFiles(): Array<{ path: string; methods: string[] }> {
  return ['auth', 'preview', 'stats'].flatMap(routeFilesUnder);
}

function routeFilesUnder(dir: string): Array<{ path: string; methods: string[] }> {
  const root = path.join(process.cwd(), 'app', 'api', dir);
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'route.ts');
  return files.map((file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const methods = [
      ...text.matchAll(/export (?:async function|const) (GET|POST|PUT|PATCH|DELETE)\b/g),
    ]
      .map((m) => m[1]!)
      .sort();
    const sub = path.dirname(file).split(path.sep).join('/');
    return { path: sub === '.' ? `/api/${dir}` : `/api/${dir}/${sub}`, methods };
  });
}

describe('the session routes table', () => {
  it('lists every web route under app/api/{auth,preview,stats} with the methods its file exports, and nothing else', () => {
    const onDisk = routeFiles()
      .map((r) => `${r.path} ${r.methods.join(',')}`)
      .sort();
    const inTable = Object.values(SESSION_PATHS)
      .map((r) => `${r.path} ${[...r.methods].sort().join(',')}`)
      .sort();
    expect(onDisk.length).toBeGreaterThan(0);
    expect(inTable).toEqual(onDisk);
  });

  it('gives every POST route a body schema, which refuses what the handler refuses', () => {
    const verify = SESSION_ROUTES['session.verifyOtp'].body;
    expect(verify.safeParse({ email: 'Cook@Example.com', otp: '123456' })).toEqual({
      success: true,
      data: { email: 'cook@example.com', otp: '123456' },
    });
    expect(verify.safeParse({ email: 'cook@example.com', otp: '12345' }).success).toBe(false);
    const request = SESSION_ROUTES['session.requestOtp'].body;
    expect(request.safeParse({ email: 'cook@example.com', locale: 'en' }).success).toBe(true);
    expect(request.safeParse({ email: 'cook@example.com', locale: 'fr' }).success).toBe(false);
    expect(SESSION_ROUTES['session.socialExchange'].body.safeParse({ token: 'x' }).success).toBe(
      false,
    );
  });
});
