'use client';

/* eslint-disable @next/next/no-img-element -- the props come from next/image's getImageProps */
import { useState, type ImgHTMLAttributes } from 'react';
import { ImagePlaceholder } from './image-placeholder';

/**
 * An optimised <img> (props from getImageProps, computed where the page renders) that turns into
 * the placeholder when it fails, also when it failed before the page's scripts ran.
 */
export function FallbackImg({
  placeholderLabel,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { placeholderLabel: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ImagePlaceholder label={placeholderLabel} />;
  return (
    <img
      {...props}
      alt={alt ?? ''}
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
      }}
      onError={() => setFailed(true)}
    />
  );
}
