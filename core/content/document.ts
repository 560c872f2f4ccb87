/**
 * One editable page (issue 25) from its Markdown source: YAML front matter, then CommonMark with
 * GFM tables, parsed with micromark (mdast-util-from-markdown and the GFM table extension; no
 * other GFM syntax). The API checks a document with it before storing one; the web app renders
 * the parsed tree (components/content). Both sides therefore agree on what a document means.
 *
 * The conventions an editor writes by:
 * - `## Heading {#id}` opens a section; `{#id}` is its anchor (a slug of the heading otherwise).
 *   `### Heading` opens an item within it: a step (How it works), a question (FAQs).
 * - A table has a caption: a paragraph `Table: …` right above it.
 * - Links are site paths (`/faqs`, written without the locale), `#anchors`, https, http or mailto.
 * - No raw HTML, no images, no `#` heading (the title comes from the front matter).
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Paragraph, Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';
import { parseDocument } from 'yaml';

import {
  CONTENT_LIMITS,
  contentFrontMatterSchema,
  type ContentFrontMatter,
  type ContentIssueCode,
} from '../contract/content';

/** Why a document cannot be stored as it is; `line` counts from the first line of the source. */
export type ContentIssue = {
  code: ContentIssueCode;
  line?: number;
  /** The field (front matter), the link, or the anchor concerned. */
  detail?: string;
};

/** A table and the caption written above it. */
export type CaptionedTable = { type: 'captionedTable'; caption: Paragraph; table: Table };
export type Block = RootContent | CaptionedTable;

export type ContentHeading = { id: string; text: string; node: Heading };
/** A `###` item: a step of How it works, a question of the FAQs, a sub-heading elsewhere. */
export type ContentItem = { heading: ContentHeading; blocks: Block[] };
/** A `##` section: what precedes its first item, then its items. */
export type ContentSection = { heading: ContentHeading; blocks: Block[]; items: ContentItem[] };

export type ContentDocument = {
  meta: ContentFrontMatter;
  /** What precedes the first section. */
  intro: Block[];
  sections: ContentSection[];
};

export type ParsedContent =
  { ok: true; document: ContentDocument } | { ok: false; issues: ContentIssue[] };

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const HEADING_ID = /[ \t]*\{#([^}]*)\}[ \t]*$/;
const ANCHOR = /^[a-z][a-z0-9-]{0,63}$/;
const CAPTION = /^Table:[ \t]*/;
const SAFE_LINK = /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i;

/** Splits the YAML front matter from the Markdown that follows it. */
export function splitFrontMatter(
  source: string,
): { yaml: string; body: string; bodyLine: number } | undefined {
  const match = FRONT_MATTER.exec(source);
  if (!match) return undefined;
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0) + 1;
  return { yaml: match[1] ?? '', body: source.slice(match[0].length), bodyLine };
}

function frontMatter(
  yaml: string,
): { meta: ContentFrontMatter; issues: [] } | { meta?: undefined; issues: ContentIssue[] } {
  const doc = parseDocument(yaml, { schema: 'core', prettyErrors: false });
  if (doc.errors.length > 0) {
    const line = doc.errors[0]?.linePos?.[0]?.line;
    return { issues: [{ code: 'frontMatterSyntax', line: line ? line + 1 : 1 }] };
  }
  let value: unknown;
  try {
    // Front matter has no use for aliases: any more than a few is an attack on the parser.
    value = doc.toJS({ maxAliasCount: 10 });
  } catch {
    return { issues: [{ code: 'frontMatterSyntax', line: 1 }] };
  }
  const parsed = contentFrontMatterSchema.safeParse(value ?? {});
  if (parsed.success) return { meta: parsed.data, issues: [] };
  return {
    issues: parsed.error.issues.flatMap((issue) =>
      (issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.')]).map((field) => ({
        code: 'frontMatterField' as const,
        detail: field || 'front matter',
      })),
    ),
  };
}

/** Line of a node in the whole source. */
const lineOf = (node: Nodes, offset: number) => (node.position?.start.line ?? 1) + offset - 1;

/** Takes `{#id}` off the end of a heading: the explicit anchor, or undefined. */
function takeHeadingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = HEADING_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  if (last.value === '') heading.children.pop();
  return match[1];
}

