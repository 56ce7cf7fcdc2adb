/**
 * Issue 18 (offline kiosk): the server sends the kiosk's service worker so that a browser
 * revalidates it on every load (a new build's worker takes over on the next load), while the
 * hashed chunks it precaches stay immutable; and the worker the build writes precaches every
 * file of the build and never answers /api/* or socket.io.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceWorkerSource } from '../../scripts/kiosk-sw';
import { startTestServer, type TestServer } from './harness';

describe('kiosk service worker', () => {
  let web: TestServer;
  let dir: string;
  const sw = serviceWorkerSource(['index.html', 'assets/a.js', 'assets/font.woff2'], 'abc123');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-kiosk-sw-'));
    const assets = path.join(dir, 'kiosk', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(dir, 'kiosk', 'index.html'), '<!doctype html><title>k</title>');
    fs.writeFileSync(path.join(assets, 'a.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'kiosk', 'sw.js'), sw);
    web = await startTestServer({ webDir: dir });
  });

  afterAll(async () => {
    await web?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves /kiosk/sw.js as JavaScript with no-cache and its scope allowed', async () => {
    const res = await web.inject({ method: 'GET', url: '/kiosk/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/kiosk/');
    expect(res.body).toContain('"assets/a.js"');
    // the chunks it precaches stay immutable
    const chunk = await web.inject({ method: 'GET', url: '/kiosk/assets/a.js' });
    expect(String(chunk.headers['cache-control'])).toContain('immutable');
  });

  it('the worker is versioned, precaches the list and leaves /api and socket.io to the network', () => {
    expect(sw).toContain('const VERSION = "abc123"');
    expect(sw).toContain('["index.html","assets/a.js","assets/font.woff2"]');
    expect(sw).toMatch(/startsWith\('\/api\/'\).*startsWith\('\/socket\.io\/'\)\) return;/);
    expect(sw).toContain('caches.delete');
    expect(sw).toContain('workbox-build');
    // it parses (compiled, never run)
    expect(() => new vm.Script(sw)).not.toThrow();
  });
});
