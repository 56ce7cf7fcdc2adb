/**
 * File storage provider (ARCHITECTURE.md "Providers with a real local default"). The local
 * default writes under `<DATA_DIR>/uploads` and the app serves that folder at `/uploads/`; an
 * object-storage provider (OSS, COS, S3) implements the same interface and answers its own
 * public URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  /** the URL the client shows; for the local disk a site-relative path under /uploads/ */
  url: string;
}

export interface StorageProvider {
  readonly name: string;
  /**
   * Stores `data` under `key` (a relative path such as `2026/11/<random>.jpg`, made by the
   * caller from safe characters only). Never overwrites: a taken key is an error.
   */
  put(key: string, data: Buffer, mime: string): Promise<StoredFile>;
  /** The URL of a stored key (what `put` answered for it). */
  urlOf(key: string): string;
  /** The key of a URL this provider answered, or null for any other URL. */
  keyOf(url: string): string | null;
}

/** Public prefix of locally stored files. */
export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[0-9]{4}\/[0-9]{2}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp)$/;

export function localDiskStorage(root: string): StorageProvider {
  return {
    name: 'local',
    async put(key, data) {
      if (!SAFE_KEY.test(key)) throw new Error(`storage: unsafe key ${key}`);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx', mode: 0o644 });
      return { url: `${UPLOADS_PREFIX}${key}` };
    },
    urlOf(key) {
      return `${UPLOADS_PREFIX}${key}`;
    },
    keyOf(url) {
      // Accept the path as answered, or the same path on an absolute URL of any host (the
      // client may prefix its API base).
      let p = url;
      if (/^https?:\/\//i.test(url)) {
        try {
          p = new URL(url).pathname;
        } catch {
          return null;
        }
      }
      if (!p.startsWith(UPLOADS_PREFIX)) return null;
      const key = p.slice(UPLOADS_PREFIX.length);
      return SAFE_KEY.test(key) ? key : null;
    },
  };
}
