/**
 * The web app's session routes with their request bodies (over `session-paths.ts`): the route
 * handlers under app/api/auth validate with these, and the browser's inputs are their `z.input`.
 */
import { z } from '../zod';
import { LOCALES } from '../locale';
import { emailSchema, exchangeOtpBody, loginTokenBody, nameSchema } from './auth';
import { previewTokenSchema } from './studio';
import { SESSION_PATHS } from './session-paths';

export const sessionRequestOtpBody = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  locale: z.enum(LOCALES),
});

export const SESSION_ROUTES = {
  'session.requestOtp': { ...SESSION_PATHS['session.requestOtp'], body: sessionRequestOtpBody },
  'session.verifyOtp': { ...SESSION_PATHS['session.verifyOtp'], body: exchangeOtpBody },
  'session.socialExchange': { ...SESSION_PATHS['session.socialExchange'], body: loginTokenBody },
  // The session is in the cookies: logout reads no body.
  'session.logout': { ...SESSION_PATHS['session.logout'] },
  'session.show': { ...SESSION_PATHS['session.show'] },
  'session.refresh': { ...SESSION_PATHS['session.refresh'] },
  'preview.enter': {
    ...SESSION_PATHS['preview.enter'],
    query: z.object({ token: previewTokenSchema }),
  },
  'preview.exit': { ...SESSION_PATHS['preview.exit'] },
  'stats.view': {
    ...SESSION_PATHS['stats.view'],
    query: z.object({ r: z.coerce.number().int().positive().max(2_147_483_647) }),
  },
} as const;

export type SessionRequestOtpInput = z.input<typeof sessionRequestOtpBody>;
export type SessionVerifyOtpInput = z.input<typeof exchangeOtpBody>;
export type SessionSocialExchangeInput = z.input<typeof loginTokenBody>;
