import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { requestedApp, type AppIdentity } from '@/lib/app-identity';
import { HOST_FILE_HEADERS } from '@/lib/host-site';
import { upstreamFetch } from '@/lib/api/transport';
import { textColourOn } from '@/core/colour';

/**
 * The home-screen icons of a host's app (issue 28), drawn with sharp: the main site's from
 * app/icon.svg, a creator's from their logo (or their initials on their colour when there is
 * none). `maskable` keeps the picture inside the safe zone (the middle 80 %) on the app's
 * background, for launchers that cut icons to their own shape.
 */
const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;
type IconName = keyof typeof ICONS;

const isIcon = (name: string): name is IconName => Object.hasOwn(ICONS, name);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function initialsSvg(initials: string, background: string): Buffer {
  const fg = textColourOn(background);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>` +
      `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${initials.length > 1 ? 40 : 56}" fill="${fg}">${escapeXml(initials)}</text></svg>`,
  );
}

/** The picture to draw: the app's file, the creator's logo, or else their initials. */
async function picture(app: AppIdentity): Promise<Buffer> {
  const { picture: source } = app;
  if (source && 'file' in source) return fs.readFile(path.join(process.cwd(), source.file));
  if (source) {
    try {
      const res = await upstreamFetch(source.media);
      if (res.ok) return Buffer.from(await res.arrayBuffer());
    } catch {
      // The initials, as for a creator without a logo.
    }
  }
  return initialsSvg(app.initials, app.themeColour);
}

export async function GET(request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const { icon } = await params;
  if (!isIcon(icon)) return new Response('Not found', { status: 404 });
  const app = await requestedApp(request);
  if (app instanceof Response) return app;

  const { size, maskable } = ICONS[icon];
  const source = await picture(app);
  const inner = maskable ? Math.round(size * 0.7) : size;
  const drawn = await sharp(source, { density: 300 })
    .resize(inner, inner, { fit: 'contain', background: app.backgroundColour })
    .png()
    .toBuffer();
  const png = maskable
    ? await sharp({
        create: { width: size, height: size, channels: 4, background: app.backgroundColour },
      })
        .composite([{ input: drawn, gravity: 'centre' }])
        .png()
        .toBuffer()
    : drawn;
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', ...HOST_FILE_HEADERS },
  });
}
