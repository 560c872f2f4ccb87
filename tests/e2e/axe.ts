import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core with the WCAG 2.x A/AA rules: no serious or critical violation on the page as it is now.
 * `exclude`: a part left out on purpose (say why where it is used).
 */
export async function expectNoSeriousViolations(
  page: Page,
  { exclude }: { exclude?: string } = {},
) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(report, report.join('\n')).toEqual([]);
}
