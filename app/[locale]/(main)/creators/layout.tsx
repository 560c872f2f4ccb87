import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/components/page/client-messages';

/** The creators list's client messages. */
export default async function CreatorsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={['Creators']}>
      {children}
    </ClientMessages>
  );
}
