import { Link } from '@/lib/i18n/navigation';
import type { Block, Inline } from './content/types';
import styles from './rich-text.module.css';

function InlineRun({ run }: { run: Inline }) {
  if (typeof run === 'string') return run;
  if ('strong' in run) return <strong>{run.strong}</strong>;
  // Internal paths are written without the locale; mailto and other schemes pass through.
  if (run.href.startsWith('/')) return <Link href={run.href}>{run.text}</Link>;
  return <a href={run.href}>{run.text}</a>;
}

function Runs({ runs }: { runs: Inline[] }) {
  return runs.map((run, i) => <InlineRun key={i} run={run} />);
}

/** Renders typed long-form content (components/legal/content/types.ts) as semantic HTML. */
export function RichText({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) => {
    switch (block.kind) {
      case 'p':
        return (
          <p key={i}>
            <Runs runs={block.content} />
          </p>
        );
      case 'ul':
        return (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Runs runs={item} />
              </li>
            ))}
          </ul>
        );
      case 'table': {
        const [, ...columns] = block.head;
        return (
          // Focusable so keyboard users can scroll a wide table on a narrow screen.
          <div
            key={i}
            className={styles.tableWrap}
            role="region"
            aria-label={block.caption}
            tabIndex={0}
          >
            {/* Explicit roles: the small-screen layout changes the display of table elements. */}
            <table className={styles.table} role="table">
              <caption>{block.caption}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  {block.head.map((cell) => (
                    <th key={cell} scope="col" role="columnheader">
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody role="rowgroup">
                {block.rows.map(([first, ...rest], j) => (
                  <tr key={j} role="row">
                    <th scope="row" role="rowheader">
                      {block.codeRowHeads ? <code>{first}</code> : first}
                    </th>
                    {rest.map((cell, k) => (
                      <td key={k} role="cell" data-label={columns[k]}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }
    }
  });
}
