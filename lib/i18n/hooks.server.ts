/**
 * `#i18n/hooks` on the server (package.json "imports", condition react-server): next-intl's hooks,
 * for components that render both as server components and inside client components, where
 * `#i18n/hooks` is lib/i18n/client.tsx.
 */
export { useLocale, useTranslations } from 'next-intl';