function checkTree(tree: Root, offset: number): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const visit = (node: Nodes) => {
    switch (node.type) {
      case 'html':
        issues.push({ code: 'rawHtml', line: lineOf(node, offset) });
        break;
      case 'image':
      case 'imageReference':
        issues.push({ code: 'image', line: lineOf(node, offset) });
        break;
      case 'link':
        if (!SAFE_LINK.test(node.url.trim())) {
          issues.push({ code: 'unsafeLink', line: lineOf(node, offset), detail: node.url });
        }
        break;
      case 'definition':
        if (!SAFE_LINK.test(node.url.trim())) {
          issues.push({ code: 'unsafeLink', line: lineOf(node, offset), detail: node.url });
        }
        break;
      case 'heading':
        if (node.depth === 1) issues.push({ code: 'pageHeading', line: lineOf(node, offset) });
        break;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return issues;
}

/** Pairs each `Table: …` paragraph with the table right below it. */
function blocksOf(nodes: RootContent[], offset: number, issues: ContentIssue[]): Block[] {
  const blocks: Block[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const next = nodes[i + 1];
    const first = node.type === 'paragraph' ? node.children[0] : undefined;
    if (
      node.type === 'paragraph' &&
      next?.type === 'table' &&
      first?.type === 'text' &&
      CAPTION.test(first.value)
    ) {
      first.value = first.value.replace(CAPTION, '');
      blocks.push({ type: 'captionedTable', caption: node, table: next });
      i++;
      continue;
    }
    if (node.type === 'table') issues.push({ code: 'tableCaption', line: lineOf(node, offset) });
    blocks.push(node);
  }
  return blocks;
}

/**
 * Parses and checks a page's source. Either the document, or every issue found (so an editor sees
 * them all at once); never throws on any input.
 */
export function parseContent(source: string): ParsedContent {
  if (source.length > CONTENT_LIMITS.documentChars) {
    return { ok: false, issues: [{ code: 'tooLong' }] };
  }
  const parts = splitFrontMatter(source);
  if (!parts) return { ok: false, issues: [{ code: 'frontMatterMissing', line: 1 }] };
  const offset = parts.bodyLine;
  const head = frontMatter(parts.yaml);
  const meta = head.meta;
  const issues: ContentIssue[] = [...head.issues];

  const tree = fromMarkdown(parts.body, {
    extensions: [gfmTable()],
    mdastExtensions: [gfmTableFromMarkdown()],
  });
  issues.push(...checkTree(tree, offset));

  const headings = tree.children.filter((n): n is Heading => n.type === 'heading');
  if (headings.length > CONTENT_LIMITS.headings) issues.push({ code: 'tooManyHeadings' });

  const slugger = new GithubSlugger();
  const seen = new Set<string>();
  const headingOf = (node: Heading): ContentHeading => {
    const explicit = takeHeadingId(node);
    const text = toString(node).trim();
    if (explicit !== undefined && !ANCHOR.test(explicit)) {
      issues.push({ code: 'headingId', line: lineOf(node, offset), detail: explicit });
    }
    const id = explicit ?? (slugger.slug(text) || 'section');
    if (seen.has(id)) issues.push({ code: 'duplicateId', line: lineOf(node, offset), detail: id });
    seen.add(id);
    return { id, text, node };
  };

  const intro: RootContent[] = [];
  type Open = { heading: ContentHeading; nodes: RootContent[]; items: OpenItem[] };
  type OpenItem = { heading: ContentHeading; nodes: RootContent[] };
  const sections: Open[] = [];
  for (const node of tree.children) {
    const section = sections.at(-1);
    if (node.type === 'heading' && node.depth === 2) {
      sections.push({ heading: headingOf(node), nodes: [], items: [] });
    } else if (node.type === 'heading' && node.depth === 3 && section) {
      section.items.push({ heading: headingOf(node), nodes: [] });
    } else if (!section) {
      intro.push(node);
    } else {
      (section.items.at(-1)?.nodes ?? section.nodes).push(node);
    }
  }

  const document: Omit<ContentDocument, 'meta'> = {
    intro: blocksOf(intro, offset, issues),
    sections: sections.map((s) => ({
      heading: s.heading,
      blocks: blocksOf(s.nodes, offset, issues),
      items: s.items.map((item) => ({
        heading: item.heading,
        blocks: blocksOf(item.nodes, offset, issues),
      })),
    })),
  };
  if (issues.length > 0 || !meta) return { ok: false, issues };
  return { ok: true, document: { meta, ...document } };
}

/** The title of a page on a host: the white-label variant on a creator's site, where there is one. */
export function contentTitle(meta: ContentFrontMatter, creatorName?: string): string {
  if (creatorName === undefined || meta.whiteLabelTitle === undefined) return meta.title;
  return meta.whiteLabelTitle.replaceAll('{creator}', creatorName);
}
