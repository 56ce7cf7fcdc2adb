// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestKey } from '../../core/api/boot-prefetch';
import { boot, type BootState } from './boot';
import { SHELL_ROUTES, SHELL_STRINGS, SHELLS, type BootData } from './shells';

const paint: BootData = {
  step: 'paint',
  routes: SHELL_ROUTES,
  shells: SHELLS,
  strings: SHELL_STRINGS,
  parts: { 'icon.home': '<svg class="i-home"></svg>' },
};
const prefetch: BootData = { step: 'prefetch', routes: {}, shells: {}, strings: {}, parts: {} };

type Win = Window & { __shopBoot?: BootState; __SHOP_CONFIG__?: { apiBase?: string } };
const win = window as Win;

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, message: '', data }), {
    headers: { 'content-type': 'application/json', 'x-server-time': '1700000000' },
  });
}

function start(hash: string, answers: Record<string, unknown> = {}) {
  location.hash = hash;
  document.body.innerHTML = '<div id="shell"></div><div id="root"></div>';
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: { headers: Record<string, string> }) => {
      fetched.push({ url, headers: init.headers });
      const path = new URL(url).pathname;
      return Promise.resolve(envelope(answers[path] ?? {}));
    }),
  );
  boot(window, document, paint);
  boot(window, document, prefetch);
  return fetched;
}

beforeEach(() => {
  delete win.__shopBoot;
  win.__SHOP_CONFIG__ = { apiBase: '' };
  localStorage.clear();
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('paint: the first view from the HTML', () => {
  it("writes the route's shell in the browser's language, released by the page", () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    start('#/pages/category/category');
    const shell = document.getElementById('shell')!;
    expect(shell.querySelector('.tab-title h1')?.textContent).toBe('Categories');
    expect(shell.querySelector('.adm-tab-bar-item-active')?.textContent).toBe('Categories');
    expect(shell.dataset.release).toBe('page');
    expect(shell.dataset.route).toBe('pages/category/category');
    expect(document.documentElement.lang).toBe('en');
    expect(shell.innerHTML).toContain('<svg class="i-home"></svg>');
    expect(shell.innerHTML).not.toContain('{{');
  });

  it('the stored language wins over the browser; home waits for its data', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    localStorage.setItem('lang', 'zh-CN');
    start('');
    const shell = document.getElementById('shell')!;
    expect(shell.querySelector('.home__brand')?.textContent).toBe('商城');
    expect(shell.dataset.release).toBe('data');
    expect(win.__shopBoot?.lang).toBe('zh-CN');
  });

  it('a route without a shell removes the placeholder (the app paints it)', () => {
    start('#/pages/subpack/goods/list');
    expect(document.getElementById('shell')).toBeNull();
  });

  it("goods detail: the nav bar and the gallery's box, released by the page (issue 21)", () => {
    localStorage.setItem('lang', 'zh-CN');
    start('#/pages/subpack/goods/detail?goods_id=3');
    const shell = document.getElementById('shell')!;
    expect(shell.querySelector('.ui-page__title')?.textContent).toBe('商品详情');
    expect(shell.querySelector('.detail-gallery__slide img[data-lcp]')).not.toBeNull();
    expect(shell.dataset.release).toBe('page');
  });
});

