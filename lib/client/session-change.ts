/**
 * Fired on window when the browser signs in or out (lib/client/session.ts), or resumes. Its own
 * module: the root layout's session island listens for it on every page and loads nothing else.
 */
export const SESSION_CHANGE_EVENT = 'zesty:session-change';
