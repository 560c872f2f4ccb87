'use client';

import Image, { type ImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './safe-image.module.css';

/**
 * next/image that shows a neutral placeholder when the image is missing or fails to load
 * (spec §8: hero image failure shows a placeholder). The box keeps its size either way.
 */
export function SafeImage({ src, alt, ...rest }: Omit<ImageProps, 'src'> & { src: string | null }) {
  const t = useTranslations('Common');
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={styles.placeholder} role="img" aria-label={alt || t('imagePlaceholderAlt')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 9.5a1.5 1.5 0 1 0 0-.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    );
  }
  return <Image src={src} alt={alt} onError={() => setFailed(true)} {...rest} />;
}
