import 'server-only';
import { cache } from 'react';
import type { ContentPage, Locale } from '@/core/contract';
import { parseContent, type ContentDocument } from '@/core/content/document';
import { getPreviewContent } from '@/lib/api';
import { getContent } from '@/lib/api/public';
import { previewToken } from '@/lib/preview/session';

/**
 * An editors' page as published, parsed (issue 25), once per request (the page and its metadata
 * share it); in an editor's preview (draft mode with an editor's preview session) its newest
 * version instead. The API stores only documents that parse, so a failure here is a defect (a
 * parser rule changed under stored content): it surfaces as the page's error view, never as a
 * half-rendered page.
 */
export const loadContent = cache(async function loadContent(
  page: ContentPage,
  locale: Locale,
): Promise<ContentDocument> {
  const preview = await previewToken();
  const draft = preview ? await getPreviewContent(page, locale, preview) : undefined;
  const { markdown, version } = draft ?? (await getContent(page, locale));
  const parsed = parseContent(markdown);
  if (!parsed.ok) {
    throw new Error(
      `${page} (${locale}) version ${version} does not parse: ${parsed.issues.map((i) => i.code).join(', ')}`,
    );
  }
  return parsed.document;
});

/** The 'last updated' date in the locale's long format ('30 July 2025', '30 juli 2025'). */
export function formatLastUpdated(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}