describe("prefetch: the first view's requests while the code downloads", () => {
  it('home: its three calls as the request layer keys them, and the first banner at high priority', async () => {
    const fetched = start('#/pages/index/index', {
      '/api/v3/activity/banner': { list: [] },
      '/api/getBannerList': { list: [{ id: 1, image: '/media/b1.svg' }] },
      '/api/index': { banners: [{ id: 2, image: '/media/b2.svg' }] },
    });
    expect(fetched.map((f) => new URL(f.url).pathname).sort()).toEqual([
      '/api/getBannerList',
      '/api/index',
      '/api/v3/activity/banner',
    ]);
    expect(fetched[0]?.headers['X-Client']).toBe('h5');
    // the keys the app's own requests (with their timestamp) look up
    const keys = Object.keys(win.__shopBoot!.responses);
    expect(keys).toContain(requestKey(`${location.origin}/api/index?timestamp=1`));
    expect(keys).toContain(
      requestKey(`${location.origin}/api/getBannerList?timestamp=1&position=home`),
    );
    await vi.waitFor(() =>
      expect(document.querySelector('#shell img[data-lcp]')?.getAttribute('src')).toBe(
        '/media/b1.svg',
      ),
    );
    expect(document.querySelector('#shell img')?.getAttribute('fetchpriority')).toBe('high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/media/b1.svg');
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
    const body = (await win.__shopBoot!.responses[keys[0]!])!;
    expect(body.status).toBe(200);
    expect(body.headers).toContain('x-server-time: 1700000000');
  });

  it('sends the stored token as the request layer does', () => {
    localStorage.setItem('token', 'tok1');
    const fetched = start('#/pages/index/index');
    expect(fetched[0]?.headers.Authorization).toBe('Bearer tok1');
    expect(fetched[0]?.headers.token).toBe('tok1');
  });

  it("goods detail: the goods, its properties and SKUs, and the gallery's first image", async () => {
    const fetched = start('#/pages/subpack/goods/detail?goods_id=7', {
      '/api/goods/goods_detail': { image: '/g.svg', images: ['/g1.svg', '/g2.svg'] },
    });
    expect(fetched.map((f) => new URL(f.url).pathname + new URL(f.url).search).sort()).toEqual([
      '/api/goods/goods_detail?goods_id=7',
      '/api/goods/prop_list?goods_id=7',
      '/api/goods/sku_list?goods_id=7',
    ]);
    await vi.waitFor(() =>
      expect(
        document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href'),
      ).toBe('/g1.svg'),
    );
    // the shell's gallery shows it at once
    expect(document.querySelector('#shell .detail-gallery img')?.getAttribute('src')).toBe(
      '/g1.svg',
    );
  });

  it('other routes start nothing', () => {
    expect(start('#/pages/cart/cart')).toEqual([]);
    expect(start('#/pages/subpack/goods/detail?goods_id=x')).toEqual([]);
  });
});

describe("prefetch: the app's code after the first paint (issue 21)", () => {
  it('adds the entry and its modulepreloads two frames after the first view, not before', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(envelope({}))),
      );
      location.hash = '#/pages/category/category';
      document.body.innerHTML = '<div id="shell"></div><div id="root"></div>';
      document.head.querySelectorAll('script').forEach((s) => s.remove());
      boot(window, document, paint);
      boot(window, document, {
        ...prefetch,
        app: { entry: './assets/index-x.js', preloads: ['./assets/react-x.js'] },
      });
      const entry = () => document.head.querySelector('script[type="module"]');
      expect(entry()).toBeNull();
      frames.shift()?.(0);
      expect(entry()).toBeNull();
      frames.shift()?.(16);
      expect(entry()).toBeNull();
      vi.advanceTimersByTime(0);
      expect(entry()?.getAttribute('src')).toBe('./assets/index-x.js');
      const preload = document.head.querySelector('link[rel="modulepreload"]');
      expect(preload?.getAttribute('href')).toBe('./assets/react-x.js');
      // the fallback timer of a page that draws no frames adds nothing twice
      vi.advanceTimersByTime(2000);
      expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('prefetch: runtime-config.js from the boot script (issue 21)', () => {
  it('loads the settings script first and starts the requests once it has run', async () => {
    const fetched = start('#/pages/index/index');
    expect(fetched).toHaveLength(3);
    fetched.length = 0;
    delete win.__shopBoot;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    boot(window, document, paint);
    boot(window, document, { ...prefetch, config: '/runtime-config.js' });
    const script = document.head.querySelector('script[src="/runtime-config.js"]');
    expect(script).not.toBeNull();
    // nothing before the settings have run (their apiBase)
    expect(fetched).toHaveLength(0);
    win.__SHOP_CONFIG__ = { apiBase: 'http://api.example' };
    script!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(fetched).toHaveLength(3));
    expect(fetched.every((f) => f.url.startsWith('http://api.example/api/'))).toBe(true);
  });
});
