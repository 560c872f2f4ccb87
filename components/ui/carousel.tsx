'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './carousel.module.css';

/** The previous and next buttons: which way they scroll, their class, name and arrow. */
const BUTTONS = [
  { direction: -1, side: 'prev', label: 'scrollLeft', arrow: 'm15 5-7 7 7 7' },
  { direction: 1, side: 'next', label: 'scrollRight', arrow: 'm9 5 7 7-7 7' },
] as const;

/**
 * A horizontally scrolling row of items (native scrolling with snap points: touch, trackpad and
 * keyboard focus all work), with previous/next buttons for pointer users on wide screens.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const t = useTranslations('Common');
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const node = track.current;
    if (!node) return;
    const update = () =>
      setEdges({
        start: node.scrollLeft <= 1,
        end: node.scrollLeft + node.clientWidth >= node.scrollWidth - 1,
      });
    update();
    node.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      node.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const node = track.current;
    if (!node) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollBy({
      left: direction * node.clientWidth * 0.9,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={styles.carousel}>
      <ul ref={track} className={styles.track} aria-label={label}>
        {children}
      </ul>
      {BUTTONS.map(({ direction, side, label, arrow }) => (
        <button
          key={side}
          type="button"
          className={`${styles.nav} ${styles[side]}`}
          onClick={() => scroll(direction)}
          disabled={direction < 0 ? edges.start : edges.end}
          aria-label={t(label)}
          tabIndex={-1}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={arrow} fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ))}
    </div>
  );
}

export const carouselItemClass = styles.item;
