import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  appOfUrl,
  contentSecurityPolicy,
  createAppProtocolHandler,
  mimeType,
  PRIVILEGED_SCHEMES,
  resolveAppPath,
  runtimeConfigScript,
} from './protocol';

const root = path.resolve('/opt/terminal/out/renderer');

describe('app:// scheme', () => {
  it('is registered standard, secure, with fetch and CORS (storage and IndexedDB work)', () => {
    expect(PRIVILEGED_SCHEMES).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          supportFetchAPI: true,
          corsEnabled: true,
        }),
      }),
    ]);
  });

  it('knows the app of a URL', () => {
    expect(appOfUrl('app://kiosk/index.html#/pages/guishang/index/index')).toBe('kiosk');
    expect(appOfUrl('app://shop/')).toBe('shop');
    expect(appOfUrl('app://setup/index.html')).toBe('setup');
    expect(appOfUrl('app://other/index.html')).toBeNull();
    expect(appOfUrl('https://kiosk/index.html')).toBeNull();
    expect(appOfUrl('::')).toBeNull();
  });
});

describe('resolveAppPath', () => {
  it('maps each app to its folder and the shared assets', () => {
    expect(resolveAppPath(root, 'app://kiosk/')).toBe(path.join(root, 'kiosk/index.html'));
    expect(resolveAppPath(root, 'app://kiosk/index.html')).toBe(
      path.join(root, 'kiosk/index.html'),
    );
    expect(resolveAppPath(root, 'app://shop/index.html?x=1#/pages/index/index')).toBe(
      path.join(root, 'h5/index.html'),
    );
    expect(resolveAppPath(root, 'app://kiosk/assets/kiosk-1.js')).toBe(
      path.join(root, 'assets/kiosk-1.js'),
    );
  });

  it('refuses path traversal, encoded separators, NUL and backslashes', () => {
    for (const url of [
      'app://kiosk/%2e%2e%2f%2e%2e%2fmain/index.js',
      'app://kiosk/..%2f..%2fmain/index.js',
      'app://kiosk/assets/..%5c..%5cmain%5cindex.js',
      'app://kiosk/index.html%00.png',
      'app://kiosk/..\\..\\main\\index.js',
      'app://kiosk/%252e%252e/%E0%A4%A',
    ]) {
      expect(resolveAppPath(root, url), url).toBeNull();
    }
    // the URL parser removes dot segments: they can never climb out of the app's folder
    const climbed = resolveAppPath(root, 'app://kiosk/../../../etc/passwd');
    expect(climbed).toBe(path.join(root, 'kiosk/etc/passwd'));
    const viaAssets = resolveAppPath(root, 'app://shop/assets/../../main/index.js');
    expect(viaAssets).toBe(path.join(root, 'h5/main/index.js'));
  });

  it('refuses other apps and schemes', () => {
    expect(resolveAppPath(root, 'app://setup/index.html')).toBeNull();
    expect(resolveAppPath(root, 'app://evil/index.html')).toBeNull();
    expect(resolveAppPath(root, 'file:///etc/passwd')).toBeNull();
    expect(resolveAppPath(root, 'nonsense')).toBeNull();
  });
});

describe('content security policy', () => {
  it('allows scripts from the app only and the configured server for data', () => {
    const csp = contentSecurityPolicy('https://shop.example.com:8443');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain(
      "connect-src 'self' https://shop.example.com:8443 wss://shop.example.com:8443",
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(contentSecurityPolicy(null)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy('http://10.0.0.2:8080')).toContain('ws://10.0.0.2:8080');
  });

  it('gives the renderers their server through runtime-config.js', () => {
    const js = runtimeConfigScript('http://10.0.0.2:8080');
    const match = /^window\.__SHOP_CONFIG__=(\{.*\});$/.exec(js);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toMatchObject({
      apiBase: 'http://10.0.0.2:8080',
      merchantBase: 'http://10.0.0.2:8080',
      socketBase: 'http://10.0.0.2:8080',
    });
  });

  it('knows the content types of the bundle', () => {
    expect(mimeType('/a/index.html')).toMatch(/^text\/html/);
    expect(mimeType('/a/x.JS')).toMatch(/^text\/javascript/);
    expect(mimeType('/a/x.bin')).toBe('application/octet-stream');
  });
});

describe('protocol handler', () => {
  const files: Record<string, string> = {
    [path.join(root, 'kiosk/index.html')]: '<html>kiosk</html>',
    [path.join(root, 'assets/a.js')]: 'console.log(1)',
  };
  const handler = createAppProtocolHandler({
    rendererRoot: root,
    serverUrl: () => 'https://shop.example.com',
    readFile: async (f) => {
      const body = files[f];
      if (body === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return Buffer.from(body);
    },
  });
  const get = (url: string, method = 'GET') => handler(new Request(url, { method }));

  it('serves files with the CSP and nosniff', async () => {
    const res = await get('app://kiosk/index.html');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<html>kiosk</html>');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain('https://shop.example.com');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const js = await get('app://kiosk/assets/a.js');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('answers 403 outside the app, 404 for a missing file, 405 for writes', async () => {
    expect((await get('app://kiosk/..%2f..%2fmain/index.js')).status).toBe(403);
    expect((await get('app://evil/index.html')).status).toBe(403);
    expect((await get('app://kiosk/missing.js')).status).toBe(404);
    expect((await get('app://kiosk/index.html', 'POST')).status).toBe(405);
  });

  it('serves runtime-config.js and the setup screen', async () => {
    const cfg = await get('app://shop/runtime-config.js');
    expect(await cfg.text()).toContain('"apiBase":"https://shop.example.com"');
    const setup = await get('app://setup/');
    expect(setup.status).toBe(200);
    expect(await setup.text()).toContain('<script src="/setup.js" defer></script>');
    expect(setup.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await get('app://setup/setup.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await get('app://setup/other')).status).toBe(404);
  });
});
