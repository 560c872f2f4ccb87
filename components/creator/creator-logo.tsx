import { SafeImage } from '@/components/ui/safe-image';

/** A creator's logo in its 96-pixel frame (the frame's look is the caller's `className`). */
export function CreatorLogo({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className: string | undefined;
}) {
  return (
    <div className={className}>
      <SafeImage src={src} alt={alt} fill sizes="96px" />
    </div>
  );
}
