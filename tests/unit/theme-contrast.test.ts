/** @jest-environment node */
import { contrastWarnings } from '@/components/studio/theme-contrast';

describe("the studio's contrast warning for a creator's colours (WCAG 2 AA, 4.5:1)", () => {
  it('says nothing for the default theme or a dark main colour on light surfaces', () => {
    expect(
      contrastWarnings({
        primaryHexColor: '#212121',
        secondaryHexColor: '#F5F5F5',
        tertiaryHexColor: '#E0E0E0',
      }),
    ).toEqual([]);
    expect(
      contrastWarnings({
        primaryHexColor: '#2E7D32',
        secondaryHexColor: '#EEF6EE',
        tertiaryHexColor: '#BFDCC1',
      }),
    ).toEqual([]);
  });

  it('names each colour text cannot be read on, with its ratio rounded down', () => {
    // Body text on a dark background colour.
    expect(
      contrastWarnings({
        primaryHexColor: '#767676',
        secondaryHexColor: '#333333',
        tertiaryHexColor: '#FFFFFF',
      }),
    ).toEqual([{ colour: 'secondary', ratio: 1.3 }]);
    const grey = contrastWarnings({
      // #777777: white text reaches 4.48:1 on it, near-black 4.2:1 — neither is enough.
      primaryHexColor: '#777777',
      secondaryHexColor: '#FFFFFF',
      tertiaryHexColor: '#555555',
    });
    expect(grey.map((w) => w.colour)).toEqual(['primary', 'tertiary']);
    expect(grey[0]!.ratio).toBeLessThan(4.5);
    expect(grey[0]!.ratio).toBe(4.4);
  });
});
