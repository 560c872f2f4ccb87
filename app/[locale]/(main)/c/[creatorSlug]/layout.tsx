import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/components/page/client-messages';

/** A creator's pages (profile, its client-side load, collections, recipes): their client messages. */
export default async function CreatorSectionLayout({
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
    <ClientMessages
      locale={locale}
      namespaces={['Creator', 'Creators', 'Recipes', 'Collection', 'Recipe', 'Home']}
    >
      {children}
    </ClientMessages>
  );
}
