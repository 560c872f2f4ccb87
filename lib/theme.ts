import {
  contrastRatio,
  DEFAULT_COLOURS,
  LIGHT_TEXT,
  mix,
  textColourOn,
  towards,
} from '@/core/colour';

const HEX = /^#[0-9a-f]{6}$/i;
const safe = (value: string | null | undefined, fallback: string) =>
  value && HEX.test(value) ? value : fallback;

/** WCAG 2 AA for normal text. */
export const AA = 4.5;
/** WCAG 2.1 AA for what identifies a control (1.4.11). */
export const NON_TEXT = 3;

/**
 * The site's own surfaces and body text in each theme (app/globals.css: --surface,
 * --surface-raised and --color-text). A creator's colours are adapted against these.
 */
export const SCHEMES = {
  light: { surfaces: ['#ffffff'], text: '#1b1b1b', white: '#ffffff', black: '#000000' },
  dark: { surfaces: ['#121212', '#1d1d1d'], text: '#ececec', white: '#ffffff', black: '#000000' },
} as const;

export type SchemeColours = {
  /**
   * Filled backgrounds (the header, buttons): the brand as chosen in light; in dark, lifted just
   * enough to stand out from the page.
   */
  primary: string;
  /** Text on `primary`: white or near-black, whichever contrasts more. */
  onPrimary: string;
  /** The brand as text or an icon on the page's surfaces and on `secondary`. */
  primaryText: string;
  /** Pale fills under body text. */
  secondary: string;
  /** Lines and stronger fills under body text. */
  tertiary: string;
};

/** Whether white or near-black text on `c` (whichever contrasts more) reaches AA. */
const carriesText = (c: string) => contrastRatio(c, textColourOn(c)) >= AA;
const legibleUnder = (text: string) => (c: string) => contrastRatio(c, text) >= AA;
const legibleOn = (backgrounds: readonly string[]) => (c: string) =>
  backgrounds.every((bg) => contrastRatio(c, bg) >= AA);

/**
 * A creator's colours for each theme (issue 28), so that text keeps WCAG AA contrast on them
 * whatever the creator chose: in light, the brand stays as chosen where it is a fill (a mid
 * tone that neither white nor black text reads on is moved just far enough), is darkened where
 * it is text, and fills under body text are lightened until it reads; in dark,
 * the fills are the creator's tint over the dark surface and the brand is lifted until it reads
 * as text there. Every colour is changed as little as that needs.
 */
export function schemeColours(creator: {
  primaryHexColor?: string | null;
  secondaryHexColor?: string | null;
  tertiaryHexColor?: string | null;
}): { light: SchemeColours; dark: SchemeColours } {
  const primary = safe(creator.primaryHexColor, DEFAULT_COLOURS.primary);
  const secondary = safe(creator.secondaryHexColor, DEFAULT_COLOURS.secondary);
  const tertiary = safe(creator.tertiaryHexColor, DEFAULT_COLOURS.tertiary);
  const { light: l, dark: d } = SCHEMES;

  const lightSecondary = towards(secondary, l.white, legibleUnder(l.text));
  const lightTertiary = towards(tertiary, l.white, legibleUnder(l.text));
  const lightPrimary = towards(
    primary,
    textColourOn(primary) === LIGHT_TEXT ? l.black : l.white,
    carriesText,
  );
  const light = {
    primary: lightPrimary,
    onPrimary: textColourOn(lightPrimary),
    primaryText: towards(primary, l.black, legibleOn([...l.surfaces, lightSecondary])),
    secondary: lightSecondary,
    tertiary: lightTertiary,
  };

  const darkSecondary = towards(mix(secondary, d.surfaces[0], 0.88), d.black, legibleUnder(d.text));
  const darkTertiary = towards(mix(tertiary, d.surfaces[0], 0.75), d.black, legibleUnder(d.text));
  const readsOnDark = legibleOn([...d.surfaces, darkSecondary]);
  // A fill is lifted only until it stands out from the page (3:1, WCAG 1.4.11) with its text
  // still at AA; as text it is lifted until it reads (AA).
  const darkFill = towards(
    lightPrimary,
    d.white,
    (c) => d.surfaces.every((bg) => contrastRatio(c, bg) >= NON_TEXT) && carriesText(c),
  );
  const dark = {
    primary: darkFill,
    onPrimary: textColourOn(darkFill),
    primaryText: towards(primary, d.white, readsOnDark),
    secondary: darkSecondary,
    tertiary: darkTertiary,
  };
  return { light, dark };
}

/**
 * A creator's colours as the CSS variables app/globals.css defines, each a `light-dark()` pair
 * (only well-formed hex values reach the style).
 */
export function themeStyle(creator: Parameters<typeof schemeColours>[0]): Record<string, string> {
  const { light, dark } = schemeColours(creator);
  const pair = (key: keyof SchemeColours) => `light-dark(${light[key]}, ${dark[key]})`;
  return {
    '--color-primary': pair('primary'),
    '--on-primary': pair('onPrimary'),
    '--color-primary-text': pair('primaryText'),
    '--color-secondary': pair('secondary'),
    '--color-tertiary': pair('tertiary'),
  };
}
