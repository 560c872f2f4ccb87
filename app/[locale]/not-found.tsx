import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './not-found.module.css';

/** Spec §2: the 404 page. It sits in the root layout only, so it carries its own way home. */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main id="main-content" className={styles.page}>
      <Image
        src="/images/404.svg"
        alt={t('imageAlt')}
        width={320}
        height={240}
        className={styles.image}
        priority
        unoptimized
      />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.message}>{t('message')}</p>
      <Link href="/" className={styles.button}>
        {t('browse')}
      </Link>
    </main>
  );
}
