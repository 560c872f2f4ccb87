import { z } from '@/core/zod';

const schema = z.object({
  /** When set, the upstream API is reached over HTTP; otherwise it runs in this process. */
  UPSTREAM_API_URL: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ZESTY_FAULTS: z.enum(['0', '1', 'true', 'false', '']).optional(),
});

export type ApiConfig = { upstreamUrl?: string; timeoutMs: number; faults: boolean };

let cached: ApiConfig | undefined;

export function apiConfig(): ApiConfig {
  if (cached) return cached;
  const env = schema.parse(process.env);
  cached = {
    upstreamUrl: env.UPSTREAM_API_URL?.replace(/\/+$/, ''),
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    faults: env.ZESTY_FAULTS === '1' || env.ZESTY_FAULTS === 'true',
  };
  return cached;
}
