/**
 * The editor console's calls (issue 25), through the one data door (/api/proxy) and parsed against
 * the contract's answers. The API checks on every call that the signed-in user is an editor.
 */
import { EDITOR_PATHS } from '@/core/contract/editor-paths';
import type { ContentPage } from '@/core/contract/content';
import type { Locale } from '@/core/locale';
import { addProxyRoutes, proxyGet, proxyPost, proxyPut } from '@/lib/client/proxy';

// The console's routes travel with the console's code only.
addProxyRoutes(EDITOR_PATHS);

export const editorApi = {
  pages: () => proxyGet('editor.pages', {}),
  page: (page: ContentPage, locale: Locale) => proxyGet('editor.page', { page, locale }),
  save: (
    page: ContentPage,
    locale: Locale,
    body: { markdown: string; summary: string; base: number },
  ) => proxyPut('editor.page', { page, locale }, body),
  versions: (page: ContentPage, locale: Locale) => proxyGet('editor.versions', { page, locale }),
  version: (page: ContentPage, locale: Locale, number: number) =>
    proxyGet('editor.version', { page, locale, id: String(number) }),
  restore: (page: ContentPage, locale: Locale, number: number, base: number) =>
    proxyPost('editor.restore', { page, locale, id: String(number) }, { base }),
  publish: (page: ContentPage, locale: Locale, base: number) =>
    proxyPost('editor.publish', { page, locale }, { base }),
  /** Links to the newest version in draft mode: the main site's, and `creator`'s site's. */
  preview: (page: ContentPage, locale: Locale, creator: string | undefined) =>
    proxyPost('editor.preview', { page, locale }, creator === undefined ? {} : { creator }),
  /** Applications to become a creator (issue 25 item 5), pending first. */
  applications: () => proxyGet('editor.applications', {}),
  approve: (id: number, message: string) =>
    proxyPost('editor.application.approve', { id: String(id) }, { message }),
  decline: (id: number, message: string) =>
    proxyPost('editor.application.decline', { id: String(id) }, { message }),
  /** Every creator's site, and the switch that puts it on or off. */
  creators: () => proxyGet('editor.creators', {}),
  setEnabled: (slug: string, enabled: boolean) =>
    proxyPut('editor.creator.enabled', { slug }, { enabled }),
};
