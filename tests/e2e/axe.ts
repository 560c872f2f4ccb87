import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The two widths every screen is checked at: a phone and a laptop. */
export const AXE_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * axe-core with the WCAG 2.x A/AA rules: no serious or critical violation on the page as it is now.
 * `exclude`: a part left out on purpose (say why where it is used).
 */
export async function expectNoSeriousViolations(
  page: Page,
  { exclude }: { exclude?: string } = {},
) {
  // Only violations are read: axe then skips collecting every passing node (set before the tags,
  // as `options` replaces what `withTags` sets).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const width = page.viewportSize()?.width;
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}) at ${width} px: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
  expect(report, report.join('\n')).toEqual([]);
}

/**
 * The page as it is now, checked at each of AXE_VIEWPORTS in turn: the window is resized as a
 * phone turned or a browser window dragged would be (the layout follows its media queries), so
 * one visit checks both widths.
 */
export async function expectNoSeriousViolationsAtBothWidths(
  page: Page,
  options: { exclude?: string } = {},
) {
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Two frames: the resize's media-query changes, then what React renders for them.
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
    await expectNoSeriousViolations(page, options);
  }
}
