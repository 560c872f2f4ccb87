import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/lib/i18n/routing';
import { ClientMessages } from '@/components/page/client-messages';

/** The recipe list's and recipe pages' client messages. */
export default async function RecipesLayout({
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
    <ClientMessages locale={locale} namespaces={['Recipes', 'Recipe', 'Home']}>
      {children}
    </ClientMessages>
  );
}
