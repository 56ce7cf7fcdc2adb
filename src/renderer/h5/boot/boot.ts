/**
 * The h5 app's inline boot script (issue 21: first paint without waiting for the app). The build
 * (scripts/first-paint.ts) writes this function's source into index.html, called as
 * `(boot)(window, document, data)` twice: once right after the `#shell` element (`paint`: the
 * tab screen's first view from static markup, in the stored or the browser's language), once
 * after it (`prefetch`: loads runtime-config.js, then starts the first view's API requests and
 * its LCP image, and adds the app's code once the first view has painted). The request layer takes each started response once
 * (core/api/boot-prefetch.ts), so the app sends no second request.
 *
 * Self-contained on purpose (no imports, no module state): its source is inlined as it is and runs
 * before any of the app's code. Measured reason (Lighthouse mobile, slow 4G): the first paint
 * waited for the entry, its imports and the page chunk (home FCP 2.5 s), and the banner for the
 * API calls made after the first render (73 % of LCP was waiting before the image started).
 */

import type { BootData } from './shells';

/** What the boot leaves on `window.__shopBoot` for the app. */
export interface BootState {
  lang: 'en' | 'zh-CN';
  route: string;
  /** request key (see `requestKey`) → the started response */
  responses: Record<string, Promise<BootResponse>>;
}

export interface BootResponse {
  status: number;
  /** the raw header lines (`name: value\r\n`), as XMLHttpRequest gives them */
  headers: string;
  body: string;
}

