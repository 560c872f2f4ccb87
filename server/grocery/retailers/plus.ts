import { linksAdapter } from './links';
import type { RetailerAdapter } from './types';

/** Plus: product links and a shareable list (no retailer credentials; see ./index.ts). */
export const plusAdapter: RetailerAdapter = linksAdapter('plus');
