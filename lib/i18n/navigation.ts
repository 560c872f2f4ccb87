'use client';

/**
 * Locale-aware navigation for this site's `localePrefix: 'always'` routing: hrefs are written
 * without the locale ('/recipes') and get the current one ('/en/recipes'). A thin layer over
 * next/link and next/navigation instead of next-intl's createNavigation, which would add a few
 * KB of JavaScript to every page for options this site does not use (the locale cookie is the
 * middleware's, there are no localised pathnames).
 */
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from '@/lib/i18n/client';
import { createElement, type ComponentProps } from 'react';
import { isLocale, type Locale } from './locale';

export type Href = string | { pathname: string; query?: Record<string, string>; hash?: string };

/** '/recipes' → '/en/recipes'; '/' → '/en'; query and hash kept. */
export function localizeHref(href: Href, locale: Locale): string {
  const { pathname, query, hash } =
    typeof href === 'string' ? splitHref(href) : { ...href, query: href.query ?? {} };
  const path = `/${locale}${pathname === '/' ? '' : pathname}`;
  const search = new URLSearchParams(query).toString();
  const fragment = hash ? `#${hash.replace(/^#/, '')}` : '';
  return `${path}${search ? `?${search}` : ''}${fragment}`;
}

function splitHref(href: string) {
  const [beforeHash, hash] = href.split('#', 2) as [string, string | undefined];
  const [pathname, search] = beforeHash.split('?', 2) as [string, string | undefined];
  return {
    pathname: pathname || '/',
    query: Object.fromEntries(new URLSearchParams(search ?? '')),
    hash,
  };
}

/** The path without its locale prefix: '/en/recipes' → '/recipes', '/en' → '/'. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname || '/';
  return `/${rest.join('/')}`;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & {
  href: Href;
  locale?: Locale;
};

export function Link({ href, locale, ...rest }: LinkProps) {
  const current = useLocale() as Locale;
  return createElement(NextLink, { ...rest, href: localizeHref(href, locale ?? current) });
}

export function usePathname(): string {
  return stripLocale(useNextPathname() ?? '/');
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

export function useRouter() {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  const to = (href: Href, options?: NavigateOptions) =>
    localizeHref(href, options?.locale ?? current);
  return {
    push: (href: Href, options?: NavigateOptions) =>
      router.push(to(href, options), { scroll: options?.scroll }),
    replace: (href: Href, options?: NavigateOptions) =>
      router.replace(to(href, options), { scroll: options?.scroll }),
    back: () => router.back(),
    refresh: () => router.refresh(),
    prefetch: (href: Href) => router.prefetch(to(href)),
  };
}
