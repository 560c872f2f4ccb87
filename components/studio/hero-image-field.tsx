'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { IMAGE_TYPES, STUDIO_LIMITS, uploadTypeOf, type StudioImage } from '@/core/contract/studio';
import { CROP_RATIOS } from '@/core/image-crops';
import { CENTRE, objectPosition, type Focus } from '@/core/image-focus';
import { uploadImage } from './studio-api';
import styles from './studio.module.css';
import { errorMessage } from './error-message';

/**
 * The hero image (issue 24): pick a file or drop one; checked here for type and size first (the
 * API checks what the bytes really are), uploaded with its progress shown, then shown as the
 * page will show it. `onChange` gets the stored picture's address, or null when it is removed.
 * With `onFocusChange`, the creator also sets the picture's focal point (FocusPicker).
 */
export function HeroImageField({
  creator,
  url,
  onChange,
  label,
  alt,
  focus,
  onFocusChange,
}: {
  creator: string;
  url: string | null;
  onChange: (image: StudioImage | null) => void;
  /** The picture's focal point (null: the centre), and where a new one goes. */
  focus?: Focus | null;
  onFocusChange?: (focus: Focus | null) => void;
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
      setError(t('failed', { message: errorMessage(err) }));
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
      {url && onFocusChange ? (
        <FocusPicker
          url={url}
          alt={alt ?? t('alt')}
          focus={focus ?? null}
          onChange={onFocusChange}
        />
      ) : url ? (
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

/** Whole percent of `size` at `offset`, within 0–100. */
const percentAt = (offset: number, size: number) =>
  Math.min(100, Math.max(0, Math.round((offset / size) * 100)));

/**
 * The focal point of a picture: a click on it puts the point there; two sliders set it by
 * keyboard (arrows, Page Up/Down, Home/End). Beside it, the cuts pages and search engines make
 * (core/image-crops.ts) as they will look, moving with the point.
 */
function FocusPicker({
  url,
  alt,
  focus,
  onChange,
}: {
  url: string;
  alt: string;
  focus: Focus | null;
  onChange: (focus: Focus | null) => void;
}) {
  const t = useTranslations('Studio.editor.image.focus');
  const id = useId();
  const point = focus ?? CENTRE;
  const set = (next: Focus) => onChange(next.x === CENTRE.x && next.y === CENTRE.y ? null : next);
  return (
    <div className={styles.focus}>
      <div className={styles.focusFrame}>
        {/* The sliders below set the same point by keyboard. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- the studio's own preview of an upload */}
        <img
          src={url}
          alt={alt}
          className={styles.heroPreview}
          onClick={(e) => {
            const box = e.currentTarget.getBoundingClientRect();
            set({
              x: percentAt(e.clientX - box.left, box.width),
              y: percentAt(e.clientY - box.top, box.height),
            });
          }}
        />
        <span
          className={styles.focusMark}
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
          aria-hidden="true"
        />
      </div>
      <fieldset className={styles.focusControls} aria-describedby={`${id}-hint`}>
        <legend className={styles.label}>{t('title')}</legend>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('hint')}
        </p>
        {(['x', 'y'] as const).map((axis) => (
          <label key={axis} className={styles.focusSlider}>
            <span>{t(axis)}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={point[axis]}
              aria-valuetext={`${point[axis]}%`}
              onChange={(e) => set({ ...point, [axis]: Number(e.target.value) })}
            />
            <output>{point[axis]}%</output>
          </label>
        ))}
        <button
          type="button"
          className={styles.secondary}
          disabled={focus === null}
          onClick={() => onChange(null)}
        >
          {t('centre')}
        </button>
      </fieldset>
      <figure className={styles.crops}>
        <figcaption className={styles.hint}>{t('crops')}</figcaption>
        <ul className={styles.cropList}>
          {CROP_RATIOS.map((ratio) => (
            <li key={ratio} className={styles.crop}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a CSS cut of the same upload */}
              <img
                src={url}
                alt=""
                data-ratio={ratio}
                style={{
                  aspectRatio: ratio.replace('x', ' / '),
                  objectPosition: objectPosition(focus),
                }}
              />
              <span>{t(`ratio${ratio}`)}</span>
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}
