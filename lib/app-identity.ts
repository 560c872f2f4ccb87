import 'server-only';
import { ApiError } from './api/errors';
import { getCreator } from './api/public';
import { hostSite } from './host-site';
import type { HostSite } from '../core/sites';
import { schemeColours } from './theme';

/**
 * What a host installs as (issue 28): the main site as Zesty, a creator's site as the creator's
 * own app, with the creator's name, colours and logo. Undefined for a host that serves no site
 * (an unknown creator, another host).
 */
export type AppIdentity = {
  name: string;
  shortName: string;
  description: string;
  themeColour: string;
  backgroundColour: string;
  /** The icon's picture: a file of the app, an upstream media path, or none (initials drawn). */
  picture: { file: string } | { media: string } | null;
  initials: string;
  lang: string;
};

const MAIN: AppIdentity = {
  name: 'Zesty',
  shortName: 'Zesty',
  description: 'Recipes from your favourite food creators, and their groceries in one tap.',
  themeColour: '#c2410c',
  backgroundColour: '#ffffff',
  picture: { file: 'app/icon.svg' },
  initials: 'Z',
  lang: 'nl',
};

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[1]![0]] : [...(words[0] ?? 'Z')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/** The upstream media path of a logo ('/media/…', or a full URL of one); null for another. */
function mediaPath(logo: string | null): { media: string } | null {
  if (!logo || !URL.canParse(logo, 'http://upstream.invalid')) return null;
  const { pathname } = new URL(logo, 'http://upstream.invalid');
  return pathname.startsWith('/media/') ? { media: pathname } : null;
}

export async function appIdentity(host: HostSite): Promise<AppIdentity | undefined> {
  if (host.kind === 'main') return MAIN;
  if (host.kind !== 'creator') return undefined;
  // A site that is switched off (403) installs as nothing, as it shows nothing.
  const creator = await getCreator(host.slug, { locale: 'nl' }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
    throw error;
  });
  if (!creator) return undefined;
  const { light } = schemeColours(creator);
  return {
    name: creator.name,
    // Launchers show about 12 characters under an icon.
    shortName: creator.name.length <= 12 ? creator.name : initialsOf(creator.name),
    description: creator.description?.slice(0, 200) || creator.name,
    themeColour: light.primary,
    backgroundColour: light.secondary,
    picture: mediaPath(creator.logo),
    initials: initialsOf(creator.name),
    lang: 'nl',
  };
}

/**
 * The app of the host a request names, or the answer instead of it: 400 for an invalid host,
 * 404 for a host that serves no site, and 503 (soon again, never a 500) when the API could not
 * say who the creator is.
 */
export async function requestedApp(request: Request): Promise<AppIdentity | Response> {
  const host = hostSite(request);
  if (host.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  const app = await appIdentity(host).catch(() => null);
  if (app === null)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '30' } });
  return app ?? new Response('Not found', { status: 404 });
}
