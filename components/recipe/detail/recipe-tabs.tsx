'use client';

import type { MouseEvent } from 'react';
import styles from './recipe-detail.module.css';

/**
 * The tabs that jump to Ingredients and Preparation (spec §2). A jump only scrolls within the
 * page, so it replaces the history entry instead of adding one: Back (the page's and the
 * browser's) then leaves the recipe instead of undoing the scroll. Plain links without scripts.
 */
export function RecipeTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: readonly { id: string; text: string }[];
}) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!document.getElementById(id)) return;
    event.preventDefault();
    // The router keeps its state in the entry: hold on to it across the fragment navigation.
    const state: unknown = window.history.state;
    // A fragment navigation that replaces the entry: the browser scrolls (scroll-margin) and
    // moves the focus starting point as for the link itself, without a new history entry.
    window.location.replace(`#${id}`);
    window.history.replaceState(state, '', `#${id}`);
  };
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <a key={tab.id} href={`#${tab.id}`} onClick={(event) => jump(event, tab.id)}>
          {tab.text}
        </a>
      ))}
    </nav>
  );
}
