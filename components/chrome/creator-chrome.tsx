import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale, Website } from '@/core/contract';
import { Link } from '@/lib/i18n/navigation';
import { PlainImage } from '@/components/ui/plain-image';
import { safeHttpUrl } from '@/lib/safe-url';
import { originFor, siteConfig } from '@/core/site';
import { MAIN_SITE } from '@/core/sites';
import { GROCERY_CLIENT_NAMESPACES } from '@/components/grocery/client-namespaces';
import { LazyWidgetLoader } from '@/components/grocery/lazy-widget-loader';
import { ClientMessages } from '@/components/page/client-messages';
import { ExternalIcon } from './icons';
import { SkipLink } from './skip-link';
import chrome from './chrome.module.css';
import footer from './footer.module.css';
import styles from './creator-chrome.module.css';
import { ThemeSwitch } from './theme-switch';

/** The white label's own legal pages (issue 25), on the creator's site with its titles. */
const CREATOR_LEGAL_LINKS = [
  { href: '/legal/privacy-policy', key: 'privacyPolicy' },
  { href: '/legal/terms-of-use', key: 'termsOfUse' },
  { href: '/legal/cookie-policy', key: 'cookiePolicy' },
] as const;

const NETWORKS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    instagram: 'Instagram',
    tiktok: 'TikTok',
    facebook: 'Facebook',
    youtube: 'YouTube',
    pinterest: 'Pinterest',
    twitter: 'X',
    x: 'X',
    linkedin: 'LinkedIn',
    threads: 'Threads',
  }),
);

/**
 * White-label frame: the creator's own header (their colours, logo and name), their socials and
 * the footer credit, and the grocery widget's loader. No marketplace menu, bottom bar, bookmark
 * controls or leaving-site dialog (the widget opens external links itself).
 */
export async function CreatorChrome({
  creator,
  locale,
  children,
}: {
  creator: Website;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Chrome' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const socials = (creator.socials?.data ?? []).flatMap((social) => {
    const href = safeHttpUrl(social.url);
    if (!href) return [];
    const type = social.type.toLowerCase();
    const network =
      type === 'website'
        ? t('footer.website')
        : (NETWORKS.get(type) ?? type.charAt(0).toUpperCase() + type.slice(1));
    return [{ href, network }];
  });
  const mainSite = `${originFor(MAIN_SITE)}/${locale}`;

  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link href="/" className={styles.brand}>
            {creator.logo ? (
              <PlainImage
                src={creator.logo}
                alt=""
                width={40}
                height={40}
                className={styles.logo}
                priority
              />
            ) : null}
            <span>{creator.name}</span>
          </Link>
          <Link href="/menu" className={styles.navLink}>
            {t('nav.weekMenu')}
          </Link>
        </div>
      </header>
      <div id="main-content" tabIndex={-1} className={chrome.content}>
        {children}
      </div>
      <footer className={`${footer.footer} ${styles.footer}`}>
        <div className={footer.inner}>
          <p className={footer.name}>{creator.name}</p>
          {socials.length > 0 ? (
            <nav aria-label={t('footer.socials', { creator: creator.name })}>
              <ul className={footer.links}>
                {socials.map(({ href, network }) => (
                  <li key={href}>
                    <a
                      href={href}
                      className={footer.link}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {network}
                      <ExternalIcon />
                      <span className="visually-hidden">{tCommon('externalLink')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav aria-label={t('footer.legal')}>
            <ul className={footer.links}>
              {CREATOR_LEGAL_LINKS.map(({ href, key }) => (
                <li key={key}>
                  <Link href={href} className={footer.link}>
                    {t(`footer.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeSwitch />
          <p className={footer.credit}>
            <a href={mainSite} className={footer.link}>
              {t('poweredBy')}
            </a>
          </p>
        </div>
      </footer>
      <ClientMessages locale={locale} namespaces={GROCERY_CLIENT_NAMESPACES}>
        <LazyWidgetLoader src={siteConfig().groceryWidgetSrc} />
      </ClientMessages>
    </>
  );
}
