/* eslint-disable @next/next/no-img-element -- the props come from next/image's getImageProps */
import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised <img> for server components, without the client component: logos and
 * product shots that need no fallback ship no JavaScript.
 */
export function PlainImage(props: ImageProps & { alt: string }) {
  const { props: img } = getImageProps(props);
  return <img {...img} alt={props.alt} />;
}
