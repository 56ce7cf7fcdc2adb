/**
 * The current point of the local shop screens (docs/api-local-shop.md): where the user wants
 * shops near, kept on the device (localStorage) so every local screen and a reload agree.
 * `choose-location` writes it and goes back; `trashy/shop/index` asks for it first (browser
 * geolocation when allowed, else it sends the user to choose-location).
 *
 * Coordinates are integer micro-degrees (WGS-84), as the API takes them; distances in metres.
 * MobX-free on purpose: a few plain functions over a Storage, tested with a memory store.
 */

export interface CurrentPoint {
  lat_e6: number;
  lng_e6: number;
  /** what the user sees: a place or district name; '' = "my location" (in the reader's language) */
  name: string;
  /** issue 19, brief B: the place's province / city / district, shown instead of coordinates */
  address?: string;
}

/** issue 19, brief B: "my location" as older versions stored it (in one language). */
const MY_LOCATION_NAMES = new Set(['我的位置', 'My location']);

const KEY = 'local:point';
const RECENT_KEY = 'local:recent';
/** Recent points shown on choose-location, newest first. */
export const MAX_RECENT = 6;

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const E6 = 1_000_000;

export const toE6 = (deg: number): number => Math.round(deg * E6);
export const fromE6 = (e6: number): number => e6 / E6;

/** A point read back from storage or a URL; null when any part is missing or out of range. */
export function parsePoint(raw: unknown): CurrentPoint | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  // Number(null) and Number('') are 0: a missing coordinate must not become the equator.
  const num = (v: unknown) =>
    typeof v === 'number' || (typeof v === 'string' && v.trim() !== '') ? Number(v) : NaN;
  const lat = num(o.lat_e6);
  const lng = num(o.lng_e6);
  if (!Number.isInteger(lat) || !Number.isInteger(lng)) return null;
  if (Math.abs(lat) > 90 * E6 || Math.abs(lng) > 180 * E6) return null;
  const given = typeof o.name === 'string' ? o.name.slice(0, 80) : '';
  const name = MY_LOCATION_NAMES.has(given.trim()) ? '' : given;
  const address = typeof o.address === 'string' ? o.address.slice(0, 120) : '';
  return address ? { lat_e6: lat, lng_e6: lng, name, address } : { lat_e6: lat, lng_e6: lng, name };
}

