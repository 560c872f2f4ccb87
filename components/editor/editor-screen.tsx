'use client';

import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { CONTENT_PAGES } from '@/core/contract/content';
import type { EditorPageSummary } from '@/core/contract/editor';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import { authRoutes } from '@/components/auth/paths';
import { Loaded, StudioFrame } from '@/components/studio/studio-frame';
import { ListSection, StudioItem } from '@/components/studio/studio-list';
import { ApplicationsSection, CreatorSitesSection } from './creator-applications';
import { editorApi } from './editor-api';
import styles from '@/components/studio/studio.module.css';

/**
 * The editor console's home (issue 25): every editors' page in both languages, with its status
 * (published; a draft ahead of what visitors see; never published) and a link to its editor; the
 * applications to become a creator; the creator sites and their switches.
 */
export function EditorScreen({ hostPattern }: { hostPattern: string }) {
  const t = useTranslations('Editor');
  const format = useFormatter();
  const pages = useSWR('editor.pages', async () => (await editorApi.pages()).data, SWR_DEFAULTS);
  const hint = (p: EditorPageSummary) =>
    [
      p.published === null
        ? t('versionsNever', { draft: p.draft })
        : t('versions', { draft: p.draft, published: p.published }),
      p.publishedAt
        ? t('publishedOn', {
            date: format.dateTime(new Date(p.publishedAt), { dateStyle: 'medium' }),
          })
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <StudioFrame main title={t('title')}>
      <p className={styles.hint}>{t('intro')}</p>
      <ListSection id="editor-pages" title={t('pagesTitle')}>
        <Loaded
          state={pages}
          denied={{ 401: t('notAllowed'), 403: t('notAllowed') }}
          loadingText={t('loading')}
        >
          {(data) => (
            <ul className={styles.list}>
              {[...data]
                .sort((a, b) => CONTENT_PAGES.indexOf(a.page) - CONTENT_PAGES.indexOf(b.page))
                .map((p) => {
                  const language = t(`languages.${p.locale}`);
                  return (
                    <StudioItem
                      key={`${p.page}-${p.locale}`}
                      name={`${p.title} (${language})`}
                      link={{
                        href: authRoutes.editorPage(p.page, p.locale),
                        label: t('editNamed', { title: p.title, language }),
                      }}
                      status={p.published === null ? 'draft' : 'published'}
                      changes={p.published !== null && p.draft !== p.published}
                      hint={hint(p)}
                    />
                  );
                })}
            </ul>
          )}
        </Loaded>
      </ListSection>
      {/* Once the API has said this is an editor: the rest of the console. */}
      {pages.data ? (
        <>
          <ApplicationsSection addressPattern={hostPattern} />
          <CreatorSitesSection addressPattern={hostPattern} />
        </>
      ) : null}
    </StudioFrame>
  );
}
