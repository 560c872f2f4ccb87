import { linksAdapter } from './links';
import type { RetailerAdapter } from './types';

/** Albert Heijn: product links and a shareable list (no retailer credentials; see ./index.ts). */
export const albertHeijnAdapter: RetailerAdapter = linksAdapter('albert-heijn');
