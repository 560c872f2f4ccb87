import { getTranslations } from 'next-intl/server';
import { OfflineScreen } from '@/components/offline/offline-screen';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata } from '@/lib/seo-main';

// The same for everyone: precached by the service worker, shown when the network is gone.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

export const generateMetadata = mainPageMetadata(
  '/offline',
  async (locale) => {
    const t = await getTranslations({ locale, namespace: 'Offline' });
    return { title: t('title'), description: t('lead') };
  },
  { index: false },
);

export default async function OfflinePage({ params }: { params: Promise<{ locale: string }> }) {
  return <OfflineScreen locale={await pageLocale(params)} />;
}
