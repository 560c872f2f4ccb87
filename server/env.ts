import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEBSITE_IDS } from '../core/grocery/stores';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An optional setting: empty is the same as unset. */
const optional = (schema: z.ZodString) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const serverEnvSchema = z.object({
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
  ),
  ZESTY_FAULTS: flag,
  /** Seed the demo content when the database is empty (default on). */
  ZESTY_SEED: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /**
   * Signs access tokens and keys stored hashes: at least 32 characters. Without it a random one is
   * kept in DATA_DIR/auth-secret (one process, or several sharing DATA_DIR).
   */
  AUTH_SECRET: optional(z.string().min(32, 'AUTH_SECRET must be at least 32 characters')),
  /** Sign-in mail over SMTP (`smtp://host:port`); without it, mail goes to DATA_DIR/outbox. */
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL'),
  ),
  MAIL_FROM: z.string().min(3).default('Zesty <no-reply@zesty.localhost>'),
  /**
   * `redis://host:port`: the API's rate limits and the sessions it has seen alive, shared by every
   * process (the web servers also keep Next's cache there, server/web/next-cache-handler.mjs).
   */
  REDIS_URL: optional(
    z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL'),
  ),
  REDIS_KEY_PREFIX: z.string().min(1).default('zesty'),
  /**
   * Multiplies the sign-in limits per IP address (codes sent, codes and login tokens checked,
   * social sign-ins started); the limits per e-mail address stay as they are. For many people
   * behind one address (an office, a carrier's NAT) and for the end-to-end suite, which runs
   * every journey from one.
   */
  AUTH_IP_LIMIT_FACTOR: z.coerce.number().int().min(1).max(100).default(1),
  /**
   * The grocery widget's channels (issue 15; the web app's pages carry the same ids in their
   * `website-id` meta tag): the grocery routes answer 403 for any other.
   */
  GROCERY_WEBSITE_ID_MAIN: optional(z.string().min(1)).transform(
    (v) => v ?? DEFAULT_WEBSITE_IDS.main,
  ),
  GROCERY_WEBSITE_ID_WHITE_LABEL: optional(z.string().min(1)).transform(
    (v) => v ?? DEFAULT_WEBSITE_IDS.whiteLabel,
  ),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

let cached: ServerEnv | undefined;

/** Parsed once; a bad value stops the process with a message naming the variable. */
export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = serverEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  cached = parsed.data;
  return cached;
}

export function dataDir(): string {
  return path.resolve(serverEnv().DATA_DIR);
}
