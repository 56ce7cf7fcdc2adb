/**
 * Issue 21 (first paint from the HTML): the h5 page carries an inline boot script; the server
 * allows exactly that script by its hash in the page's Content-Security-Policy (no
 * 'unsafe-inline'), and sends the page's precompressed copy when the browser accepts it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

describe('the h5 page with its inline boot script', () => {
  let web: TestServer;
  let dir: string;
  const boot = 'window.__shopBoot={responses:{}};';
  const html = `<!doctype html><title>商城</title><div id="shell"></div><script>${boot}</script><script src="/runtime-config.js"></script><div id="root"></div>${'<p>x</p>'.repeat(200)}`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-h5-web-'));
    fs.mkdirSync(path.join(dir, 'h5'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'h5', 'index.html'), html);
    fs.writeFileSync(path.join(dir, 'h5', 'index.html.br'), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(dir, 'h5', 'index.html.gz'), zlib.gzipSync(html));
    web = await startTestServer({ webDir: dir });
  });

  afterAll(async () => {
    await web?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const res = await web.inject({ method: 'GET', url: '/h5/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    const hash = crypto.createHash('sha256').update(boot).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(res.body).toBe(html);
  });

  it('sends the brotli copy when accepted, gzip otherwise, plain without either', async () => {
    const br = await web.inject({
      method: 'GET',
      url: '/h5/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gz = await web.inject({
      method: 'GET',
      url: '/h5/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await web.inject({ method: 'GET', url: '/h5/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toContain('accept-encoding');
  });
});
