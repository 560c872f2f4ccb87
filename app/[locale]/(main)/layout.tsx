import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MainChrome } from '@/components/chrome/main-chrome';
import { isLocale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site';

export function generateMetadata(): Metadata {
  // The grocery widget loads once a page carries its website id: the main-brand channel here.
  return { other: { 'website-id': siteConfig().groceryWebsiteId.main } };
}

export default async function MainLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <MainChrome locale={locale}>{children}</MainChrome>;
}
