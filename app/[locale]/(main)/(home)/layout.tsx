import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/components/page/client-messages';

/** The home's client messages: its search bar and recipe cards. */
export default async function HomeLayout({
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
    <ClientMessages locale={locale} namespaces={['Home']}>
      {children}
    </ClientMessages>
  );
}
