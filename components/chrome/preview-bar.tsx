import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { SESSION_PATHS } from '@/core/contract/session-paths';
import type { Locale } from '@/core/locale';
import { previewToken } from '@/lib/preview/session';

/**
 * The 'Preview' bar (issue 24 item 6): on every page of a host in a preview session, above the
 * page, saying that unpublished changes are shown and to whom, with the way out. Nothing for
 * anyone else, and no cookie is read outside draft mode. Styled inline so that public pages
 * carry no byte of it.
 */
const bar: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 1000,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0.5rem 1rem',
  background: '#1f2937',
  color: '#ffffff',
  fontSize: '0.875rem',
  lineHeight: 1.4,
};
const link: CSSProperties = { color: '#ffffff', fontWeight: 600, textDecoration: 'underline' };

export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await previewToken())) return null;
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <aside aria-label={t('label')} style={bar} data-preview-bar="">
      <p style={{ margin: 0 }}>
        <strong>{t('label')}</strong> · {t('body')}
      </p>
      {/* A plain link: leaving needs a request to this host, which clears its cookies. */}
      <a href={SESSION_PATHS['preview.exit'].path} style={link}>
        {t('exit')}
      </a>
    </aside>
  );
}
