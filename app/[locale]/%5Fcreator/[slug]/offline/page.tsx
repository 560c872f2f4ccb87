import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfflineScreen } from '@/components/offline/offline-screen';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';

// The same for every visitor of the site: precached by its service worker.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return { title: t('title'), robots: { index: false } };
}

/** The offline page on a creator's own site, in its frame and colours. */
export default async function CreatorOfflinePage({ params }: { params: Params }) {
  return <OfflineScreen locale={await pageLocale(params)} />;
}
