import type { Block } from '@/components/legal/content/types';

export type { Block } from '@/components/legal/content/types';
export { link, p, strong, ul } from '@/components/legal/content/types';

export type Step = { title: string; body: Block[] };

export type HowItWorksContent = {
  intro: Block[];
  audiences: { id: string; heading: string; lead: string; steps: Step[] }[];
  /** Short closing sections (free forever, accounts). */
  notes: { id: string; heading: string; blocks: Block[] }[];
};

export type Faq = { id: string; question: string; answer: Block[] };

export type FaqContent = {
  intro: Block[];
  groups: { id: string; heading: string; items: Faq[] }[];
};
