/**
 * Self-update of AppImage terminals from electron-builder's generic feed (build/README.md
 * "Updates"), without extra dependencies: the feed URL comes from `resources/app-update.yml`
 * (written by electron-builder from `publish`), the release from `<feed>/latest-linux.yml`. A
 * newer AppImage is downloaded next to the running one, checked against the feed's sha512,
 * made executable and moved over the old file; the app restarts into it during the quiet hours
 * (02:00–05:00 local time). deb and Windows installs only log that an update exists (they are
 * updated by their package manager / installer).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** Exit status after installing an update: systemd restarts the service into the new version. */
export const UPDATE_EXIT_CODE = 75;

/** One top-level `key: value` of a simple YAML file (quotes removed). */
export function yamlValue(text: string, key: string): string | null {
  const m = new RegExp(`^${key}:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(text);
  if (!m) return null;
  const v = m[1]!;
  return /^(['"]).*\1$/.test(v) ? v.slice(1, -1) : v;
}

export interface Release {
  version: string;
  path: string;
  sha512: string;
}

/** The release a `latest-linux.yml` describes, or null when it lacks a field. */
export function parseRelease(text: string): Release | null {
  const version = yamlValue(text, 'version');
  const path = yamlValue(text, 'path');
  const sha512 = yamlValue(text, 'sha512');
  if (!version || !path || !sha512) return null;
  if (path.includes('/') || path.includes('\\') || path.startsWith('.')) return null;
  return { version, path, sha512 };
}

/** Whether semantic version `a` is newer than `b` (pre-release tags are never newer). */
export function isNewer(a: string, b: string): boolean {
  const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)(-.+)?$/.exec(v.trim());
  const pa = parse(a);
  const pb = parse(b);
  if (!pa || !pb || pa[4]) return false;
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d !== 0) return d > 0;
  }
  return Boolean(pb[4]);
}

/** The feed URL of `app-update.yml`, https only, with a trailing slash. */
export function feedUrl(appUpdateYml: string): string | null {
  const url = yamlValue(appUpdateYml, 'url');
  if (!url || !url.startsWith('https://')) return null;
  return url.endsWith('/') ? url : `${url}/`;
}

export function inQuietHours(date: Date): boolean {
  const h = date.getHours();
  return h >= 2 && h < 5;
}

export interface UpdateDeps {
  fetch: typeof fetch;
  currentVersion: string;
  /** the running AppImage (`process.env.APPIMAGE`), null for deb / Windows installs */
  appImage: string | null;
  fsApi?: Pick<typeof fs, 'writeFileSync' | 'chmodSync' | 'renameSync' | 'rmSync'>;
  log: (message: string) => void;
}

/**
 * Checks the feed; installs a newer AppImage. Returns the installed version, or null (no
 * update, not an AppImage, or any failure, which is logged and retried at the next check).
 */
export async function checkAndInstall(feed: string, deps: UpdateDeps): Promise<string | null> {
  const fsApi = deps.fsApi ?? fs;
  try {
    const res = await deps.fetch(`${feed}latest-linux.yml`, {
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`feed answered ${res.status}`);
    const release = parseRelease(await res.text());
    if (!release) throw new Error('latest-linux.yml is incomplete');
    if (!isNewer(release.version, deps.currentVersion)) return null;
    if (!deps.appImage) {
      deps.log(`[terminal] update ${release.version} available (install the new package)`);
      return null;
    }
    const file = await deps.fetch(`${feed}${encodeURIComponent(release.path)}`, {
      signal: AbortSignal.timeout(30 * 60_000),
    });
    if (!file.ok) throw new Error(`download answered ${file.status}`);
    const body = Buffer.from(await file.arrayBuffer());
    const sha512 = createHash('sha512').update(body).digest('base64');
    if (sha512 !== release.sha512) throw new Error('sha512 mismatch');
    const next = `${deps.appImage}.update`;
    try {
      fsApi.writeFileSync(next, body, { mode: 0o755 });
      fsApi.chmodSync(next, 0o755);
      fsApi.renameSync(next, deps.appImage);
    } catch (e) {
      fsApi.rmSync(next, { force: true });
      throw e;
    }
    deps.log(`[terminal] update ${release.version} installed; restarting in the quiet hours`);
    return release.version;
  } catch (e) {
    deps.log(`[terminal] update check failed: ${(e as Error).message}`);
    return null;
  }
}

export interface UpdaterSchedule {
  feed: string;
  deps: UpdateDeps;
  /** restart into the installed version */
  restart: () => void;
  now?: () => Date;
  everyMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Checks at start and every six hours; restarts once an update is installed and it is quiet. */
export function scheduleUpdates(s: UpdaterSchedule): void {
  const now = s.now ?? (() => new Date());
  const setTimer = s.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms).unref());
  let installed = false;
  const tick = async () => {
    if (!installed) installed = (await checkAndInstall(s.feed, s.deps)) !== null;
    if (installed && inQuietHours(now())) {
      s.restart();
      return;
    }
    // once installed, look every ten minutes for the quiet hours
    setTimer(() => void tick(), installed ? 10 * 60_000 : (s.everyMs ?? 6 * 3600_000));
  };
  setTimer(() => void tick(), 60_000);
}
