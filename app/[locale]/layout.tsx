import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import NextTopLoader from 'nextjs-toploader';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { isLocale } from '@/lib/i18n/routing';
import '../globals.css';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: t('title'), description: t('description') };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The bottom bar pads itself with the safe-area inset.
  viewportFit: 'cover',
  themeColor: '#ffffff',
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <html lang={locale}>
      <body>
        {/* Spec §9: progress bar minimum 0.2, speed 400. */}
        <NextTopLoader
          color="var(--color-primary)"
          initialPosition={0.2}
          speed={400}
          showSpinner={false}
          showForHashAnchor={false}
          height={3}
          shadow={false}
        />
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
        {/* Spec §9: chrome toasts auto-close after 3 s, top centre. */}
        <Toaster
          position="top-center"
          duration={3000}
          containerAriaLabel={t('notifications')}
          toastOptions={{ closeButtonAriaLabel: t('closeNotification') }}
        />
      </body>
    </html>
  );
}
