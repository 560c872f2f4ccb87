import type { Locale } from '@/core/contract';
import { cookiePolicy as cookiePolicyEn } from './cookie-policy.en';
import { cookiePolicy as cookiePolicyNl } from './cookie-policy.nl';
import { privacyPolicy as privacyPolicyEn } from './privacy-policy.en';
import { privacyPolicy as privacyPolicyNl } from './privacy-policy.nl';
import { termsOfUse as termsOfUseEn } from './terms-of-use.en';
import { termsOfUse as termsOfUseNl } from './terms-of-use.nl';
import type { LegalDocument, LegalSlug } from './types';

export type { LegalDocument, LegalSlug, TitleVariant } from './types';

/** The order the legal index lists them in. */
export const LEGAL_SLUGS: readonly LegalSlug[] = [
  'privacy-policy',
  'terms-of-use',
  'cookie-policy',
];

const documents: Record<Locale, Record<LegalSlug, LegalDocument>> = {
  en: {
    'privacy-policy': privacyPolicyEn,
    'terms-of-use': termsOfUseEn,
    'cookie-policy': cookiePolicyEn,
  },
  nl: {
    'privacy-policy': privacyPolicyNl,
    'terms-of-use': termsOfUseNl,
    'cookie-policy': cookiePolicyNl,
  },
};

export function legalDocument(locale: Locale, slug: LegalSlug): LegalDocument {
  return documents[locale][slug];
}
