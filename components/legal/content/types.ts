/**
 * Typed long-form content (legal pages, FAQ answers, how-it-works steps). Text lives in one
 * module per page and locale; the renderers in components/legal and components/info turn it
 * into semantic HTML. Plain data only, so both server and client code can import it.
 */

/** A run of text inside a paragraph or list item. Internal hrefs start with '/' and get the locale prefix. */
export type Inline = string | { text: string; href: string } | { strong: string };

export type Block =
  | { kind: 'p'; content: Inline[] }
  | { kind: 'ul'; items: Inline[][] }
  | {
      kind: 'table';
      caption: string;
      /** Column headings; the first cell of every row is its row heading. */
      head: readonly string[];
      /** Set the row headings in code type (cookie names). */
      codeRowHeads?: boolean;
      rows: readonly (readonly string[])[];
    };

export type Section = { id: string; heading: string; blocks: Block[] };

/** 'main' on the marketplace; 'whiteLabel' on a creator's own site (spec §2: titles differ). */
export type TitleVariant = 'main' | 'whiteLabel';

export type LegalSlug = 'privacy-policy' | 'terms-of-use' | 'cookie-policy';

export type LegalDocument = {
  slug: LegalSlug;
  title: (variant: TitleVariant, creatorName?: string) => string;
  /** One sentence for the index page and the meta description. */
  summary: string;
  /** ISO date of the last change (the visible 'Last updated' line is in messages, Legal.lastUpdated). */
  lastUpdated: string;
  intro: Block[];
  sections: Section[];
};

/** Authoring helpers: keep the content modules readable. */
export const p = (...content: Inline[]): Block => ({ kind: 'p', content });
export const ul = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'ul',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
export const link = (text: string, href: string): Inline => ({ text, href });
export const strong = (text: string): Inline => ({ strong: text });

/** The white-label title: '{page} – {creator} on Zesty'; without a creator name, the main title. */
export function titleFor(
  main: string,
  whiteLabel: (creator: string) => string,
): (variant: TitleVariant, creatorName?: string) => string {
  return (variant, creatorName) =>
    variant === 'whiteLabel' && creatorName ? whiteLabel(creatorName) : main;
}
