'use client';

/* eslint-disable @next/next/no-img-element -- a profile picture from the provider, served as it is */
import { useState } from 'react';
import styles from './avatar.module.css';

/** The first letters of the first and last word of a name ('Ann de Vries' → 'AV'). */
export function initialsOf(name: string, fallback = ''): string {
  const words = (name.trim() || fallback.trim()).split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (last ? Array.from(last)[0]! : '')).toUpperCase();
}

/** Background colours that all carry white text at WCAG AA (4.5:1 or more). */
const COLOURS = ['#B22A20', '#2E7D32', '#1565C0', '#6A1B9A', '#00695C', '#AD1457', '#4E342E'];

/** The same person always gets the same colour. */
function colourOf(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/**
 * A profile picture, or the initials avatar drawn here (spec §2, §8: a failing picture falls back
 * to initials; no external avatar service). `alt` empty where a label beside it says who it is.
 */
export function Avatar({
  name,
  username = '',
  image,
  size,
  alt = '',
}: {
  name: string;
  username?: string;
  image: string | null;
  size: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (image && !failed) {
    return (
      <img
        src={image}
        alt={alt}
        width={size}
        height={size}
        className={styles.image}
        style={box}
        referrerPolicy="no-referrer"
        // Also when it failed before the page's scripts ran.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
        }}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className={styles.initials}
      style={{ ...box, fontSize: Math.round(size * 0.4), background: colourOf(username || name) }}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {initialsOf(name, username)}
    </span>
  );
}
