import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { PreviewBar } from '@/components/chrome/preview-bar';
import { ServiceWorker } from '@/components/chrome/service-worker';
import { SessionStart } from '@/components/chrome/session-start';
import { TopLoader } from '@/components/chrome/top-loader';
import { Toaster } from '@/components/ui/toaster';
import { THEME_SCRIPT } from '@/core/theme-choice';
import '../globals.css';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: t('title'),
    description: t('description'),
    // Per host: Zesty, or the creator's own app (app/manifest.webmanifest, app/app-icons).
    manifest: '/manifest.webmanifest',
    // Naming `icons` here replaces the app/icon.svg link Next would add: both are named.
    icons: {
      icon: [{ url: '/icon.svg', type: 'image/svg+xml' }],
      apple: '/app-icons/apple-touch-icon.png',
    },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The bottom bar pads itself with the safe-area inset.
  viewportFit: 'cover',
  // The browser's own bars follow the theme (app/globals.css --surface).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#121212' },
  ],
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Common' });
  // Only what every page's client code needs; sections add theirs (components/page/client-messages).
  const messages = clientMessages(await getMessages({ locale }), []);
  return (
    // The theme script sets data-theme on <html> before React hydrates (core/theme-choice.ts).
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <PreviewBar locale={locale} />
        {/* Spec §9: progress bar minimum 0.2, speed 400. */}
        <TopLoader />
        <SessionStart />
        <ServiceWorker />
        <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>
        {/* Spec §9: chrome toasts auto-close after 3 s, top centre. */}
        <Toaster label={t('notifications')} closeLabel={t('closeNotification')} />
      </body>
    </html>
  );
}
