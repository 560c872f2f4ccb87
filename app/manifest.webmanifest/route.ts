import { requestedApp } from '@/lib/app-identity';
import { HOST_FILE_HEADERS } from '@/lib/host-site';

/**
 * The web app manifest of the host asked (issue 28): the main site installs as Zesty, a
 * creator's site as the creator's own app, with their name, colours and icons
 * (app/app-icons/[icon]).
 */
export async function GET(request: Request) {
  const app = await requestedApp(request);
  if (app instanceof Response) return app;
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
