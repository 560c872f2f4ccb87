import { getTranslations } from 'next-intl/server';
import { FaqList } from '@/components/info/faq-list';
import { staticPage } from '@/components/page/static-page';

// Static content: rendered on first request, then served from the full-route cache.
export const revalidate = 3600;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

const page = staticPage('/faqs', FaqList, async (locale) => {
  const t = await getTranslations({ locale, namespace: 'Faqs' });
  return { title: t('metaTitle'), description: t('metaDescription') };
});
export const generateMetadata = page.generateMetadata;
export default page.StaticPage;
