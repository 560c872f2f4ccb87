import { appIdentity } from '@/lib/app-identity';
import { HOST_FILE_HEADERS, hostSite } from '@/lib/host-site';

/**
 * The web app manifest of the host asked (issue 28): the main site installs as Zesty, a
 * creator's site as the creator's own app, with their name, colours and icons
 * (app/app-icons/[icon]).
 */
export async function GET(request: Request) {
  const host = hostSite(request);
  if (host.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  const app = await appIdentity(host).catch(() => null);
  // The API could not say who the creator is: try again soon, never a 500.
  if (app === null)
    return new Response('Service Unavailable', { status: 503, headers: { 'Retry-After': '30' } });
  if (!app) return new Response('Not found', { status: 404 });
  const manifest = {
    id: '/',
    name: app.name,
    short_name: app.shortName,
    description: app.description,
    lang: app.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: app.themeColour,
    background_color: app.backgroundColour,
    categories: ['food', 'lifestyle'],
    icons: [
      { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/app-icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json', ...HOST_FILE_HEADERS },
  });
}
