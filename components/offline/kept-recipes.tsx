'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PAGES_CACHE, RECIPE_PAGE } from '@/core/offline';
import styles from './offline.module.css';

type Kept = { href: string; title: string; at: number };

/** The recipe pages this device keeps (worker/sw.ts), newest first, named by their heading. */
async function keptRecipes(): Promise<Kept[]> {
  if (!('caches' in window) || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const requests = (await cache.keys()).filter((request) => {
    const url = new URL(request.url);
    return url.origin === location.origin && RECIPE_PAGE.test(url.pathname);
  });
  const parser = new DOMParser();
  const kept = await Promise.all(
    requests.map(async (request): Promise<Kept | null> => {
      const response = await cache.match(request);
      if (!response) return null;
      const html = parser.parseFromString(await response.text(), 'text/html');
      const title = html.querySelector('h1')?.textContent?.trim();
      const url = new URL(request.url);
      return title
        ? { href: url.pathname, title, at: Date.parse(response.headers.get('date') ?? '') || 0 }
        : null;
    }),
  );
  return kept.filter((k): k is Kept => k !== null).sort((a, b) => b.at - a.at);
}

/** Offline: the recipes still readable here, and 'Try again'. */
export function KeptRecipes() {
  const t = useTranslations('Offline');
  const [kept, setKept] = useState<Kept[] | null>(null);
  useEffect(() => {
    keptRecipes()
      .then(setKept)
      .catch(() => setKept([]));
  }, []);

  return (
    <>
      {kept === null ? null : kept.length === 0 ? (
        <p className={styles.muted}>{t('none')}</p>
      ) : (
        <section aria-labelledby="kept-recipes">
          <h2 id="kept-recipes" className={styles.subtitle}>
            {t('available')}
          </h2>
          <ul className={styles.list}>
            {kept.map((recipe) => (
              <li key={recipe.href}>
                {/* A full page load: the service worker answers it from what it kept. */}
                <a href={recipe.href} className={styles.link}>
                  {recipe.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button type="button" className="pill-button" onClick={() => location.reload()}>
        {t('retry')}
      </button>
    </>
  );
}
