/** Spec §9 defaults. */
export const DEFAULT_COLOURS = {
  primary: '#212121',
  secondary: '#F5F5F5',
  tertiary: '#E0E0E0',
} as const;

const HEX = /^#[0-9a-f]{6}$/i;
const safe = (value: string | null | undefined, fallback: string) =>
  value && HEX.test(value) ? value : fallback;

/** A creator's colours as CSS variables (only well-formed hex values reach the style). */
export function themeStyle(creator: {
  primaryHexColor?: string | null;
  secondaryHexColor?: string | null;
  tertiaryHexColor?: string | null;
}): Record<string, string> {
  return {
    '--color-primary': safe(creator.primaryHexColor, DEFAULT_COLOURS.primary),
    '--color-secondary': safe(creator.secondaryHexColor, DEFAULT_COLOURS.secondary),
    '--color-tertiary': safe(creator.tertiaryHexColor, DEFAULT_COLOURS.tertiary),
  };
}
