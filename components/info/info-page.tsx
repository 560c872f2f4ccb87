import type { ReactNode } from 'react';
import type { Block } from '@/core/content/document';
import { Blocks } from '@/components/content/markdown';
import styles from './info.module.css';

/** The frame of the FAQs and How it works pages: the title and intro, then the page's own parts. */
export function InfoPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: readonly Block[];
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.lead}>
          <Blocks blocks={intro} />
        </div>
      </header>
      {children}
    </main>
  );
}
