/**
 * An editors' page as HTML syntax trees (issue 25): the parsed Markdown (./document) to hast with
 * mdast-util-to-hast, which drops raw HTML, then through hast-util-sanitize's GitHub schema (only
 * safe elements, attributes and link protocols pass). The web app turns the trees into React
 * elements (components/content/markdown.tsx); no HTML string is ever produced or set.
 */
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import type { Nodes as MdastNodes } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import type { Block, CaptionedTable, ContentHeading } from './document';

/** The class names a rendered table takes (the web app's CSS module). */
export type TableClasses = { wrap?: string; table?: string };

const classes = (name: string | undefined) => (name ? [name] : []);

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

/** Without the line breaks mdast-util-to-hast puts between a table's rows and cells. */
const withoutBlankText = (nodes: ElementContent[]) =>
  nodes.filter((n) => !(n.type === 'text' && n.value.trim() === ''));

const elements = (nodes: ElementContent[]) =>
  withoutBlankText(nodes).filter((n): n is Element => n.type === 'element');

/** The hast of one mdast node, sanitised. */
function safeHast(node: MdastNodes): ElementContent[] {
  const tree = toHast(node);
  const root: HastRoot =
    tree.type === 'root' ? tree : { type: 'root', children: [tree as ElementContent] };
  return (sanitize(root) as HastRoot).children as ElementContent[];
}

export function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((c) => textOf(c as HastNodes)).join('');
  return '';
}

/**
 * A captioned table as the legal pages have shown tables since spec §7: focusable (keyboard users
 * scroll it on a narrow screen), labelled by its caption, each body row headed by its first cell,
 * each other cell carrying its column's heading for the stacked small-screen layout, and explicit
 * roles, as that layout changes the display of table elements.
 */
function tableHast({ caption, table }: CaptionedTable, css: TableClasses): Element {
  const tableEl = elements(safeHast(table))[0];
  const captionEl = elements(safeHast(caption))[0];
  const [thead, tbody] = tableEl ? elements(tableEl.children) : [];
  const headRow = thead ? elements(thead.children)[0] : undefined;
  const headCells = headRow ? elements(headRow.children) : [];
  const columns = headCells.map((th) => textOf(th));
  const body = element(
    'tbody',
    { role: 'rowgroup' },
    (tbody ? elements(tbody.children) : []).map((tr) =>
      element(
        'tr',
        { role: 'row' },
        elements(tr.children).map((cell, i) =>
          i === 0
            ? element('th', { scope: 'row', role: 'rowheader' }, cell.children)
            : element('td', { role: 'cell', dataLabel: columns[i] ?? '' }, cell.children),
        ),
      ),
    ),
  );
  // The column names are read out per cell (data-label on small screens), so the head is for
  // screen readers only: the app's global `visually-hidden` class.
  const head = element('thead', { className: ['visually-hidden'], role: 'rowgroup' }, [
    element(
      'tr',
      { role: 'row' },
      headCells.map((th) => element('th', { scope: 'col', role: 'columnheader' }, th.children)),
    ),
  ]);
  return element(
    'div',
    {
      className: classes(css.wrap),
      role: 'region',
      ariaLabel: captionEl ? textOf(captionEl) : '',
      tabIndex: 0,
    },
    [
      element('table', { className: classes(css.table), role: 'table' }, [
        element('caption', {}, captionEl?.children ?? []),
        head,
        body,
      ]),
    ],
  );
}

/** The blocks of a page, a section or an item. */
export function blocksHast(blocks: readonly Block[], css: TableClasses = {}): HastRoot {
  const children = blocks.flatMap((block): ElementContent[] =>
    block.type === 'captionedTable' ? [tableHast(block, css)] : safeHast(block),
  );
  return { type: 'root', children: withoutBlankText(children) };
}

/** A heading's content with its inline formatting (emphasis, code, links). */
export function headingHast(heading: ContentHeading): HastRoot {
  return { type: 'root', children: elements(safeHast(heading.node))[0]?.children ?? [] };
}
