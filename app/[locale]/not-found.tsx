import { getTranslations } from 'next-intl/server';
import Link from 'next/link';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="container">
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <Link href="/">{t('browse')}</Link>
    </main>
  );
}
