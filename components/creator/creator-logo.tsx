import { useTranslations } from 'next-intl';
import { SafeImage } from '@/components/ui/safe-image';

/**
 * A creator's logo in its 96-pixel frame (the frame's look is the caller's `className`), its alt
 * text the creator's `name` as its logo's.
 */
export function CreatorLogo({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className: string | undefined;
}) {
  const t = useTranslations('Creators');
  return (
    <div className={className}>
      <SafeImage src={src} alt={t('logoAlt', { name })} fill sizes="96px" />
    </div>
  );
}
