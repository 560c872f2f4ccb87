import type { Profile } from '@/core/contract/studio';
import { contrastRatio, textColourOn } from '@/core/colour';
import { SCHEMES } from '@/lib/theme';

/** The site's body text colour (app/globals.css --color-text), on the creator's surfaces. */
export const BODY_TEXT = SCHEMES.light.text;
/** WCAG 2 AA for normal text. */
const AA = 4.5;

/**
 * What the creator's colours do to legibility: the contrast of the best text colour on the main
 * colour (the header and buttons pick white or near-black), and of body text on the background
 * and accent colours, each below AA named.
 */
export function contrastWarnings(
  p: Pick<Profile, 'primaryHexColor' | 'secondaryHexColor' | 'tertiaryHexColor'>,
) {
  const ratios = {
    primary: contrastRatio(p.primaryHexColor, textColourOn(p.primaryHexColor)),
    secondary: contrastRatio(p.secondaryHexColor, BODY_TEXT),
    tertiary: contrastRatio(p.tertiaryHexColor, BODY_TEXT),
  };
  return (Object.keys(ratios) as (keyof typeof ratios)[])
    .filter((k) => ratios[k] < AA)
    .map((k) => ({ colour: k, ratio: Math.floor(ratios[k] * 10) / 10 }));
}
