import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

/**
 * Sign-in limits (issue 14, design "Sessions and security defaults") and the per-address limits
 * of every other visitor call (issue 26), with rate-limiter-flexible:
 * in this process's memory by default, in Redis when REDIS_URL is set (several processes then
 * share one count; while Redis is down each counts in its own memory again).
 */
export const LIMITS = {
  /** One code per e-mail address per minute (the resend countdown is 60 s, spec §9). */
  sendPerEmailMinute: { points: 1, duration: 60 },
  sendPerEmailHour: { points: 5, duration: 60 * 60 },
  sendPerIpHour: { points: 20, duration: 60 * 60 },
  /** Code and login-token submissions per IP: enough for typos, far too few to guess. */
  verifyPerIp: { points: 30, duration: 10 * 60 },
  /**
   * Wrong codes per day, per address and per IP (issue 26; counted with `count`, checked with
   * `check`, so signing in right never uses them up): without them a patient attacker had about
   * 12 % a year to guess one account's code; with them, 20 of 10⁶ codes a day, 0.7 % a year.
   */
  wrongCodesPerEmailDay: { points: 20, duration: 24 * 60 * 60 },
  wrongCodesPerIpDay: { points: 100, duration: 24 * 60 * 60 },
  /** Social sign-ins started per IP. */
  socialPerIp: { points: 30, duration: 10 * 60 },
  /**
   * Every other API call a visitor's browser makes (issue 26; through the proxy, which hands the
   * visitor's address on): reads (search, lists, favourites, orders, history) and writes, per
   * address. Far above what a person does (20 reads a second, 5 writes), far below a flood.
   */
  readsPerIp: { points: 1_200, duration: 60 },
  writesPerIp: { points: 300, duration: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts. Please try again later.');
    this.name = 'RateLimited';
  }
}

export type Limits = {
  /**
   * Takes one point from every named limit for its key, or throws RateLimited (with the longest
   * wait) when any of them is spent; then nothing is taken from the others.
   */
  take: (checks: readonly (readonly [LimitName, string])[]) => Promise<void>;
  /** Throws RateLimited when any of the named limits is spent for its key; takes nothing. */
  check: (checks: readonly (readonly [LimitName, string])[]) => Promise<void>;
  /** Takes one point from every named limit for its key, spent or not (a failure that counts). */
  count: (checks: readonly (readonly [LimitName, string])[]) => Promise<void>;
};

/** The limits counted per IP address, which `ipFactor` multiplies. */
const PER_IP: ReadonlySet<LimitName> = new Set([
  'sendPerIpHour',
  'verifyPerIp',
  'wrongCodesPerIpDay',
  'socialPerIp',
  'readsPerIp',
  'writesPerIp',
]);

export function createLimits(
  options: { redis?: Redis; keyPrefix?: string; ipFactor?: number } = {},
): Limits {
  const prefix = options.keyPrefix ?? 'zesty:rl';
  const ipFactor = options.ipFactor ?? 1;
  const pointsOf = (name: LimitName) => LIMITS[name].points * (PER_IP.has(name) ? ipFactor : 1);
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, { duration }]) => {
      const points = pointsOf(name as LimitName);
      const common = { points, duration, keyPrefix: `${prefix}:${name}` };
      return [
        name,
        options.redis
          ? new RateLimiterRedis({
              ...common,
              storeClient: options.redis,
              useRedisPackage: false,
              // While Redis does not answer, each process counts in its own memory: the limits
              // still hold (per process) and no request fails because of the outage.
              insuranceLimiter: new RateLimiterMemory(common),
            })
          : new RateLimiterMemory(common),
      ];
    }),
  ) as Record<LimitName, RateLimiterMemory | RateLimiterRedis>;

  type Checks = readonly (readonly [LimitName, string])[];
  /** Throws RateLimited, with the longest wait, when any of the limits is spent. */
  async function check(checks: Checks) {
    const states = await Promise.all(checks.map(([name, key]) => limiters[name].get(key)));
    let wait = 0;
    states.forEach((state, i) => {
      if (state && state.consumedPoints >= pointsOf(checks[i]![0]))
        wait = Math.max(wait, state.msBeforeNext);
    });
    if (wait > 0) throw new RateLimited(Math.max(1, Math.ceil(wait / 1000)));
  }

  return {
    check,
    async count(checks) {
      await Promise.all(
        checks.map(([name, key]) =>
          limiters[name].consume(key).catch((err: unknown) => {
            if (!(err instanceof RateLimiterRes)) throw err;
          }),
        ),
      );
    },
    async take(checks) {
      // Look first, so that a request refused by one limit costs nothing from the others.
      await check(checks);
      try {
        await Promise.all(checks.map(([name, key]) => limiters[name].consume(key)));
      } catch (err) {
        // Two requests raced past the look: the limiter's own answer decides.
        if (err instanceof RateLimiterRes)
          throw new RateLimited(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
        throw err;
      }
    },
  };
}
