import { getImageProps, type ImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { preload } from 'react-dom';
import { FallbackImg } from './fallback-img';
import { ImagePlaceholder } from './image-placeholder';

/**
 * An optimised image that shows a neutral placeholder when it is missing or fails to load
 * (spec §8: hero image failure shows a placeholder); the box keeps its size either way.
 *
 * Not a client component: next/image's props (srcset, sizes, loading, priority) are worked out
 * where the page renders, so a server-rendered page ships no image code, only the small
 * fallback. `priority` images are also preloaded from the document's head.
 */
export function SafeImage({
  src,
  alt,
  ...rest
}: Omit<ImageProps, 'src' | 'alt'> & { src: string | null; alt: string }) {
  const t = useTranslations('Common');
  const label = alt || t('imagePlaceholderAlt');
  if (!src) return <ImagePlaceholder label={label} />;
  const { props } = getImageProps({ src, alt, ...rest });
  if (rest.priority && props.src) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  return <FallbackImg {...props} placeholderLabel={label} />;
}
