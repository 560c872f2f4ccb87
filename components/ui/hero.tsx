import type { CSSProperties, ReactNode } from 'react';
import { SafeImage } from './safe-image';
import hero from './hero.module.css';

/**
 * The full-width picture at the top of a creator's or a collection's page, loaded first, with an
 * optional bar (the back button) over it.
 */
export function Hero({
  src,
  alt,
  style,
  bar,
}: {
  src: string | null;
  alt: string;
  style?: CSSProperties;
  bar?: ReactNode;
}) {
  return (
    <div className={hero.hero} style={style}>
      <SafeImage src={src} alt={alt} fill priority sizes="(min-width: 1200px) 1200px, 100vw" />
      {bar ? <div className={hero.bar}>{bar}</div> : null}
    </div>
  );
}
