'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import {
  MENU_LIMIT,
  MENU_MAX_SERVINGS,
  MENU_MIN_SERVINGS,
  inMenu,
  mergedMenus,
  menuLinkQuery,
  moved,
  parseMenuLink,
  withServings,
  withoutRecipe,
  type MenuEntry,
  type MenuLinkEntry,
} from '@/core/kitchen/menu';
import type { Recipe } from '@/core/contract';
import type { Locale } from '@/core/locale';
import type { Site } from '@/core/sites';
import { SafeImage } from '@/components/ui/safe-image';
import { objectPosition } from '@/core/image-focus';
import { announcePage } from '@/components/grocery/page-event';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { rawUserCookie } from '@/lib/auth/user-cookie-name';
import { readMenu, useMenu, writeMenu } from '@/lib/client/menu';
import { keepForOffline } from '@/lib/client/offline';
import { ordersStore } from '@/lib/client/orders';
import { copyToClipboard } from '@/lib/client/share';
import { toast } from '@/lib/client/toast';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useReorder } from '@/components/ui/use-reorder';
import { localePath, routes } from '@/lib/routes';
import { useLinkedRecipes, useMenuRecipes } from './use-menu-recipes';
import styles from './menu-screen.module.css';

type Props = {
  locale: Locale;
  /** The site the page is on: its recipes' paths, and where an empty menu leads. */
  site: Site;
  /** On a creator's own site: the Zesty menu page (absolute) its menu can be handed to. */
  zestyMenu?: string;
};

/**
 * The week menu (issue 28), on the main site and on a creator's own: the days in order, each
 * recipe at its servings, reordered by dragging or with Move up and Move down (each move
 * announced), 'Order all' (the grocery widget's merged basket, in the page's slot), the menu's
 * link for the order card, and a menu link's recipes to add. A visitor's menu is the cookie's; a
 * signed-in user's is the account's (lib/client/menu.ts). Recipes ordered show as ordered.
 */
