import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCreatorPage } from '@/lib/api/creator-page';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { MAIN_SITE } from '@/core/sites';
import { pageMetadata } from '@/lib/seo';
import { CreatorProfile } from '@/components/creator/creator-profile';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; creatorSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, creatorSlug } = await params;
  if (!isLocale(locale)) return {};
  // A failing API leaves the layout's title: the page's error view still has one.
  const page = await getCreatorPage(creatorSlug, locale).catch(() => undefined);
  if (!page) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const { creator } = page;
  return {
    ...pageMetadata({
      locale,
      path: `/c/${creator.slug}`,
      title: t('pageTitle', { page: creator.name }),
      description: creator.description || t('description'),
      site: MAIN_SITE,
      image: creator.heroImage ?? undefined,
    }),
    // A creator who asked not to be indexed is not indexed on the marketplace either.
    ...(creator.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Creator profile on the main site. A failed load is handled by error.tsx (spec §4 creator load). */
export default async function CreatorPage({ params }: { params: Params }) {
  const { creatorSlug } = await params;
  const locale = await pageLocale(params);
  const page = await getCreatorPage(creatorSlug, locale);
  if (!page) notFound();
  return (
    <CreatorProfile
      creator={page.creator}
      locale={locale}
      site={MAIN_SITE}
      definitions={page.definitions}
      recipes={page.recipes}
      collections={page.collections}
    />
  );
}
