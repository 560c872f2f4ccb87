import type { Metadata } from 'next';
import { MainChrome } from '@/components/chrome/main-chrome';
import { siteConfig } from '@/core/site';
import { pageLocale, type LocaleLayoutProps } from '@/lib/i18n/page';

export function generateMetadata(): Metadata {
  // The grocery widget loads once a page carries its website id: the main-brand channel here.
  return { other: { 'website-id': siteConfig().groceryWebsiteId.main } };
}

export default async function MainLayout({ children, params }: LocaleLayoutProps) {
  const locale = await pageLocale(params);
  return <MainChrome locale={locale}>{children}</MainChrome>;
}