export function MenuScreen({ locale, site, zestyMenu }: Props) {
  const t = useTranslations('WeekMenu');
  const hydrated = useHydrated();
  const entries = useMenu();
  const search = useSearchParams();
  const shared = useMemo(() => parseMenuLink(new URLSearchParams(search.toString())), [search]);
  const { data: recipes, error, isLoading, mutate } = useMenuRecipes(entries, locale);
  const ordered = ordersStore.useIds();
  const [announcement, setAnnouncement] = useState('');

  /** What a day is called in labels and announcements: its recipe, or the day (not loaded). */
  const nameOf = (entry: MenuEntry) =>
    recipes?.get(entry.recipeId)?.name ??
    t('day', { day: entries.findIndex((e) => e.recipeId === entry.recipeId) + 1 });
  const recipePath = (recipe: Recipe) => routes.recipe(site, recipe.slug);

  // The days whose recipe is known, as a menu link: the widget's 'Order all' and the order card.
  const linkQuery = useMemo(() => {
    if (!recipes) return '';
    return menuLinkQuery(
      entries.flatMap((e) => {
        const recipe = recipes.get(e.recipeId);
        return recipe ? [{ slug: recipe.slug, servings: e.servings }] : [];
      }),
    );
  }, [entries, recipes]);

  // A signed-in user's menu is the account's: this browser's copy is brought up to date.
  useEffect(() => {
    if (rawUserCookie() === undefined) return;
    void import('@/lib/client/menu-sync').then((m) => m.syncMenu()).catch(() => undefined);
  }, []);

  // The menu's recipes stay readable offline, in cook mode too.
  useEffect(() => {
    if (!recipes || recipes.size === 0) return;
    keepForOffline(
      [...recipes.values()].map((recipe) => localePath(locale, routes.recipe(site, recipe.slug))),
    );
  }, [recipes, locale, site]);

  // The widget looks for its slot again once it is on the page.
  const slotShown = linkQuery !== '';
  useEffect(() => {
    if (slotShown) announcePage();
  }, [slotShown]);

  function save(next: readonly MenuEntry[]) {
    writeMenu(next).catch(() => toast.error(t('notSaved')));
  }

  const { dragged, dragProps, moveButton } = useReorder({
    count: entries.length,
    onMove: (from, to) => {
      const entry = entries[from]!;
      save(moved(entries, from, to));
      setAnnouncement(t('moved', { name: nameOf(entry), day: to + 1, count: entries.length }));
    },
  });

  function remove(entry: MenuEntry, index: number) {
    const name = nameOf(entry);
    save(withoutRecipe(entries, entry.recipeId));
    setAnnouncement(t('removed', { name }));
    // Focus goes to the next day's remove button, or the previous one's, or the heading.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('[data-remove]');
      (buttons[Math.min(index, buttons.length - 1)] ?? document.querySelector('h1'))?.focus();
    });
  }

  if (!hydrated) return <MenuFrame title={t('title')} status={t('loading')} />;

  return (
    <MenuFrame title={t('title')} status={t('count', { count: entries.length })}>
      {shared.length > 0 ? <SharedMenu shared={shared} locale={locale} /> : null}
      {entries.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty.title')}</h2>
          <p>{t('empty.body')}</p>
          <Link
            href={site.kind === 'creator' ? routes.home() : routes.recipes()}
            className={styles.button}
          >
            {t('empty.button')}
          </Link>
        </div>
      ) : (
        <>
          {error ? (
            <div className={styles.error} role="alert">
              <p>{t('error')}</p>
              <button type="button" className={styles.button} onClick={() => void mutate()}>
                {t('retry')}
              </button>
            </div>
          ) : null}
          <p className={styles.hint} id="menu-hint">
            {t('hint')}
          </p>
          <p className="visually-hidden" aria-live="polite">
            {announcement}
          </p>
          <ol className={styles.days} aria-label={t('days')} aria-describedby="menu-hint">
            {entries.map((entry, i) => {
              const recipe = recipes?.get(entry.recipeId);
              const name = nameOf(entry);
              return (
                <li
                  key={entry.recipeId}
                  className={styles.day}
                  data-dragging={dragged === i ? 'true' : undefined}
                  data-menu-day={entry.recipeId}
                  {...dragProps(i, String(entry.recipeId))}
                >
                  <span className={styles.handle} aria-hidden="true">
                    ⠿
                  </span>
                  <p className={styles.dayName}>{t('day', { day: i + 1 })}</p>
                  <div className={styles.recipe}>
                    <div className={styles.thumb}>
                      {recipe ? (
                        <SafeImage
                          src={recipe.image?.data?.url ?? recipe.heroImage}
                          alt=""
                          fill
                          sizes="96px"
                          style={{ objectPosition: objectPosition(recipe.image?.data?.focus) }}
                        />
                      ) : null}
                    </div>
                    <div className={styles.recipeText}>
                      {recipe ? (
                        <Link href={recipePath(recipe)} className={styles.recipeLink}>
                          {recipe.name}
                        </Link>
                      ) : (
                        <span className={styles.muted}>
                          {isLoading
                            ? t('loadingRecipe')
                            : error || !recipes
                              ? t('notLoaded')
                              : t('unavailable')}
                        </span>
                      )}
                      {ordered.includes(entry.recipeId) ? (
                        <span className={styles.ordered}>{t('ordered')}</span>
                      ) : null}
                    </div>
                  </div>
                  <Servings
                    id={`servings-${entry.recipeId}`}
                    name={name}
                    value={entry.servings}
                    onChange={(servings) => save(withServings(entries, entry.recipeId, servings))}
                  />
                  <div className={styles.actions}>
                    {i > 0 ? (
                      <button
                        type="button"
                        className={styles.action}
                        {...moveButton(i, String(entry.recipeId), 'up')}
                        aria-label={t('moveUpNamed', { name })}
                      >
                        {t('moveUp')}
                      </button>
                    ) : null}
                    {i < entries.length - 1 ? (
                      <button
                        type="button"
                        className={styles.action}
                        {...moveButton(i, String(entry.recipeId), 'down')}
                        aria-label={t('moveDownNamed', { name })}
                      >
                        {t('moveDown')}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={styles.action}
                      data-remove
                      aria-label={t('removeNamed', { name })}
                      onClick={() => remove(entry, i)}
                    >
                      {t('remove')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <section className={styles.section} aria-labelledby="menu-order">
            <h2 id="menu-order" className={styles.sectionTitle}>
              {t('order.title')}
            </h2>
            <p>{t('order.body')}</p>
            {slotShown ? (
              <div className={styles.slot} data-zesty-menu-slot="" data-menu={linkQuery} />
            ) : null}
          </section>
          {slotShown ? <ShareMenu query={linkQuery} locale={locale} zestyMenu={zestyMenu} /> : null}
        </>
      )}
    </MenuFrame>
  );
}

function MenuFrame({
  title,
  status,
  children,
}: {
  title: string;
  status: string;
  children?: React.ReactNode;
}) {
  return (
    <main className={`container ${styles.screen}`}>
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      <p className={styles.count} role="status">
        {status}
      </p>
      {children}
    </main>
  );
}

/** A day's servings: fewer, the count (typed), more; each change kept at once. */
function Servings({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: number;
  onChange: (servings: number) => void;
}) {
  const t = useTranslations('WeekMenu');
  const [typed, setTyped] = useState<string | null>(null);
  const commit = (text: string) => {
    setTyped(null);
    const n = Number(text);
    if (Number.isInteger(n) && n >= MENU_MIN_SERVINGS && n <= MENU_MAX_SERVINGS && n !== value)
      onChange(n);
  };
  return (
    <div className={styles.servings}>
      <label htmlFor={id} className={styles.servingsLabel}>
        {t('servings')}
        <span className="visually-hidden"> {t('servingsOf', { name })}</span>
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('fewer', { name })}
          disabled={value <= MENU_MIN_SERVINGS}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className={styles.servingsInput}
          type="number"
          inputMode="numeric"
          min={MENU_MIN_SERVINGS}
          max={MENU_MAX_SERVINGS}
          value={typed ?? String(value)}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('more', { name })}
          disabled={value >= MENU_MAX_SERVINGS}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

/**
 * The menu's link: for the order card on a blog (it orders the whole menu), and to send. On a
 * creator's site it also hands the menu to Zesty's own menu page, where an account keeps it.
 */
function ShareMenu({
  query,
  locale,
  zestyMenu,
}: {
  query: string;
  locale: Locale;
  zestyMenu?: string;
}) {
  const t = useTranslations('WeekMenu');
  const link = `${window.location.origin}/${locale}${routes.menu(query)}`;
  return (
    <section className={styles.section} aria-labelledby="menu-share">
      <h2 id="menu-share" className={styles.sectionTitle}>
        {t('share.title')}
      </h2>
      <p id="menu-share-hint">{t('share.body')}</p>
      <div className={styles.shareRow}>
        <label htmlFor="menu-link" className="visually-hidden">
          {t('share.label')}
        </label>
        <input
          id="menu-link"
          className={styles.link}
          readOnly
          value={link}
          aria-describedby="menu-share-hint"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className={styles.button}
          onClick={() =>
            void copyToClipboard(link).then((copied) =>
              copied ? toast.success(t('share.copied')) : toast.error(t('share.notCopied')),
            )
          }
        >
          {t('share.copy')}
        </button>
      </div>
      {zestyMenu ? (
        <p className={styles.zesty}>
          <a href={`${zestyMenu}?${query}`} className={styles.button}>
            {t('share.toZesty')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** A menu link's recipes (`?r=…`): listed, and added to one's own menu on request. */
function SharedMenu({ shared, locale }: { shared: readonly MenuLinkEntry[]; locale: Locale }) {
  const t = useTranslations('WeekMenu');
  const router = useRouter();
  const { data, error, isLoading, mutate } = useLinkedRecipes(shared, locale);

  const add = () => {
    if (!data) return;
    const bySlug = new Map(data.map((recipe) => [recipe.slug, recipe]));
    const added = shared.flatMap((e) => {
      const recipe = bySlug.get(e.slug);
      return recipe ? [{ recipeId: recipe.id, servings: e.servings }] : [];
    });
    const before = readMenu();
    const next = mergedMenus(before, added);
    const fresh = added.filter((e) => !inMenu(before, e.recipeId)).length;
    const fitted = next.length - before.length;
    writeMenu(next).catch(() => toast.error(t('notSaved')));
    if (fitted < fresh) toast.error(t('shared.full', { count: fresh - fitted, limit: MENU_LIMIT }));
    if (fitted > 0 || fresh === 0) toast.success(t('shared.added', { count: fitted }));
    router.replace(routes.menu());
  };

  return (
    <section className={styles.shared} aria-labelledby="menu-shared">
      <h2 id="menu-shared" className={styles.sectionTitle}>
        {t('shared.title')}
      </h2>
      {isLoading ? <p>{t('loading')}</p> : null}
      {error ? (
        <div role="alert">
          <p>{t('error')}</p>
          <button type="button" className={styles.button} onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {data ? (
        data.length === 0 ? (
          <p>{t('shared.none')}</p>
        ) : (
          <>
            <ul className={styles.sharedList}>
              {shared.map((entry) => {
                const recipe = data.find((r) => r.slug === entry.slug);
                return recipe ? (
                  <li key={entry.slug}>
                    {t('shared.item', { name: recipe.name, servings: entry.servings })}
                  </li>
                ) : null;
              })}
            </ul>
            <button type="button" className={styles.button} onClick={add}>
              {t('shared.add')}
            </button>
          </>
        )
      ) : null}
    </section>
  );
}
