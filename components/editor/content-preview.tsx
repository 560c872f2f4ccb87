'use client';

import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useFormatter, useTranslations } from 'next-intl';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ContentDocument } from '@/core/content/document';
import { blocksHast, headingHast } from '@/core/content/hast';
import markdown from '@/components/content/markdown.module.css';
import styles from './editor.module.css';

const render = (tree: Root) => toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: true });
const css = { wrap: markdown.tableWrap, table: markdown.table };

/**
 * The console's live preview (issue 25): the document as parsed in the browser, by the same parser
 * and the same sanitised trees as the public page (core/content), in the page's order: title, last
 * updated, intro, sections and their items. Links do not navigate away from the editor.
 */
export function ContentPreview({ document: doc }: { document: ContentDocument }) {
  const t = useTranslations('Editor.page');
  const format = useFormatter();
  const date = format.dateTime(new Date(`${doc.meta.lastUpdated}T12:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <article
      className={styles.preview}
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('a')) e.preventDefault();
      }}
    >
      <h2 className={styles.previewTitle}>{doc.meta.title}</h2>
      <p className={styles.previewUpdated}>
        <time dateTime={doc.meta.lastUpdated}>{t('lastUpdated', { date })}</time>
      </p>
      {render(blocksHast(doc.intro, css))}
      {doc.sections.map((section) => (
        <section key={section.heading.id}>
          <h3>{render(headingHast(section.heading))}</h3>
          {render(blocksHast(section.blocks, css))}
          {section.items.map((item) => (
            <Fragment key={item.heading.id}>
              <h4>{render(headingHast(item.heading))}</h4>
              {render(blocksHast(item.blocks, css))}
            </Fragment>
          ))}
        </section>
      ))}
    </article>
  );
}
