import { z } from './zod';
import { DEFAULT_WEBSITE_IDS } from './grocery/stores';
import type { Site } from './sites';

/**
 * Public site configuration from the environment (read at run time, on the server and in
 * middleware). Hosts: the main site is ROOT_DOMAIN or www.ROOT_DOMAIN; a creator site is
 * {slug}.ROOT_DOMAIN; anything else is an "other" host.
 */
/** The web server's port (as server/web/serve.ts reads it); a value that is no port is 3000. */
const portSchema = z.coerce.number().int().min(1).max(65535).catch(3000).default(3000);

const schema = z.object({
  SITE_URL: z.string().url(),
  ROOT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'ROOT_DOMAIN must be a lower-case host name without port')
    .default('localhost'),
  MAIN_SITE_NAME: z
    .string()
    .regex(/^[a-z0-9-]{1,63}$/)
    .default('www'),
  PARTNER_SITE_URL: z.string().url().default('https://www.zesty.example/partners'),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false', '']).optional(),
  /** The grocery widget's website ids: main-brand channel and white-label channel. */
  GROCERY_WEBSITE_ID_MAIN: z.string().min(1).default(DEFAULT_WEBSITE_IDS.main),
  GROCERY_WEBSITE_ID_WHITE_LABEL: z.string().min(1).default(DEFAULT_WEBSITE_IDS.whiteLabel),
  /** The grocery widget's script: a path on this site or an http(s) URL (public, sent to pages). */
  GROCERY_WIDGET_SRC: z
    .string()
    .regex(
      /^(?:\/(?!\/)|https?:\/\/)\S+$/,
      'GROCERY_WIDGET_SRC must be a path on this site or an http(s) URL',
    )
    .default('/widget/v1.js'),
  SITE_ACCESS_GATE: z.enum(['0', '1', 'true', 'false', '']).optional(),
});

export type SiteConfig = {
  siteUrl: URL;
  rootDomain: string;
  mainSiteName: string;
  partnerSiteUrl: string;
  trustProxy: boolean;
  groceryWebsiteId: { main: string; whiteLabel: string };
  /** Where the page loader fetches the grocery widget from (default Zesty's own, versioned). */
  groceryWidgetSrc: string;
  /** Spec §2: the site-access gate exists but is switched off. */
  siteAccessGate: boolean;
};

const on = (v: string | undefined) => v === '1' || v === 'true';

let cached: SiteConfig | undefined;
export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const port = portSchema.parse(process.env.PORT || undefined);
  const env = schema.parse({
    // Without SITE_URL the site is where the server listens: localhost on PORT (default 3000).
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
    ROOT_DOMAIN: process.env.ROOT_DOMAIN || undefined,
    MAIN_SITE_NAME: process.env.MAIN_SITE_NAME || undefined,
    PARTNER_SITE_URL: process.env.PARTNER_SITE_URL || undefined,
    TRUST_PROXY: process.env.TRUST_PROXY,
    GROCERY_WEBSITE_ID_MAIN: process.env.GROCERY_WEBSITE_ID_MAIN || undefined,
    GROCERY_WEBSITE_ID_WHITE_LABEL: process.env.GROCERY_WEBSITE_ID_WHITE_LABEL || undefined,
    GROCERY_WIDGET_SRC: process.env.GROCERY_WIDGET_SRC || undefined,
    SITE_ACCESS_GATE: process.env.SITE_ACCESS_GATE,
  });
  cached = {
    siteUrl: new URL(env.SITE_URL),
    rootDomain: env.ROOT_DOMAIN,
    mainSiteName: env.MAIN_SITE_NAME,
    partnerSiteUrl: env.PARTNER_SITE_URL,
    trustProxy: on(env.TRUST_PROXY),
    groceryWebsiteId: {
      main: env.GROCERY_WEBSITE_ID_MAIN,
      whiteLabel: env.GROCERY_WEBSITE_ID_WHITE_LABEL,
    },
    groceryWidgetSrc: env.GROCERY_WIDGET_SRC,
    siteAccessGate: on(env.SITE_ACCESS_GATE),
  };
  return cached;
}

/** The public origin of the main site, or of a creator's site ({slug}.ROOT_DOMAIN, same scheme and port). */
export function originFor(site: Site): string {
  const { siteUrl, rootDomain } = siteConfig();
  if (site.kind === 'main') return siteUrl.origin;
  const port = siteUrl.port ? `:${siteUrl.port}` : '';
  return `${siteUrl.protocol}//${site.slug}.${rootDomain}${port}`;
}
