/**
 * The login routes' half of the contract (spec §3 users and tokens, §5 validation, §7 login
 * calls): request bodies and answers, shared by the API (server/routes/login.ts), the web app's
 * session handlers (app/api/auth) and the browser's sign-in screens.
 */
import { z } from '../zod';

export const USER_ROLES = ['user', 'creator', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** RFC 5321 caps an address at 254 characters; addresses are compared in lower case. */
export const EMAIL_MAX_LENGTH = 254;
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'must be an e-mail address' }))
  .transform((email) => email.toLowerCase());

/** Spec §5: exactly six ASCII digits, as a string (full-width digits, numbers and arrays are not codes). */
export const OTP_LENGTH = 6;
export const otpCodeSchema = z
  .string()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`);

/** The name asked as 'first last' on sign up (spec §5: not checked beyond being text). */
export const nameSchema = z.string().trim().min(1).max(100);

/** An opaque token we issued (refresh or single-use login token): URL-safe base64. */
export const opaqueTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, 'must be a token issued by this API');

export const requestOtpBody = z.object({
  email: emailSchema,
  name: nameSchema.optional(),
  /**
   * Where the visitor came from: `{origin}/{locale}` of the main site or a creator site. The mail's
   * link goes to `/{locale}/account/verify/{email}` on that origin, in that language.
   */
  redirectUrl: z.string().min(1).max(2048),
});
export type RequestOtpBody = z.input<typeof requestOtpBody>;

export const exchangeOtpBody = z.object({ email: emailSchema, otp: otpCodeSchema });
export type ExchangeOtpBody = z.input<typeof exchangeOtpBody>;

export const loginTokenBody = z.object({ token: opaqueTokenSchema });
export const logoutBody = z.object({ refreshToken: opaqueTokenSchema });

export const messageResponse = z.object({ message: z.string() });
/** Spec §5: sending succeeded only when the answer's message is exactly this. */
export const OTP_SENT = 'OTP sent';

export const tokenSchema = z.object({ token: z.string().min(1), expiresAt: z.iso.datetime() });
export type Token = z.infer<typeof tokenSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  image: z.string().nullable(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  /** The creator site a creator manages. */
  website: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponse = z.object({
  accessToken: tokenSchema,
  refreshToken: tokenSchema,
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const userResponse = z.object({ user: sessionUserSchema });

/** Social login providers (spec §1): a provider without configuration is not offered. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const providersResponse = z.object({ data: z.array(z.enum(SOCIAL_PROVIDERS)) });

/**
 * The social sign-in's state cookie (set by the API, passed through by the web app's /v1/login
 * mount): this name on http, with the `__Secure-` prefix on https.
 */
export const SOCIAL_STATE_COOKIE = 'zesty_social';
