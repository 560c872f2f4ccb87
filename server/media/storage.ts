import fs from 'node:fs/promises';
import path from 'node:path';

/** Where images live. The file store is the default; a bucket can implement the same interface. */
export interface MediaStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Every key that starts with `prefix` (a bucket's prefix listing). */
  list(prefix: string): Promise<string[]>;
  /** Removes the keys (one that is not there is no error). */
  remove(keys: readonly string[]): Promise<void>;
}

export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

const CONTENT_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.png': 'image/png',
    '.webp': 'image/webp',
    '.avif': 'image/avif',
    '.svg': 'image/svg+xml',
    '.ico': 'image/x-icon',
  }),
);

/** Keys are relative paths of safe segments: no traversal, no hidden files. */
export function isSafeMediaKey(key: string): boolean {
  return (
    key.length <= 300 &&
    key.split('/').every((seg) => /^[a-z0-9][a-z0-9._-]*$/i.test(seg) && !seg.includes('..')) &&
    CONTENT_TYPES.has(path.extname(key).toLowerCase())
  );
}

export class FileMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!isSafeMediaKey(key)) return null;
    try {
      const body = await fs.readFile(this.resolve(key));
      return {
        body,
        contentType:
          CONTENT_TYPES.get(path.extname(key).toLowerCase()) ?? 'application/octet-stream',
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeMediaKey(key)) return false;
    return fs.access(this.resolve(key)).then(
      () => true,
      () => false,
    );
  }

  /** Walks only the folder `prefix` ends in (a file-name prefix stays in its folder). */
  async list(prefix: string): Promise<string[]> {
    const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : path.posix.dirname(prefix);
    if (folder !== '.' && !folder.split('/').every((seg) => /^[a-z0-9][a-z0-9._-]*$/i.test(seg)))
      return [];
    const root = path.join(this.root, folder === '.' ? '' : folder);
    let entries: string[];
    try {
      entries = (await fs.readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) =>
          path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'),
        );
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    return entries.filter((key) => key.startsWith(prefix));
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.resolve(key), { force: true })));
  }
}

/** In memory: for tests that seed without touching the disk. */
export class MemoryMediaStore implements MediaStore {
  private readonly files = new Map<string, { body: Buffer; contentType: string }>();
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.files.set(key, { body, contentType });
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async exists(key: string) {
    return this.files.has(key);
  }
  async list(prefix: string) {
    return [...this.files.keys()].filter((key) => key.startsWith(prefix));
  }
  async remove(keys: readonly string[]) {
    for (const key of keys) this.files.delete(key);
  }
  /** How many files it holds (tests: a refused upload stores nothing). */
  get size() {
    return this.files.size;
  }
}
