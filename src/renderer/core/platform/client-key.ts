/**
 * The idempotency key of a submission (docs/api-orders.md "Idempotent submission"): generated
 * once per visit of a confirmation page and kept in sessionStorage under the visit's history
 * entry, so a double tap, a retry after a lost answer, and a reload of the same visit all send
 * the same key and the server answers the first order instead of making a second. A new visit
 * (a new history entry) gets a new key; the key is forgotten once its submission succeeded.
 */

export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'checkout:client_key:';
/** The server accepts 16–64 characters. */
const VALID = /^[\w-]{16,64}$/;

function sessionStore(): KeyStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A random key: `crypto.randomUUID()`, or 32 hex digits where it is missing (plain http). */
export function newClientKey(
  cryptoImpl: Crypto | null = typeof crypto === 'undefined' ? null : crypto,
): string {
  if (cryptoImpl && typeof cryptoImpl.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoImpl) cryptoImpl.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key of one visit (`visit`: the history entry's key plus the route); made on first use. */
export function clientKeyFor(
  visit: string,
  store: KeyStore | null = sessionStore(),
  make: () => string = newClientKey,
): string {
  const slot = PREFIX + visit;
  const kept = store?.getItem(slot);
  if (kept && VALID.test(kept)) return kept;
  const key = make();
  try {
    store?.setItem(slot, key);
  } catch {
    // storage full or blocked: the key still holds for this page's lifetime
  }
  return key;
}

/** Drops the key of a visit whose submission succeeded. */
export function forgetClientKey(visit: string, store: KeyStore | null = sessionStore()): void {
  store?.removeItem(PREFIX + visit);
}
