/**
 * Zod for every module that may run in the browser: `import { z } from '<…>/core/zod'`, never
 * from 'zod' (lint enforces it in app/, components/, lib/ and core/; type-only imports excepted).
 *
 * Zod's classic objects compile a fast parser with `new Function`, and probe whether the page
 * allows that as each object schema is built. The site's Content-Security-Policy forbids eval
 * (server/web/security-headers.ts), and Chromium reports even the caught probe as a violation.
 * `jitless` is Zod's documented setting for such pages: no probe, no eval. It has to be set before
 * the first object schema is built, so it is set here, in the module every browser-side schema
 * imports Zod through (ES modules run an import before the module that imports it). On the
 * server, where no policy applies, parsers stay compiled.
 *
 * It used to be set in instrumentation-client.ts, which put Zod's core (5 kB gzip) into every
 * page's first load, pages that parse nothing among them; here only pages that load a schema pay,
 * and they load Zod's core anyway.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
