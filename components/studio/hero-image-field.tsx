'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { IMAGE_TYPES, STUDIO_LIMITS, uploadTypeOf, type StudioImage } from '@/core/contract/studio';
import { uploadImage } from './studio-api';
import styles from './studio.module.css';

/**
 * The hero image (issue 24): pick a file or drop one; checked here for type and size first (the
 * API checks what the bytes really are), uploaded with its progress shown, then shown as the
 * page will show it. `onChange` gets the stored picture's address, or null when it is removed.
 */
export function HeroImageField({
  creator,
  url,
  onChange,
  label,
  alt,
}: {
  creator: string;
  url: string | null;
  onChange: (image: StudioImage | null) => void;
  /** The field's label and the picture's text alternative (default: a recipe's hero image). */
  label?: string;
  alt?: string;
}) {
  const t = useTranslations('Studio.editor.image');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function upload(file: File) {
    setError(null);
    if (file.type && !uploadTypeOf(file.type)) return setError(t('wrongType'));
    if (file.size > STUDIO_LIMITS.imageBytes) return setError(t('tooLarge'));
    setProgress(0);
    try {
      onChange(await uploadImage(creator, file, setProgress));
    } catch (err) {
      setError(t('failed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div
      className={`${styles.dropZone} ${dragging ? styles.dropping : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) void upload(file);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label ?? t('label')}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('hint')}
      </p>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the studio's own preview of an upload
        <img src={url} alt={alt ?? t('alt')} className={styles.heroPreview} />
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className={styles.fileInput}
        aria-describedby={`${id}-hint`}
        disabled={progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {progress !== null ? (
        <p className={styles.hint} role="status">
          <progress max={1} value={progress} aria-label={t('progress')} />{' '}
          {t('uploading', { percent: Math.round(progress * 100) })}
        </p>
      ) : null}
      {error ? (
        <p className={styles.issues} role="alert">
          {error}
        </p>
      ) : null}
      {url && progress === null ? (
        <button type="button" className={styles.secondary} onClick={() => onChange(null)}>
          {t('remove')}
        </button>
      ) : null}
    </div>
  );
}
