import { linksAdapter } from './links';
import type { RetailerAdapter } from './types';

/** Coop: product links and a shareable list (no retailer credentials; see ./index.ts). */
export const coopAdapter: RetailerAdapter = linksAdapter('coop');
