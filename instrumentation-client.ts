/**
 * Runs in the browser before the app's code (Next's client instrumentation). Zod compiles fast
 * object parsers with `new Function`, after probing whether the page may use it; the site's
 * Content-Security-Policy forbids eval (server/web/security-headers.ts), and Chromium reports even
 * the caught probe as a violation. `jitless` is Zod's documented setting for such pages: no probe,
 * no eval; parsing in the browser is a few small bodies, so the compiled parsers win nothing.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
