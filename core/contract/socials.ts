/**
 * The social networks a creator's profile may link to: zod-free, so the public creator page
 * (components/creator/social-links.tsx) shares the list without loading the studio's schemas.
 */
export const SOCIAL_TYPES = [
  'instagram',
  'tiktok',
  'youtube',
  'facebook',
  'pinterest',
  'x',
  'threads',
  'linkedin',
  'website',
] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];
