/**
 * An editors' page from Markdown (issue 25, core/content): what an editor may write, what is
 * refused with the line to fix, and that whatever is stored renders inert (no element, attribute
 * or link protocol that could run or load anything).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Element, Nodes } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { CONTENT_LIMITS } from '../../core/contract/content';
import { contentTitle, parseContent, type ContentIssue } from '../../core/content/document';
import { blocksHast, headingHast, textOf } from '../../core/content/hast';

const FRONT = '---\ntitle: Privacy Policy\nsummary: What we keep.\nlastUpdated: 2025-07-30\n---\n';

function parsed(source: string) {
  const result = parseContent(source);
  if (!result.ok) assert.fail(`issues: ${JSON.stringify(result.issues)}`);
  return result.document;
}

function issues(source: string): ContentIssue[] {
  const result = parseContent(source);
  assert.equal(result.ok, false, 'the document should be refused');
  return result.ok ? [] : result.issues;
}

function walk(node: Nodes, visit: (el: Element) => void) {
  if (node.type === 'element') visit(node);
  if ('children' in node) for (const child of node.children) walk(child as Nodes, visit);
}

test('front matter, intro, sections with anchors, items and a captioned table', () => {
  const doc = parsed(
    `---\ntitle: Cookie Policy\nwhiteLabelTitle: Cookie Policy – {creator} on Zesty\nsummary: Only functional cookies.\nlastUpdated: 2025-07-30\n---\n\nA *cookie* is a small file.\n\n## 1. Only functional cookies {#functional-only}\n\nWe use **only** functional cookies.\n\n## The list\n\nTable: Cookies set by Zesty\n\n| Cookie | Purpose | Lifetime |\n| --- | --- | --- |\n| \`locale\` | Your language. | 30 days |\n\n### A sub-heading\n\nMore.\n`,
  );
  assert.equal(doc.meta.title, 'Cookie Policy');
  assert.equal(contentTitle(doc.meta), 'Cookie Policy');
  assert.equal(contentTitle(doc.meta, 'Pasta Papa'), 'Cookie Policy – Pasta Papa on Zesty');
  assert.deepEqual(
    doc.sections.map((s) => [s.heading.id, s.heading.text, s.items.length]),
    [
      ['functional-only', '1. Only functional cookies', 0],
      ['the-list', 'The list', 1],
    ],
  );
  const table = blocksHast(doc.sections[1]!.blocks, { wrap: 'wrap', table: 'grid' });
  const region = table.children[0] as Element;
  assert.equal(region.properties.role, 'region');
  assert.equal(region.properties.ariaLabel, 'Cookies set by Zesty');
  assert.deepEqual(region.properties.className, ['wrap']);
  const cells: string[] = [];
  walk(region, (el) => {
    if (el.tagName === 'th' || el.tagName === 'td')
      cells.push(`${el.tagName}:${String(el.properties.scope ?? el.properties.dataLabel)}`);
  });
  assert.deepEqual(cells, ['th:col', 'th:col', 'th:col', 'th:row', 'td:Purpose', 'td:Lifetime']);
  assert.match(textOf(region), /^Cookies set by ZestyCookiePurposeLifetimelocaleYour language\./);
  assert.equal(textOf(headingHast(doc.sections[0]!.heading)), '1. Only functional cookies');
});

test('each rule an editor can break is named, with its line, all at once', () => {
  const found = issues(
    `---\ntitle: x\nsummary: y\nlastUpdated: 2025-02-30\nextra: 1\n---\n# A page heading\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) ![pixel](https://evil.example/p.png)\n\n| a |\n| - |\n| b |\n\n## One {#Bad Id}\n\n## Two {#two}\n\n## Again {#two}\n`,
  );
  const codes = found.map((i) => `${i.code}${i.line ? `@${i.line}` : ''}`);
  assert.deepEqual(codes.sort(), [
    'duplicateId@21',
    'frontMatterField',
    'frontMatterField',
    'headingId@17',
    'image@11',
    'pageHeading@7',
    'rawHtml@9',
    'tableCaption@13',
    'unsafeLink@11',
  ]);
  assert.ok(found.some((i) => i.detail === 'javascript:alert(1)'));
  assert.ok(found.some((i) => i.detail === 'lastUpdated'));
  assert.ok(found.some((i) => i.detail === 'extra'));
});

test('no front matter, broken YAML, a 2 MB page and 10,000 questions are refused, never thrown', () => {
  assert.deepEqual(issues('Just text'), [{ code: 'frontMatterMissing', line: 1 }]);
  assert.equal(issues('---\ntitle: [unclosed\n---\nText')[0]?.code, 'frontMatterSyntax');
  assert.equal(issues(`${FRONT}${'x'.repeat(2 * 1024 * 1024)}`)[0]?.code, 'tooLong');
  const faqs = Array.from({ length: 10_000 }, (_, i) => `### Q${i}?\n\nA.`).join('\n\n');
  const many = parseContent(
    `${FRONT}## Topic\n\n${faqs.slice(0, CONTENT_LIMITS.documentChars - 200)}`,
  );
  assert.equal(many.ok, false);
  assert.ok(!many.ok && many.issues.some((i) => i.code === 'tooManyHeadings'));
  // A YAML alias bomb is cut short by the parser's alias limit.
  const bomb =
    '---\na: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n---\nText';
  assert.equal(parseContent(bomb).ok, false);
});

test('whatever is written renders inert: no script, no event handler, no unsafe link', () => {
  const body = `Text with <img src=x onerror=alert(1)> inline HTML and [a link](javascript:alert(1)), [data](data:text/html,x), [ok](/faqs) and [mail](mailto:privacy@zesty.example).\n\n<iframe src="https://evil.example"></iframe>\n\n<script>alert(1)</script>\n`;
  // Parsing refuses it…
  assert.equal(parseContent(`${FRONT}${body}`).ok, false);
  // …and the renderer is safe on its own, for any tree: the blocks as read, whatever the verdict.
  const hast = blocksHast(fromMarkdown(body).children);
  const tags: string[] = [];
  const hrefs: string[] = [];
  walk(hast, (el) => {
    tags.push(el.tagName);
    for (const key of Object.keys(el.properties)) assert.ok(!/^on/i.test(key), key);
    if (el.tagName === 'a') hrefs.push(String(el.properties.href ?? ''));
  });
  assert.deepEqual([...new Set(tags)].sort(), ['a', 'p']);
  assert.deepEqual(hrefs, ['', '', '/faqs', 'mailto:privacy@zesty.example']);
  assert.doesNotMatch(textOf(hast), /alert|iframe|onerror/);
});
