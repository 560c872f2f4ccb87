'use client';

import Image from 'next/image';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { Locale, SearchResult } from '@/core/contract';
import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import { Spinner } from '@/components/ui/spinner';
import { SEARCH_MIN_LENGTH, useRecentSearches, useSearch } from './use-search';
import styles from './search-screen.module.css';

type Href = ComponentProps<typeof Link>['href'];

/**
 * The screen's icons, drawn by the server component that places it (./search-icons.tsx): they
 * arrive as markup in the page's payload, so the screen's code carries no icon drawing.
 */
export type SearchIcons = Record<'field' | 'clear' | 'close' | 'history' | 'suggestion', ReactNode>;

/** The suggestion chips: the category key the recipes page filters on, and its message key. */
const SUGGESTIONS = [
  { category: 'one-pot', label: 'onePot' },
  { category: 'under-30', label: 'under30' },
  { category: 'vegetarian', label: 'vegetarian' },
  { category: 'under-2', label: 'underTwoEuro' },
  { category: 'vegan', label: 'vegan' },
  { category: 'high-protein', label: 'highProtein' },
  { category: 'new', label: 'new' },
  { category: 'red-meat', label: 'redMeat' },
  { category: 'italian', label: 'italian' },
  { category: 'asian', label: 'asian' },
  { category: 'air-fryer', label: 'airFryer' },
  { category: 'low-carb', label: 'lowCarb' },
  { category: 'trending', label: 'trending' },
] as const;

const THUMB_SIZE = 56;

/**
 * Where a result leads (paths without the locale). Recipes open on their creator's route; one
 * without a creator falls back to the marketplace recipe route rather than a broken link.
 */
export function searchResultHref(result: SearchResult): Href {
  const slug = encodeURIComponent(result.slug);
  switch (result.subtype) {
    case 'recipe':
      return result.websiteSlug
        ? `/c/${encodeURIComponent(result.websiteSlug)}/recipes/${slug}`
        : `/recipes/${slug}`;
    case 'website':
      return `/c/${slug}`;
    case 'suggestion':
    case 'history':
      return { pathname: '/recipes', query: { s: result.slug } };
  }
}

/** Only same-origin paths go through next/image: a foreign URL would throw for an unknown host. */
const isLocalImage = (src: string) => src.startsWith('/') && !src.startsWith('//');

function ResultThumb({ result, icons }: { result: SearchResult; icons: SearchIcons }) {
  const [failed, setFailed] = useState(false);
  const round = result.subtype === 'website';
  if (result.subtype === 'history' || (result.subtype === 'suggestion' && !result.image)) {
    return (
      <span className={styles.thumbIcon}>
        {result.subtype === 'history' ? icons.history : icons.suggestion}
      </span>
    );
  }
  if (!result.image || failed || !isLocalImage(result.image))
    return <span className={styles.thumbPlaceholder} data-round={round || undefined} />;
  return (
    <Image
      src={result.image}
      // Decorative: the link's text names the result.
      alt=""
      width={THUMB_SIZE}
      height={THUMB_SIZE}
      className={styles.thumb}
      data-round={round || undefined}
      onError={() => setFailed(true)}
    />
  );
}

