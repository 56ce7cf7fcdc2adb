import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkAndInstall,
  feedUrl,
  inQuietHours,
  isNewer,
  parseRelease,
  scheduleUpdates,
  yamlValue,
} from './updater';

const BINARY = Buffer.from('#!/bin/sh\necho new terminal\n');
const SHA = createHash('sha512').update(BINARY).digest('base64');
const LATEST = `version: 24.1.0
files:
  - url: ShopTerminal-24.1.0-x86_64.AppImage
    sha512: ${SHA}
    size: ${BINARY.length}
path: ShopTerminal-24.1.0-x86_64.AppImage
sha512: ${SHA}
releaseDate: '2026-11-20T10:00:00.000Z'
`;

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function feedFetch(latest = LATEST, binary = BINARY) {
  return vi.fn(async (url: string) => {
    if (url.endsWith('latest-linux.yml')) return new Response(latest);
    if (url.endsWith('.AppImage')) return new Response(new Uint8Array(binary));
    return new Response('no', { status: 404 });
  });
}

describe('feed parsing', () => {
  it('reads top-level values, quoted or not', () => {
    expect(yamlValue(LATEST, 'version')).toBe('24.1.0');
    expect(yamlValue(LATEST, 'releaseDate')).toBe('2026-11-20T10:00:00.000Z');
    expect(yamlValue(LATEST, 'url')).toBeNull();
    expect(parseRelease(LATEST)).toEqual({
      version: '24.1.0',
      path: 'ShopTerminal-24.1.0-x86_64.AppImage',
      sha512: SHA,
    });
  });

  it('refuses a release without a field or with a path outside the feed', () => {
    expect(parseRelease('version: 1.0.0\n')).toBeNull();
    expect(parseRelease(LATEST.replace(/^path: .*$/m, 'path: ../x.AppImage'))).toBeNull();
    expect(parseRelease(LATEST.replace(/^path: .*$/m, 'path: a/b.AppImage'))).toBeNull();
  });

  it('takes only an https feed URL from app-update.yml', () => {
    expect(feedUrl('provider: generic\nurl: https://u.example/terminal\n')).toBe(
      'https://u.example/terminal/',
    );
    expect(feedUrl('provider: generic\nurl: http://u.example/terminal/\n')).toBeNull();
    expect(feedUrl('provider: generic\n')).toBeNull();
  });

  it('compares versions', () => {
    expect(isNewer('24.1.0', '24.0.6')).toBe(true);
    expect(isNewer('24.0.10', '24.0.9')).toBe(true);
    expect(isNewer('24.0.6', '24.0.6')).toBe(false);
    expect(isNewer('23.9.9', '24.0.0')).toBe(false);
    expect(isNewer('25.0.0-beta.1', '24.0.0')).toBe(false);
    expect(isNewer('24.0.0', '24.0.0-rc.1')).toBe(true);
    expect(isNewer('garbage', '1.0.0')).toBe(false);
  });

  it('knows the quiet hours', () => {
    expect(inQuietHours(new Date(2026, 0, 1, 2, 0))).toBe(true);
    expect(inQuietHours(new Date(2026, 0, 1, 4, 59))).toBe(true);
    expect(inQuietHours(new Date(2026, 0, 1, 5, 0))).toBe(false);
    expect(inQuietHours(new Date(2026, 0, 1, 14, 0))).toBe(false);
  });
});

describe('checkAndInstall', () => {
  function appImage() {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-update-'));
    dirs.push(d);
    const file = path.join(d, 'ShopTerminal.AppImage');
    fs.writeFileSync(file, 'old', { mode: 0o755 });
    return file;
  }

  it('replaces the AppImage with a newer, checksum-verified one', async () => {
    const file = appImage();
    const log = vi.fn();
    const deps = { fetch: feedFetch() as never, currentVersion: '24.0.6', appImage: file, log };
    expect(await checkAndInstall('https://u.example/t/', deps)).toBe('24.1.0');
    expect(fs.readFileSync(file)).toEqual(BINARY);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o111).not.toBe(0);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['ShopTerminal.AppImage']);
  });

  it('keeps the old file when the download does not match the sha512', async () => {
    const file = appImage();
    const log = vi.fn();
    const fetchFn = feedFetch(LATEST, Buffer.from('tampered'));
    const deps = { fetch: fetchFn as never, currentVersion: '24.0.6', appImage: file, log };
    expect(await checkAndInstall('https://u.example/t/', deps)).toBeNull();
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('sha512 mismatch'));
  });

  it('does nothing when up to date, only logs for deb installs, survives an offline feed', async () => {
    const log = vi.fn();
    const fetchFn = feedFetch();
    expect(
      await checkAndInstall('https://u.example/t/', {
        fetch: fetchFn as never,
        currentVersion: '24.1.0',
        appImage: '/x',
        log,
      }),
    ).toBeNull();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(
      await checkAndInstall('https://u.example/t/', {
        fetch: fetchFn as never,
        currentVersion: '24.0.6',
        appImage: null,
        log,
      }),
    ).toBeNull();
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('update 24.1.0 available'));
    const offline = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(
      await checkAndInstall('https://u.example/t/', {
        fetch: offline,
        currentVersion: '24.0.6',
        appImage: '/x',
        log,
      }),
    ).toBeNull();
  });
});

describe('scheduleUpdates', () => {
  it('restarts into an installed update only in the quiet hours', async () => {
    const file = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-update-'));
    dirs.push(file);
    const appImagePath = path.join(file, 'T.AppImage');
    fs.writeFileSync(appImagePath, 'old');
    const timers: { fn: () => void; ms: number }[] = [];
    let hour = 14;
    const restart = vi.fn();
    scheduleUpdates({
      feed: 'https://u.example/t/',
      deps: {
        fetch: feedFetch() as never,
        currentVersion: '24.0.6',
        appImage: appImagePath,
        log: vi.fn(),
      },
      restart,
      now: () => new Date(2026, 0, 1, hour),
      setTimer: (fn, ms) => timers.push({ fn, ms }),
    });
    const next = async () => {
      timers.shift()!.fn();
      await new Promise((r) => setTimeout(r, 20));
    };
    expect(timers[0]?.ms).toBe(60_000);
    await next();
    expect(fs.readFileSync(appImagePath)).toEqual(BINARY);
    expect(restart).not.toHaveBeenCalled();
    expect(timers[0]?.ms).toBe(10 * 60_000);
    hour = 3;
    await next();
    expect(restart).toHaveBeenCalledTimes(1);
  });
});
