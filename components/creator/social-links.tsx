'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { SOCIAL_TYPES, type SocialType } from '@/core/contract/socials';
import styles from './creator-profile.module.css';

export type Social = { type: string; url: string };

/** Networks a creator may link to that this page has no word of its own for: shown as typed. */
const UNNAMED = ['threads', 'linkedin'] as const satisfies readonly SocialType[];
/** The networks this page names in its own words (messages: Creator.networks). */
type Network = Exclude<SocialType, (typeof UNNAMED)[number]>;
const isNetwork = (type: string): type is Network =>
  (SOCIAL_TYPES as readonly string[]).includes(type) &&
  !(UNNAMED as readonly string[]).includes(type);

/** Spec §2: the first two social links, the rest behind a '+N' expander. */
export const SOCIALS_SHOWN = 2;

export function SocialLinks({ name, socials }: { name: string; socials: readonly Social[] }) {
  const t = useTranslations('Creator');
  const [expanded, setExpanded] = useState(false);
  const safe = socials.filter((s) => /^https?:\/\//i.test(s.url));
  if (safe.length === 0) return null;
  const first = safe.slice(0, SOCIALS_SHOWN);
  const rest = safe.slice(SOCIALS_SHOWN);
  const label = (s: Social) =>
    t('socialLink', { name, network: isNetwork(s.type) ? t(`networks.${s.type}`) : s.type });
  const link = (s: Social) => (
    <li key={s.url}>
      <a
        href={s.url}
        className={styles.social}
        rel="noopener noreferrer"
        target="_blank"
        aria-label={label(s)}
      >
        <SocialIcon type={s.type} />
      </a>
    </li>
  );
  return (
    <div className={styles.socials}>
      <ul className={styles.socialList} aria-label={t('socialsLabel')}>
        {first.map(link)}
        {expanded ? rest.map(link) : null}
      </ul>
      {rest.length > 0 ? (
        <button
          type="button"
          className={styles.moreSocials}
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? (
            <>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{t('fewerSocials')}</span>
            </>
          ) : (
            <>
              {t('moreSocials', { count: rest.length })}
              <span className="visually-hidden"> {t('moreSocialsHint')}</span>
            </>
          )}
        </button>
      ) : null}
    </div>
  );
}

/** The outlined strokes of the network glyphs. */
const line = { fill: 'none', stroke: 'currentColor', strokeWidth: '1.8' } as const;

/** Each network's glyph; the others (a website, X) show the globe. */
const GLYPHS: Partial<Record<Network, ReactNode>> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...line} />
      <circle cx="12" cy="12" r="4" {...line} />
      <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...line} />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
  tiktok: (
    <path
      d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5"
      {...line}
      strokeLinecap="round"
    />
  ),
  facebook: (
    <path
      d="M14.5 8.5H16V5.2c-.3 0-1.3-.2-2.4-.2-2.4 0-3.9 1.5-3.9 4.1v2.3H7.2v3.7h2.5V21h3.4v-5.9h2.7l.4-3.7h-3.1v-2c0-1 .3-1.9 1.4-1.9z"
      fill="currentColor"
    />
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" {...line} />
      <path
        d="M11 8.5c3-.6 5 1.2 4.3 3.7-.6 2.1-3 2.6-4 1.4M11.8 10 9.5 20"
        {...line}
        strokeLinecap="round"
      />
    </>
  ),
};

const GLOBE = (
  <>
    <circle cx="12" cy="12" r="9" {...line} />
    <path
      d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    />
  </>
);

function SocialIcon({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable={false}>
      {(isNetwork(type) && GLYPHS[type]) || GLOBE}
    </svg>
  );
}
