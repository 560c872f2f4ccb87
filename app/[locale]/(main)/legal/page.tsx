import { getTranslations } from 'next-intl/server';
import { LegalIndex } from '@/components/legal/legal-index';
import { staticPage } from '@/components/page/static-page';

// Static content: rendered on first request, then served from the full-route cache.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

const page = staticPage('/legal', LegalIndex, async (locale) => {
  const t = await getTranslations({ locale, namespace: 'Legal' });
  return { title: t('title'), description: t('metaDescription') };
});
export const generateMetadata = page.generateMetadata;
export default page.StaticPage;
