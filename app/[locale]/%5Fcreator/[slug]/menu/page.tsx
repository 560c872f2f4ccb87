import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MenuPage } from '@/components/menu/menu-page';
import { originFor } from '@/core/site';
import { MAIN_SITE, creatorSite } from '@/core/sites';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { localePath, routes } from '@/lib/routes';

// The same shell for every visitor of the site: the menu is the browser's.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'WeekMenu' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The week menu on a creator's own site, in its frame and colours. A creator's site has no
 * accounts (its own cookies): its menu can be handed to Zesty's menu page, where one keeps it.
 */
export default async function CreatorMenuPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  return (
    <MenuPage
      locale={locale}
      site={creatorSite(slug)}
      zestyMenu={`${originFor(MAIN_SITE)}${localePath(locale, routes.menu())}`}
    />
  );
}
