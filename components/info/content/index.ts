import type { Locale } from '@/core/contract';
import { faqs as faqsEn } from './faqs.en';
import { faqs as faqsNl } from './faqs.nl';
import { howItWorks as howItWorksEn } from './how-it-works.en';
import { howItWorks as howItWorksNl } from './how-it-works.nl';
import type { FaqContent, HowItWorksContent } from './types';

export type { FaqContent, HowItWorksContent } from './types';

const howItWorks: Record<Locale, HowItWorksContent> = { en: howItWorksEn, nl: howItWorksNl };
const faqs: Record<Locale, FaqContent> = { en: faqsEn, nl: faqsNl };

export const howItWorksContent = (locale: Locale): HowItWorksContent => howItWorks[locale];
export const faqContent = (locale: Locale): FaqContent => faqs[locale];
