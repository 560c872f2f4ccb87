/**
 * The web app's own session routes (app/api/auth, issue 14): the zod-free half, which the
 * browser's sign-in code imports for the paths. They keep the tokens in HttpOnly cookies and
 * call the upstream login routes of `paths.ts`; `session-routes.ts` adds each one's body schema,
 * which the route handler validates with and the browser's input type comes from. A unit test
 * checks that every route file under app/api/auth is in this table with the methods it exports.
 */
export const SESSION_PATHS = {
  /** `{ email, name?, locale }`: mails a sign-in code (with `name`: signs up). */
  'session.requestOtp': { methods: ['POST'], path: '/api/auth/otp/request' },
  /** `{ email, otp }`: a correct code signs the browser in. */
  'session.verifyOtp': { methods: ['POST'], path: '/api/auth/otp/verify' },
  /** `{ token }`: the social landing's single-use login token, for a session. */
  'session.socialExchange': { methods: ['POST'], path: '/api/auth/social/exchange' },
  /** Ends the session and clears every credential cookie. */
  'session.logout': { methods: ['POST'], path: '/api/auth/logout' },
  /** `{ user }` of a valid session (refreshed first when needed), or 401 `{ user: null }`. */
  'session.show': { methods: ['GET'], path: '/api/auth/session' },
  /** `?next=/{locale}/…`: the login guard's refresh, then back to `next` (303). */
  'session.refresh': { methods: ['GET'], path: '/api/auth/refresh' },
  /**
   * `?token=`: a studio preview link (issue 24) traded for a preview session on this host, draft
   * mode on, then the page (303). On every host, like the rest of this table.
   */
  'preview.enter': { methods: ['GET'], path: '/api/preview' },
  /** Ends draft mode and the preview session on this host, back to the page it came from. */
  'preview.exit': { methods: ['GET'], path: '/api/preview/exit' },
  /**
   * `?r={recipe id}`: a recipe page's counting pixel (issue 24 item 8), a 1×1 GIF never cached;
   * one anonymous view, unless it is a preview, a prefetch or a crawler.
   */
  'stats.view': { methods: ['GET'], path: '/api/stats/view' },
} as const satisfies Record<string, { methods: readonly ('GET' | 'POST')[]; path: string }>;

export type SessionRouteName = keyof typeof SESSION_PATHS;
