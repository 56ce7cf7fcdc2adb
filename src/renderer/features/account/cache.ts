/**
 * Clearing the local cache (pages/subpack1/set/clear-cache). Everything the app keeps in the
 * browser (localStorage, sessionStorage, Cache Storage) counts towards the size; clearing
 * removes all of it except the login of both areas and the chosen language, so the user stays
 * signed in and the UI keeps its language. Sizes are UTF-16 bytes of keys plus values (what the
 * browser's storage quota counts), Cache Storage by the bodies' byte length.
 */
import { KEYS } from '../../core/platform/storage';

/** localStorage keys that survive "clear cache". 'lang' is i18n's key (core/i18n). */
export const KEPT_KEYS: readonly string[] = [
  KEYS.token,
  KEYS.userInfo,
  KEYS.merchantToken,
  KEYS.merchantUser,
  'lang',
];

/** The part of the Web Storage interface the helpers need (tests pass a fake). */
export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

function keysOf(s: KeyValueStore): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k !== null) out.push(k);
  }
  return out;
}

/** Bytes a store holds: 2 per UTF-16 code unit of every key and value. */
export function storageBytes(s: KeyValueStore | null | undefined): number {
  if (!s) return 0;
  return keysOf(s).reduce((sum, k) => sum + 2 * (k.length + (s.getItem(k)?.length ?? 0)), 0);
}

/** Removes every key but the kept ones; answers the removed keys. */
export function clearStore(s: KeyValueStore | null | undefined, keep: readonly string[]): string[] {
  if (!s) return [];
  const removed = keysOf(s).filter((k) => !keep.includes(k));
  for (const k of removed) s.removeItem(k);
  return removed;
}

/** Bytes shown as KB with one decimal, at least 0.0. */
export function formatKb(bytes: number): string {
  return (Math.max(0, bytes) / 1024).toFixed(1);
}

function safe<T>(get: () => T): T | null {
  try {
    return get();
  } catch {
    // Storage access can throw (disabled storage, some private modes).
    return null;
  }
}

const local = () => safe(() => (typeof localStorage === 'undefined' ? null : localStorage));
const session = () => safe(() => (typeof sessionStorage === 'undefined' ? null : sessionStorage));
const cacheStorage = () => safe(() => (typeof caches === 'undefined' ? null : caches));

async function cacheStorageBytes(): Promise<number> {
  const cs = cacheStorage();
  if (!cs) return 0;
  let total = 0;
  for (const name of await cs.keys()) {
    const cache = await cs.open(name);
    for (const req of await cache.keys()) {
      const res = await cache.match(req);
      if (res) total += (await res.clone().arrayBuffer()).byteLength;
    }
  }
  return total;
}

/** Size of the local data in bytes, the kept login and language included. */
export async function localDataBytes(): Promise<number> {
  const cached = await cacheStorageBytes().catch(() => 0);
  return storageBytes(local()) + storageBytes(session()) + cached;
}

/** Clears local data but the login and the language. */
export async function clearLocalData(): Promise<void> {
  clearStore(local(), KEPT_KEYS);
  clearStore(session(), []);
  const cs = cacheStorage();
  if (cs) {
    const names = await cs.keys().catch(() => [] as string[]);
    await Promise.all(names.map((n) => cs.delete(n).catch(() => false)));
  }
}
