import { linksAdapter } from './links';
import type { RetailerAdapter } from './types';

/** Jumbo: product links and a shareable list (no retailer credentials; see ./index.ts). */
export const jumboAdapter: RetailerAdapter = linksAdapter('jumbo');
