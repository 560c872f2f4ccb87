/**
 * Which messages go to the browser. Server components translate on the server; only client
 * components need messages in the page, so each section sends just the namespaces its client
 * code uses instead of every message of the site (about 23 KB in every page otherwise).
 */
type Messages = Record<string, unknown>;

/** Namespaces the chrome, the error boundaries and the not-found view use on every page. */
export const GLOBAL_CLIENT_NAMESPACES = [
  'Common',
  'Chrome',
  'LeavingDialog',
  'Errors',
  'NotFound',
  // The week menu's button on every recipe card and page (issue 28).
  'MenuButton',
] as const;

/** The messages of `namespaces` (top-level keys) only. */
export function sectionMessages(messages: Messages, namespaces: readonly string[]): Messages {
  const out: Messages = {};
  for (const ns of namespaces) if (ns in messages) out[ns] = messages[ns];
  return out;
}

/** The messages of `namespaces` (top-level keys), plus the global ones. */
export function clientMessages(messages: Messages, namespaces: readonly string[]): Messages {
  return sectionMessages(messages, [...GLOBAL_CLIENT_NAMESPACES, ...namespaces]);
}
