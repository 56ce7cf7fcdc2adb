/**
 * Issue 20 (ops-app): the server hosts the operator console's build at /admin/ exactly like
 * /h5/ and /kiosk/: the page revalidated on every load, hashed assets immutable, the
 * precompressed copy sent to a browser that accepts it; the runtime config carries opsBase.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('operator console hosting (/admin/)', () => {
  let web: TestServer;
  let dir: string;
  const js = `console.log(${JSON.stringify('console '.repeat(300))});`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-web-'));
    const assets = path.join(dir, 'admin', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'admin', 'index.html'),
      '<!doctype html><title>运营后台</title><script type="module" src="./assets/index-abc.js"></script>',
    );
    fs.writeFileSync(path.join(assets, 'index-abc.js'), js);
    fs.writeFileSync(path.join(assets, 'index-abc.js.br'), zlib.brotliCompressSync(js));
    web = await startTestServer({ webDir: dir });
  });

  afterAll(async () => {
    await web?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the console page at /admin/, revalidated on every load', async () => {
    const res = await web.inject({ method: 'GET', url: '/admin/' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('运营后台');
  });

  it('serves its hashed assets immutable, brotli when accepted', async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/admin/assets/index-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers['cache-control'])).toContain('immutable');
  });

  it('the runtime config the console reads carries the operator API base (opsBase)', async () => {
    const res = await web.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/"opsBase":/);
  });
});
