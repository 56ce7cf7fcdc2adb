/**
 * File storage provider (ARCHITECTURE.md "Providers with a real local default"). Two areas:
 *
 * - public media (goods photos, avatars, review photos): the local default writes under
 *   `<DATA_DIR>/uploads` and the app serves that folder at `/uploads/`; an object-storage
 *   provider (OSS, COS, S3) implements the same interface and answers its own public URL.
 * - private files (ID card photos): the local default writes under `<DATA_DIR>/private`, a
 *   folder nothing serves statically. Their URL is the app's authorised route
 *   `/api/upload/private/<key>` (upload.routes.ts), which checks the viewer and then asks
 *   `getPrivate` for the file. An object-storage provider keeps them in a private bucket (no
 *   public read) and answers `getPrivate` with `{ kind: 'link' }`: a signed GET link valid for
 *   at most PRIVATE_LINK_TTL_SECONDS, which the route hands out as a no-store redirect.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  /** the URL the client shows; for the local disk a site-relative path under /uploads/ */
  url: string;
}

/** A private file as the provider gives it to the authorised route. */
export type PrivateFile =
  | { kind: 'bytes'; data: Buffer; mime: string }
  /** a signed link of the provider's private bucket, valid ≤ PRIVATE_LINK_TTL_SECONDS */
  | { kind: 'link'; url: string };

/** The longest a signed link to a private file may be valid (object-storage providers). */
export const PRIVATE_LINK_TTL_SECONDS = 60;

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
  /**
   * Stores a private file (same key rules) apart from public media; answers the URL of the
   * authorised route, `/api/upload/private/<key>`, whatever the provider.
   */
  putPrivate(key: string, data: Buffer, mime: string): Promise<StoredFile>;
  /** A stored private file, or null when there is none (the caller has checked the viewer). */
  getPrivate(key: string): Promise<PrivateFile | null>;
}

/**
 * A store refused the file or could not be reached (object storage): the upload routes answer
 * a clear refusal and record nothing. `message` is for the log only.
 */
export class StorageUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
  ) {
    super(message);
    this.name = 'StorageUnavailable';
  }
}

/** Public prefix of locally stored files. */
export const UPLOADS_PREFIX = '/uploads/';
/** The authorised route of private files (every provider). */
export const PRIVATE_PREFIX = '/api/upload/private/';

const SAFE_KEY = /^[0-9]{4}\/[0-9]{2}\/[A-Za-z0-9_-]{16,64}\.(jpg|png|webp)$/;
const MIME_OF_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** The path of a URL: as answered, or the same path on an absolute URL of any host. */
function pathOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** The key of a private-file URL (`/api/upload/private/<key>`, maybe absolute), else null. */
export function privateKeyOf(url: string): string | null {
  const p = pathOf(url);
  if (p === null || !p.startsWith(PRIVATE_PREFIX)) return null;
  const key = p.slice(PRIVATE_PREFIX.length);
  return SAFE_KEY.test(key) ? key : null;
}

export function privateUrlOf(key: string): string {
  return `${PRIVATE_PREFIX}${key}`;
}

async function writeNew(
  root: string,
  key: string,
  data: Buffer,
  modes: { file: number; dir?: number },
): Promise<void> {
  if (!SAFE_KEY.test(key)) throw new Error(`storage: unsafe key ${key}`);
  const file = path.join(root, key);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: modes.dir });
  await fs.writeFile(file, data, { flag: 'wx', mode: modes.file });
}

/**
 * Local disk: public media under `publicRoot` (served at /uploads/), private files under
 * `privateRoot`, which must not lie inside `publicRoot`.
 */
export function localDiskStorage(roots: {
  publicRoot: string;
  privateRoot: string;
}): StorageProvider {
  const { publicRoot, privateRoot } = roots;
  const rel = path.relative(path.resolve(publicRoot), path.resolve(privateRoot));
  if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) {
    throw new Error('storage: the private root must not be inside the public root');
  }
  return {
    name: 'local',
    async put(key, data) {
      await writeNew(publicRoot, key, data, { file: 0o644 });
      return { url: `${UPLOADS_PREFIX}${key}` };
    },
    urlOf(key) {
      return `${UPLOADS_PREFIX}${key}`;
    },
    keyOf(url) {
      const p = pathOf(url);
      if (p === null || !p.startsWith(UPLOADS_PREFIX)) return null;
      const key = p.slice(UPLOADS_PREFIX.length);
      return SAFE_KEY.test(key) ? key : null;
    },
    async putPrivate(key, data) {
      // owner-only permissions: other accounts of the machine have no business reading them
      await writeNew(privateRoot, key, data, { file: 0o600, dir: 0o700 });
      return { url: privateUrlOf(key) };
    },
    async getPrivate(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const data = await fs.readFile(path.join(privateRoot, key));
        const ext = key.slice(key.lastIndexOf('.') + 1);
        return { kind: 'bytes', data, mime: MIME_OF_EXT[ext] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
