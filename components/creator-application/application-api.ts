/**
 * The application's calls (issue 25 item 5), through the one data door (/api/proxy) and parsed
 * against the contract's answers.
 */
import { APPLICATION_PATHS } from '@/core/contract/application-paths';
import type { ApplicationBody } from '@/core/contract/creator-applications';
import { addProxyRoutes, proxyGet, proxyPost } from '@/lib/client/proxy';

// The application's routes travel with the application's code only.
addProxyRoutes(APPLICATION_PATHS);

export const applicationApi = {
  mine: () => proxyGet('applications.mine', {}),
  subdomain: (slug: string, signal?: AbortSignal) =>
    proxyGet('applications.subdomain', {}, { slug }, { signal }),
  apply: (body: ApplicationBody) => proxyPost('applications.create', {}, body),
};
