import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale, Website } from '@/lib/api/contract';

/** White-label frame: the creator's header and a footer credit (no marketplace navigation). */
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
  return (
    <>
      <header className="creator-header">
        <Link href={`/${locale}`} className="creator-brand">
          {creator.logo ? <Image src={creator.logo} alt="" width={40} height={40} /> : null}
          <span>{creator.name}</span>
        </Link>
      </header>
      <div id="main-content">{children}</div>
      <footer className="creator-footer">
        <small>{t('poweredBy')}</small>
      </footer>
    </>
  );
}