function readJson(key: string, s: Storage | null): unknown {
  try {
    const raw = s?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown, s: Storage | null): void {
  try {
    s?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the point holds until the page is left
  }
}

export function getCurrentPoint(s: Storage | null = local()): CurrentPoint | null {
  return parsePoint(readJson(KEY, s));
}

export function getRecentPoints(s: Storage | null = local()): CurrentPoint[] {
  const raw = readJson(RECENT_KEY, s);
  if (!Array.isArray(raw)) return [];
  return raw.map(parsePoint).filter((p): p is CurrentPoint => p !== null);
}

const samePlace = (a: CurrentPoint, b: CurrentPoint) =>
  a.lat_e6 === b.lat_e6 && a.lng_e6 === b.lng_e6;

/** Makes `p` the current point and the newest recent one (no duplicates, at most MAX_RECENT). */
export function setCurrentPoint(p: CurrentPoint, s: Storage | null = local()): void {
  writeJson(KEY, p, s);
  const recent = [p, ...getRecentPoints(s).filter((r) => !samePlace(r, p))].slice(0, MAX_RECENT);
  writeJson(RECENT_KEY, recent, s);
}

export type CoordError = 'lat' | 'lng';

/**
 * Manual entry: decimal degrees as typed ("31.2304", "121.4737") → a point; the first field that
 * is not a number in range is named. At most 6 decimals are kept (micro-degrees).
 */
export function parseLatLng(
  lat: string,
  lng: string,
): { ok: true; lat_e6: number; lng_e6: number } | { ok: false; field: CoordError } {
  const num = /^-?\d{1,3}(\.\d+)?$/;
  const la = lat.trim();
  const lo = lng.trim();
  if (!num.test(la) || Math.abs(Number(la)) > 90) return { ok: false, field: 'lat' };
  if (!num.test(lo) || Math.abs(Number(lo)) > 180) return { ok: false, field: 'lng' };
  return { ok: true, lat_e6: toE6(Number(la)), lng_e6: toE6(Number(lo)) };
}

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function distanceM(
  a: { lat_e6: number; lng_e6: number },
  b: { lat_e6: number; lng_e6: number },
): number {
  const R = 6_371_000;
  const rad = (e6: number) => (fromE6(e6) * Math.PI) / 180;
  const dLat = rad(b.lat_e6 - a.lat_e6);
  const dLng = rad(b.lng_e6 - a.lng_e6);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.lat_e6)) * Math.cos(rad(b.lat_e6)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * R * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** "850m", "1.2km", "12km": metres below 1 km, one decimal below 10 km. */
export function formatDistance(m: number | null | undefined): string {
  if (m === null || m === undefined || !Number.isFinite(m) || m < 0) return '';
  if (m < 1000) return `${Math.round(m)}m`;
  if (m < 10_000) return `${(Math.round(m / 100) / 10).toFixed(1)}km`;
  return `${Math.round(m / 1000)}km`;
}

/** A `geo:` URI (RFC 5870) that phones hand to their map app. */
export function geoUri(p: { lat_e6: number; lng_e6: number }, name = ''): string {
  const ll = `${fromE6(p.lat_e6)},${fromE6(p.lng_e6)}`;
  return `geo:${ll}?q=${ll}${name ? `(${encodeURIComponent(name)})` : ''}`;
}

/**
 * A navigation link from a configured template with `{lat}`, `{lng}` and `{name}` (degrees and
 * the encoded name); null when no usable template (then the caller offers `geoUri`). Only http(s)
 * templates are accepted, so configuration cannot smuggle a `javascript:` link.
 */
export function navUrl(
  template: string | null | undefined,
  p: { lat_e6: number; lng_e6: number },
  name = '',
): string | null {
  if (!template || !/^https?:\/\//i.test(template)) return null;
  return template
    .replace(/\{lat\}/g, String(fromE6(p.lat_e6)))
    .replace(/\{lng\}/g, String(fromE6(p.lng_e6)))
    .replace(/\{name\}/g, encodeURIComponent(name));
}

/** The slippy-map tile (`{z}/{x}/{y}`) that holds the point, for a configured tile server. */
export function tileFor(
  template: string,
  p: { lat_e6: number; lng_e6: number },
  z = 16,
): string | null {
  if (!/^https?:\/\//i.test(template)) return null;
  const lat = (fromE6(p.lat_e6) * Math.PI) / 180;
  const n = 2 ** z;
  const x = Math.floor(((fromE6(p.lng_e6) + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n);
  return template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
}

export type GeoFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class GeoError extends Error {
  constructor(public readonly reason: GeoFailure) {
    super(reason);
  }
}

/** Maps a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geoFailureOf(code: number | undefined): GeoFailure {
  return code === 1 ? 'denied' : code === 3 ? 'timeout' : 'unavailable';
}

/** The browser's position as a point; rejects with a GeoError (denied, unsupported ...). */
export function locateByBrowser(
  geo: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
  timeoutMs = 10_000,
): Promise<{ lat_e6: number; lng_e6: number }> {
  return new Promise((resolve, reject) => {
    if (!geo) {
      reject(new GeoError('unsupported'));
      return;
    }
    geo.getCurrentPosition(
      (pos) => resolve({ lat_e6: toE6(pos.coords.latitude), lng_e6: toE6(pos.coords.longitude) }),
      (err) => reject(new GeoError(geoFailureOf(err.code))),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}

/**
 * Whether asking the browser would prompt or fail at once: 'denied' when the permission is
 * known refused, 'granted' when known allowed, else 'prompt' (also when the API is missing).
 */
export async function geoPermission(): Promise<'granted' | 'denied' | 'prompt'> {
  try {
    const st = await navigator.permissions.query({ name: 'geolocation' });
    return st.state;
  } catch {
    return 'prompt';
  }
}

/**
 * A point picked for a form (the business application's shop location): choose-location opened
 * with `?purpose=pick` hands it over through a one-shot sessionStorage slot instead of changing
 * the current point (the same hand-over as features/address/address-pick.ts).
 */
const PICK_KEY = 'local:picked-point';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function savePickedPoint(p: CurrentPoint, s: Storage | null = session()): void {
  writeJson(PICK_KEY, p, s);
}

/** The picked point, once; null when nothing was picked. */
export function takePickedPoint(s: Storage | null = session()): CurrentPoint | null {
  const p = parsePoint(readJson(PICK_KEY, s));
  try {
    s?.removeItem(PICK_KEY);
  } catch {
    // nothing to do
  }
  return p;
}
