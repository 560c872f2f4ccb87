import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Block, ContentHeading } from '@/core/content/document';
import { blocksHast, headingHast } from '@/core/content/hast';
import { Link } from '@/lib/i18n/navigation';
import styles from './markdown.module.css';

/**
 * An editors' page rendered on the server (issue 25): the sanitised HTML syntax trees of
 * core/content/hast.ts as React elements (hast-util-to-jsx-runtime). Nothing reaches the page as
 * an HTML string: what an editor writes cannot run.
 */

/** Site paths are written without the locale: they get the page's (next-intl's Link). */
function ContentLink({ href, ...rest }: ComponentProps<'a'>) {
  if (href?.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...rest} />;
  return <a href={href} {...rest} />;
}

const COMPONENTS: Partial<Components> = { a: ContentLink };

const render = (tree: Root) =>
  toJsxRuntime(tree, { Fragment, jsx, jsxs, components: COMPONENTS, passKeys: true });

/** The blocks of a page, a section or an item. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return render(blocksHast(blocks, { wrap: styles.tableWrap, table: styles.table }));
}

/** A heading's text with its inline formatting (emphasis, code, links), for its own element. */
export function HeadingText({ heading }: { heading: ContentHeading }) {
  return render(headingHast(heading));
}

/** A heading as plain text: tables of contents, labels. */
export const headingText = (heading: ContentHeading) => heading.text;