export function boot(w: Window, d: Document, data: BootData): void {
  const win = w as Window & { __shopBoot?: BootState; __SHOP_CONFIG__?: { apiBase?: string } };
  const state: BootState = win.__shopBoot || { lang: 'zh-CN', route: '', responses: {} };
  win.__shopBoot = state;

  function read(key: string): string | null {
    try {
      return w.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  // the hash route and its query ('#/pages/subpack/goods/detail?goods_id=3')
  const hash = w.location.hash.replace(/^#\/?/, '');
  const q = hash.indexOf('?');
  const path = q < 0 ? hash : hash.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));

  if (data.step === 'paint') {
    // the app's stylesheets load as print styles (not blocking this first paint): on when loaded
    d.querySelectorAll('link[data-app-css]').forEach(function (node) {
      const link = node as HTMLLinkElement;
      if (link.sheet) link.media = 'all';
      else
        link.addEventListener('load', function () {
          link.media = 'all';
        });
    });
    // core/i18n detectLanguage: the stored choice, else the browser's; English or Chinese
    const tag = read('lang') || w.navigator.language || '';
    state.lang = tag.toLowerCase().indexOf('en') === 0 ? 'en' : 'zh-CN';
    state.route = path;
    d.documentElement.lang = state.lang;
    const name = data.routes[path];
    const shell = name === undefined ? undefined : data.shells[name];
    const host = d.getElementById('shell');
    if (!host) return;
    if (!shell) {
      host.remove();
      return;
    }
    const strings = data.strings[state.lang] || {};
    host.innerHTML = shell.html.replace(/\{\{([\w.]+)\}\}/g, function (_m: string, k: string) {
      return strings[k] || data.parts[k] || '';
    });
    host.setAttribute('data-release', shell.release);
    host.setAttribute('data-route', path);
    return;
  }

  // step 'prefetch': runtime-config.js first (its apiBase), as a script added here rather than a
  // parser-blocking one in the HTML. Measured reason: Lighthouse listed the HTML's
  // runtime-config.js as render-blocking (190 ms of first paint); added from here it blocks
  // nothing and still runs before the requests below and the app (which read its settings).
  if (data.config) {
    const script = d.createElement('script');
    const next: BootData = { ...data, config: undefined };
    script.src = data.config;
    script.onload = script.onerror = function () {
      boot(w, d, next);
    };
    d.head.appendChild(script);
    return;
  }

  // the first view's requests, as the app's request layer would send them
  const cfg = win.__SHOP_CONFIG__ || {};
  const base = (cfg.apiBase || '').replace(/\/+$/, '');
  const token = read('token');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Client': 'h5',
    'Accept-Language': state.lang,
  };
  if (token) {
    headers.Authorization = 'Bearer ' + token;
    headers.token = token;
  }

  function get(api: string): Promise<BootResponse> {
    const url = new URL(base + '/' + api, w.location.href);
    const key = url.pathname + '?' + sortedQuery(url.searchParams);
    // The one request made outside core/api/http.ts: it runs before the app's code exists; the
    // request layer takes its answer (core/api/boot-prefetch.ts) instead of sending its own.
    // eslint-disable-next-line no-restricted-globals
    const started = fetch(url.href, { headers: headers, credentials: 'same-origin' }).then(
      function (res) {
        return res.text().then(function (body) {
          let lines = '';
          res.headers.forEach(function (v, k) {
            lines += k + ': ' + v + '\r\n';
          });
          return { status: res.status, headers: lines, body: body };
        });
      },
    );
    // nobody may take it (the user left the page first): its failure is not an unhandled one
    started.catch(() => undefined);
    state.responses[key] = started;
    return started;
  }
  function sortedQuery(params: URLSearchParams): string {
    const pairs: string[] = [];
    params.forEach(function (v, k) {
      if (k !== 'timestamp' && k !== 'token') pairs.push(k + '=' + v);
    });
    return pairs.sort().join('&');
  }
  function listOf(res: Promise<BootResponse>, pick: (data: never) => unknown): Promise<string[]> {
    return res.then(
      function (r) {
        try {
          const env = JSON.parse(r.body) as { code?: number; data?: unknown } | null;
          const v = env && env.code === 200 ? pick(env.data as never) : null;
          return Array.isArray(v) ? (v as unknown[]).map(String) : [];
        } catch {
          return [];
        }
      },
      function () {
        return [];
      },
    );
  }
  // The LCP image at high priority: a preload the app's <img> reuses, and the shell's own slot.
  function image(src: string | undefined): void {
    if (!src) return;
    const link = d.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'image');
    link.setAttribute('href', src);
    link.setAttribute('fetchpriority', 'high');
    d.head.appendChild(link);
    const slot = d.querySelector('#shell img[data-lcp]');
    if (slot) {
      slot.setAttribute('fetchpriority', 'high');
      slot.setAttribute('src', src);
    }
  }
  function images(fromBanner: (b: { image?: string }[]) => string[]) {
    return function (list: unknown) {
      return fromBanner((list as { image?: string }[]) || []);
    };
  }
  const bannerImages = images(function (l) {
    return l.map(function (b) {
      return String(b.image || '');
    });
  });

  if (data.app) startApp(data.app);

  if (path === '' || path === 'pages/index/index' || path === 'pages/index/init') {
    // features/home HomeScreen: its banners are the activity banners, then the banner list, then
    // the home data's, each id once (mergeBanners): the first that has any is the first slide
    const index = get('api/index');
    const activity = get('api/v3/activity/banner?position=home');
    const list = get('api/getBannerList?position=home');
    const fromActivity = listOf(activity, function (x: { list?: unknown }) {
      return bannerImages(x.list);
    });
    const fromList = listOf(list, function (x: { list?: unknown }) {
      return bannerImages(x.list);
    });
    const fromIndex = listOf(index, function (x: { banners?: unknown }) {
      return bannerImages(x.banners);
    });
    void fromActivity.then(function (a) {
      if (a.length > 0) return image(a[0]);
      return fromList.then(function (b) {
        if (b.length > 0) return image(b[0]);
        return fromIndex.then(function (c) {
          image(c[0]);
        });
      });
    });
  } else if (path === 'pages/subpack/goods/detail') {
    // features/catalogue GoodsDetailScreen: goods, its properties and SKUs; the gallery's first
    const id = Number(query.get('goods_id')) || Number(query.get('id'));
    if (id > 0 && Math.floor(id) === id) {
      const detail = get('api/goods/goods_detail?goods_id=' + id);
      void get('api/goods/prop_list?goods_id=' + id);
      void get('api/goods/sku_list?goods_id=' + id);
      void listOf(detail, function (g: { images?: unknown; image?: unknown }) {
        return Array.isArray(g.images) && g.images.length > 0 ? (g.images as unknown[]) : [g.image];
      }).then(function (l) {
        image(l[0]);
      });
    }
  }

  /**
   * The app's code, added once the first view is on screen: two animation frames (the first
   * frame with the shell has been presented), then a task. Measured reason (Lighthouse mobile,
   * simulated slow 4G): with the entry and its modulepreloads in the head, the browser fetched
   * and ran the whole app before its first paint (observed FCP 485 ms, DOMContentLoaded 80 ms),
   * so Lighthouse counted all of it as blocking the first paint (home FCP 2.2 s). A hidden page
   * draws no frames: the timer starts the app there.
   */
  function startApp(app: { entry: string; preloads: string[] }): void {
    let started = false;
    function go(): void {
      if (started) return;
      started = true;
      app.preloads.forEach(function (href) {
        const link = d.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        d.head.appendChild(link);
      });
      const script = d.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = app.entry;
      d.head.appendChild(script);
    }
    if (typeof w.requestAnimationFrame === 'function' && d.visibilityState !== 'hidden') {
      w.requestAnimationFrame(function () {
        w.requestAnimationFrame(function () {
          w.setTimeout(go, 0);
        });
      });
    }
    w.setTimeout(go, d.visibilityState === 'hidden' ? 0 : 1000);
  }
}
