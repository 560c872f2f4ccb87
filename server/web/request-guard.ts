/**
 * What the web server answers itself, before Next sees a request that Next would fail on with a
 * 500 and a stack trace: a method no route serves (TRACE, CONNECT, …), a request target that is
 * not a path (`OPTIONS *`, an absolute URL), a path whose percent-escapes are not UTF-8
 * (`/media/%ff`), a write to what is only ever read (the files of `public/`, Next's build
 * output), and an image-optimiser request for anything but one of the site's stored pictures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSafeMediaKey } from '../media/storage';

export type Refusal = {
  status: 400 | 405;
  message: string;
  headers: Record<string, string>;
};

/** Every method a route of the app answers; HEAD and OPTIONS are answered by Next for them. */
export const ALLOWED_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
] as const;
const ALLOW = ALLOWED_METHODS.join(', ');
const allowed = new Set<string>(ALLOWED_METHODS);

/** The methods of a path that is only read. */
const READ_METHODS = new Set(['GET', 'HEAD']);
const READ_ALLOW = 'GET, HEAD';

/** Next's build output and its image optimiser: read only. */
const NEXT_READ_ONLY = ['/_next/static/', '/_next/image'];

/**
 * The names at the top of `public/` (files and folders), read once: the app's static files. The
 * grocery widget's folder is named as well: it is build output (scripts/build-widget.ts), absent
 * from a checkout that was never built.
 */
function publicNames(root: string): ReadonlySet<string> {
  const names = new Set(['widget']);
  try {
    for (const name of fs.readdirSync(path.join(root, 'public'))) names.add(name);
  } catch {
    // No public/ folder: the widget's path alone.
  }
  return names;
}
const PUBLIC_NAMES = publicNames(process.cwd());

/** Whether `pathname` is only ever read: a file of `public/` or Next's build output. */
export function isReadOnlyPath(
  pathname: string,
  names: ReadonlySet<string> = PUBLIC_NAMES,
): boolean {
  if (NEXT_READ_ONLY.some((prefix) => pathname.startsWith(prefix))) return true;
  const first = pathname.split('/')[1] ?? '';
  return first !== '' && names.has(first);
}

/**
 * The one address `/_next/image` optimises: a stored picture (`/media/…`, next.config.ts's
 * `images.localPatterns`) whose key the media store would serve, given once.
 */
function isOptimisableImage(query: string): boolean {
  const urls = new URLSearchParams(query).getAll('url');
  const [url] = urls;
  return (
    urls.length === 1 &&
    url !== undefined &&
    url.startsWith('/media/') &&
    isSafeMediaKey(url.slice('/media/'.length))
  );
}

export function refuseRequest(
  method: string | undefined,
  target: string | undefined,
): Refusal | undefined {
  const url = target ?? '';
  if (!allowed.has(method ?? '') || !url.startsWith('/')) {
    return {
      status: 405,
      message: 'Method Not Allowed',
      headers: { Allow: ALLOW },
    };
  }
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: 'Bad Request: malformed percent-encoding', headers: {} };
  }
  if (isReadOnlyPath(pathname) && !READ_METHODS.has(method ?? '')) {
    return { status: 405, message: 'Method Not Allowed', headers: { Allow: READ_ALLOW } };
  }
  if (pathname === '/_next/image' && !isOptimisableImage(q === -1 ? '' : url.slice(q + 1))) {
    return {
      status: 400,
      message: "Bad Request: the image address is not one of this site's pictures",
      headers: {},
    };
  }
  return undefined;
}
