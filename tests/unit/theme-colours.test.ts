/**
 * A creator's colours in both themes (issue 28): whatever colours a creator picks, text on and in
 * them keeps WCAG AA contrast in light and in dark, and colours that already read are kept.
 */
import { contrastRatio } from '@/core/colour';
import { AA, NON_TEXT, schemeColours, SCHEMES, themeStyle } from '@/lib/theme';

const DEMO = [
  { primaryHexColor: '#2E7D32', secondaryHexColor: '#EEF6EE', tertiaryHexColor: '#BFDCC1' },
  { primaryHexColor: '#B22A20', secondaryHexColor: '#FDF0EE', tertiaryHexColor: '#F4BDB6' },
  { primaryHexColor: '#B4400F', secondaryHexColor: '#FFF3EC', tertiaryHexColor: '#F9C9A8' },
];

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
/** Every colour of a 9 × 9 × 9 grid over the sRGB cube: pale, mid, dark, grey and saturated. */
const LEVELS = [0, 32, 64, 96, 128, 160, 192, 224, 255];
const GRID = LEVELS.flatMap((r) => LEVELS.flatMap((g) => LEVELS.map((b) => hex(r, g, b))));

function expectLegible(creator: Parameters<typeof schemeColours>[0]) {
  const colours = schemeColours(creator);
  for (const scheme of ['light', 'dark'] as const) {
    const c = colours[scheme];
    const { surfaces, text } = SCHEMES[scheme];
    const what = `${scheme} for ${JSON.stringify(creator)}`;
    expect([what, contrastRatio(c.primary, c.onPrimary) >= AA]).toEqual([what, true]);
    if (scheme === 'dark')
      for (const bg of surfaces)
        expect([what, bg, contrastRatio(c.primary, bg) >= NON_TEXT]).toEqual([what, bg, true]);
    for (const bg of [...surfaces, c.secondary])
      expect([what, bg, contrastRatio(c.primaryText, bg) >= AA]).toEqual([what, bg, true]);
    expect([what, contrastRatio(c.secondary, text) >= AA]).toEqual([what, true]);
    expect([what, contrastRatio(c.tertiary, text) >= AA]).toEqual([what, true]);
  }
}

describe("a creator's colours in light and dark", () => {
  it('keep the demo creators’ brand colours as chosen in light', () => {
    for (const creator of DEMO) {
      const { light } = schemeColours(creator);
      expect(light.primary.toLowerCase()).toBe(creator.primaryHexColor.toLowerCase());
      expect(light.secondary.toLowerCase()).toBe(creator.secondaryHexColor.toLowerCase());
      expect(light.tertiary.toLowerCase()).toBe(creator.tertiaryHexColor.toLowerCase());
      expectLegible(creator);
    }
  });

  it('keep text at AA in both themes for any primary colour (729 across the sRGB cube)', () => {
    for (const primary of GRID) expectLegible({ primaryHexColor: primary });
  });

  it('keep body text at AA on any background and accent colour', () => {
    for (const colour of GRID)
      expectLegible({ secondaryHexColor: colour, tertiaryHexColor: colour });
  });

  it('lift a dark brand colour in dark, and use the defaults for what is not a colour', () => {
    const { dark } = schemeColours({ primaryHexColor: '#212121' });
    expect(contrastRatio(dark.primaryText, '#121212')).toBeGreaterThanOrEqual(AA);
    expect(schemeColours({ primaryHexColor: 'red; background: url(x)' }).light.primary).toBe(
      '#212121',
    );
  });

  it('reach the page as light-dark() pairs of the variables app/globals.css defines', () => {
    const style = themeStyle(DEMO[0]!);
    expect(Object.keys(style).sort()).toEqual([
      '--color-primary',
      '--color-primary-text',
      '--color-secondary',
      '--color-tertiary',
      '--on-primary',
    ]);
    for (const value of Object.values(style))
      expect(value).toMatch(/^light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)$/i);
    expect(style['--color-primary']).toMatch(/^light-dark\(#2e7d32, /i);
  });
});
