import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { memoryLiveSessions, redisLiveSessions } from './live-sessions';
import { siteConfig } from '../../core/site';
import { dataDir, serverEnv } from '../env';
import { sharedRedis } from '../redis';
import { createMailer } from '../mail';
import type { AuthServices } from './index';
import { createLimits } from './limits';
import { socialFromEnv } from './social';

/**
 * AUTH_SECRET, or a random secret kept in DATA_DIR/auth-secret (created once, readable only by
 * this user), so `npm start` signs people in without configuration and sessions survive restarts.
 */
function authSecret(): Uint8Array {
  const configured = serverEnv().AUTH_SECRET;
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir(), 'auth-secret');
  try {
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir(), { recursive: true });
  const secret = randomBytes(32);
  try {
    fs.writeFileSync(file, secret.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return new Uint8Array(secret);
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'));
  }
}

/** The sign-in services of this process, from the environment (README, "Configuration"). */
export function authFromEnv(): AuthServices {
  const env = serverEnv();
  const site = siteConfig();
  const redis = env.REDIS_URL ? sharedRedis(env.REDIS_URL) : undefined;
  const secret = authSecret();
  const origins = {
    mainOrigin: site.siteUrl.origin,
    rootDomain: site.rootDomain,
    mainSiteName: site.mainSiteName,
  };
  return {
    secret,
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(dataDir(), 'outbox'),
      from: env.MAIL_FROM,
    }),
    limits: createLimits({
      redis,
      keyPrefix: `${env.REDIS_KEY_PREFIX}:rl`,
      ipFactor: env.AUTH_IP_LIMIT_FACTOR,
    }),
    origins,
    social: socialFromEnv({ secret, origins }),
    redis,
    liveSessions: redis
      ? redisLiveSessions(redis, `${env.REDIS_KEY_PREFIX}:sessions`)
      : memoryLiveSessions(),
  };
}
