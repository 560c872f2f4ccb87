import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from './not-found.module.css';

/**
 * Spec §2: the not-found view ('Oops...', a lost-user message, 'Browse recipes' to '/', a 404
 * image). The 404 page and the screens that find nothing client-side both show it.
 */
export function NotFoundView({ standalone = true }: { standalone?: boolean }) {
  const t = useTranslations('NotFound');
  return (
    // Standalone (the 404 page) it is the skip link's target; inside a page's chrome, that is taken.
    <main id={standalone ? 'main-content' : undefined} className={styles.page}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing to optimise, no image code to ship */}
      <img
        // Not preloaded: every page's payload carries this view (the locale layout's not-found
        // boundary), and React would otherwise preload its picture on each of them (issue 26).
        loading="lazy"
        src="/images/404.svg"
        alt={t('imageAlt')}
        width={320}
        height={240}
        className={styles.image}
      />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.message}>{t('message')}</p>
      <Link href="/" className={styles.button}>
        {t('browse')}
      </Link>
    </main>
  );
}