/** A section of the search screen under its h2 (`headingId`, from the caller's useId). */
function TitledSection({
  className,
  headingId,
  title,
  children,
}: {
  className: string | undefined;
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function SuggestionChips() {
  const t = useTranslations('Search');
  const headingId = useId();
  return (
    <TitledSection
      className={styles.suggestions}
      headingId={headingId}
      title={t('suggestionsTitle')}
    >
      <ul className={styles.chips} aria-label={t('suggestionsLabel')}>
        {SUGGESTIONS.map(({ category, label }) => (
          <li key={category}>
            <Link href={{ pathname: '/recipes', query: { category } }} className={styles.chip}>
              {t(`suggestions.${label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** One result: where it leads, its picture or glyph, title, subtitle and kind. */
function ResultLink({
  result,
  icons,
  onOpen,
}: {
  result: SearchResult;
  icons: SearchIcons;
  onOpen?: () => void;
}) {
  const t = useTranslations('Search');
  return (
    <Link href={searchResultHref(result)} className={styles.result} onClick={onOpen}>
      <ResultThumb result={result} icons={icons} />
      <span className={styles.resultText}>
        <span className={styles.resultTitle}>{result.title}</span>
        {result.subtitle ? <span className={styles.resultSubtitle}>{result.subtitle}</span> : null}
      </span>
      <span className={styles.resultType}>{t(`types.${result.subtype}`)}</span>
    </Link>
  );
}

type RecentSearchesProps = { results: readonly SearchResult[]; icons: SearchIcons };

/** The signed-in user's own searches (issue 14), newest first; each leads to its results. */
function RecentSearches({ results, icons }: RecentSearchesProps) {
  const t = useTranslations('Search');
  const headingId = useId();
  return (
    <TitledSection className={styles.recent} headingId={headingId} title={t('recent')}>
      <ul className={styles.results}>
        {results.map((result) => (
          <li key={result.slug}>
            <ResultLink result={result} icons={icons} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/**
 * What the server renders before the client reads `?s=`: the same frame with a still input,
 * and the suggestion chips, which work as plain links even before hydration.
 */
export function SearchScreenFallback({ icons }: { icons: SearchIcons }) {
  const t = useTranslations('Search');
  return (
    <main className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className={styles.bar}>
        <div className={styles.field}>
          {icons.field}
          <span className={styles.inputSkeleton}>{t('placeholder')}</span>
        </div>
        <span className={styles.iconButtonSkeleton} />
      </div>
      <SuggestionChips />
    </main>
  );
}

/** The search screen: input, live results as you type, suggestion chips while it is short. */
export function SearchScreen({ locale, icons }: { locale: Locale; icons: SearchIcons }) {
  const t = useTranslations('Search');
  const tErrors = useTranslations('Errors');
  const tCommon = useTranslations('Common');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // The home page's search bar hands over its `s`: prefilled, and searched at once.
  const [value, setValue] = useState(() => searchParams.get('s') ?? '');
  const { term, results, isSearching, error, retry } = useSearch(value, locale);
  const live = value.trim();
  const tooShort = live.length < SEARCH_MIN_LENGTH;
  // A signed-in user's own searches, newest first, while nothing is being searched.
  const recent = useRecentSearches(locale, tooShort);

  // Keep `?s=` in step with the settled term (so reload and share keep it), without piling up
  // history entries. The first settled term is the one the URL already has.
  // Once Enter has sent the visitor to the list, a term settling while it loads must not
  // navigate back here (a later replace would win over the push).
  const syncedTerm = useRef(term);
  const leaving = useRef(false);
  useEffect(() => {
    if (leaving.current || term === syncedTerm.current) return;
    syncedTerm.current = term;
    router.replace(term ? { pathname, query: { s: term } } : pathname, { scroll: false });
  }, [term, pathname, router]);

  const settled = results !== undefined && !isSearching;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter shows the full recipe list for whatever was typed, even one character.
    if (live.length > 0) {
      leaving.current = true;
      recent.keep(live);
      router.push({ pathname: '/recipes', query: { s: live } });
    }
  }

  function clear() {
    setValue('');
    inputRef.current?.focus();
  }

  function close() {
    // Back to where the visitor came from; a first page of the tab has nowhere to go back to.
    if (window.history.length > 1) router.back();
    else router.replace('/');
  }

  return (
    <main className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <div className={styles.bar}>
        <form role="search" className={styles.form} onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('inputLabel')}
          </label>
          <div className={styles.field}>
            {icons.field}
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              autoFocus
              placeholder={t('placeholder')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
            <span role="status" className={styles.status}>
              {isSearching ? (
                <>
                  <Spinner variant="inline" />
                  <span className="visually-hidden">{t('searching')}</span>
                </>
              ) : null}
            </span>
            {value !== '' ? (
              <button
                type="button"
                className={styles.clear}
                aria-label={t('clear')}
                onClick={clear}
              >
                {icons.clear}
              </button>
            ) : null}
          </div>
        </form>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={close}>
          {icons.close}
        </button>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {settled ? t('resultCount', { count: results.length }) : ''}
      </p>

      {error && !isSearching ? (
        <div role="alert" className={styles.error}>
          <p className={styles.errorText}>{tErrors('search')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {tCommon('retry')}
          </button>
        </div>
      ) : null}

      {settled && results.length === 0 ? (
        <p className={styles.empty}>
          {t('noResultsFor')} <strong>{term}</strong>
        </p>
      ) : null}

      {results && results.length > 0 ? (
        <ul className={styles.results} aria-label={t('resultsLabel')}>
          {results.map((result, i) => (
            <li key={`${result.subtype}:${result.websiteSlug ?? ''}:${result.slug}:${i}`}>
              <ResultLink
                icons={icons}
                result={result}
                // Opening a result is a search made: it joins the user's history.
                onOpen={() => recent.keep(term)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {tooShort ? (
        <>
          {live.length > 0 ? <p className={styles.hint}>{t('minChars')}</p> : null}
          {recent.results.length > 0 ? (
            <RecentSearches results={recent.results} icons={icons} />
          ) : null}
          <SuggestionChips />
        </>
      ) : null}
    </main>
  );
}
