/**
 * First paint from the HTML (issue 21): a Vite plugin of the h5 web build (vite.web.config.ts,
 * mode `h5`) that writes into index.html
 * - the critical CSS: the rules of the build's own CSS whose selectors use only the classes of
 *   the tab screens' static first views (src/renderer/h5/boot/shells.ts), plus the root rules
 *   (`:root`, `html`, `body`, `*`) they need, inlined in a `<style>`;
 * - `#shell`, and the inline boot script (src/renderer/h5/boot/boot.ts) that paints the route's
 *   first view in the user's language into it, then, once runtime-config.js has run, starts the
 *   first view's API requests and its LCP image;
 * - runtime-config.js out of the HTML (where it blocked the first paint): the boot script loads it;
 * - the app's entry and modulepreloads out of the head: the boot script adds them after the first
 *   view has painted.
 *
 * Written by hand instead of a critical-CSS package (critters/beasties): no new packages here,
 * and the shells are a few known classes, so a selector filter over the built CSS is enough.
 * Measured reason: Lighthouse mobile home FCP 2.5 s / LCP 3.5 s waited for the whole app.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';
import {
  SHELL_ROUTES,
  SHELL_STRINGS,
  SHELLS,
  type BootData,
  type ShellIcons,
} from '../src/renderer/h5/boot/shells';

const require = createRequire(import.meta.url);

/** The tab bar's and the search entry's icons, rendered from antd-mobile-icons as the app does. */
export function renderIcons(): ShellIcons {
  const React = require('react') as typeof import('react');
  const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');
  const icon = (name: string, size?: number) => {
    const mod = require(`antd-mobile-icons/cjs/${name}.js`) as {
      default: import('react').ComponentType<Record<string, unknown>>;
    };
    return renderToStaticMarkup(
      // props in the components' order (tab-icon-set.tsx): the markup comes out the same
      React.createElement(mod.default, {
        ...(size ? { style: { fontSize: size } } : {}),
        'aria-hidden': 'true',
      }),
    );
  };
  // core/layout/tab-icon-set.tsx (24 px) and HomeScreen's search entry
  return {
    'icon.home': icon('AppOutline', 24),
    'icon.category': icon('AppstoreOutline', 24),
    'icon.cart': icon('ShopbagOutline', 24),
    'icon.mine': icon('UserOutline', 24),
    'icon.search': icon('SearchOutline'),
  };
}

/** Top-level blocks of minified CSS: `selector{…}` and `@media …{…}` (nested blocks kept whole). */
export function cssBlocks(css: string): { prelude: string; body: string }[] {
  const out: { prelude: string; body: string }[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let j = open + 1;
    while (j < css.length && depth > 0) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}') depth -= 1;
      j += 1;
    }
    out.push({ prelude: css.slice(i, open).trim(), body: css.slice(open + 1, j - 1) });
    i = j;
  }
  return out;
}

const ROOT_SELECTOR = /^(:root|html|body|\*|\*:before|\*:after|\*::before|\*::after|html,body)$/;

/** Whether one selector applies only to markup made of `classes` (or is a root rule). */
function selectorKept(selector: string, classes: Set<string>): boolean {
  const s = selector.trim();
  if (ROOT_SELECTOR.test(s)) return true;
  const used = [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? '');
  if (used.length === 0) return false;
  return used.every((c) => classes.has(c));
}

/** The rules of `css` that the markup using `classes` needs (media queries filtered inside). */
export function criticalCss(css: string, classes: Set<string>): string {
  let out = '';
  for (const { prelude, body } of cssBlocks(css)) {
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = criticalCss(body, classes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      continue; // @keyframes, @font-face, @layer statements: not needed for a static first view
    } else {
      const kept = prelude.split(',').filter((sel) => selectorKept(sel, classes));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

export function classesOf(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/class="([^"]*)"/g)) {
    for (const c of (m[1] ?? '').split(/\s+/)) if (c) out.add(c);
  }
  return out;
}

/** The boot function (src/renderer/h5/boot/boot.ts) as a minified classic script: `__shopBootFn`. */
export function bootScript(): string {
  const out = buildSync({
    entryPoints: [path.join(import.meta.dirname, '../src/renderer/h5/boot/boot.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__shopBootLib',
    minify: true,
    target: 'es2020',
    write: false,
  });
  return `${out.outputFiles[0]?.text ?? ''}window.__shopBootFn=__shopBootLib.boot;`;
}

/** The overlay: over everything the app renders beneath it until the page removes it. */
const SHELL_CSS =
  '#shell{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2000;overflow:hidden;background:var(--app-bg,#f5f5f5)}' +
  '#shell .ui-tabbar-layout{height:100%}';

export function firstPaint(): Plugin {
  return {
    name: 'shop-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const icons = renderIcons();
        const markup = Object.values(SHELLS)
          .map((s) => s.html)
          .join('');
        let css = '';
        for (const file of Object.values(ctx.bundle ?? {})) {
          if (file.type === 'asset' && file.fileName.endsWith('.css')) {
            css +=
              typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString();
          }
        }
        const critical = criticalCss(css, classesOf(markup + Object.values(icons).join('')));
        const paint: BootData = {
          step: 'paint',
          routes: SHELL_ROUTES,
          shells: SHELLS,
          strings: SHELL_STRINGS,
          parts: { ...icons },
        };
        const prefetch: BootData = {
          step: 'prefetch',
          routes: {},
          shells: {},
          strings: {},
          parts: {},
        };
        const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
        const bootSource = bootScript();
        const runtime = '<script src="/runtime-config.js"></script>';
        if (!html.includes(runtime)) throw new Error('first-paint: no runtime-config.js script');
        if (!html.includes('<div id="root"></div>')) throw new Error('first-paint: no #root');
        // The app's stylesheets stop blocking the first paint (the critical CSS above paints the
        // shell): loaded as print styles, switched on when loaded (boot.ts; the app's start does
        // it too, core/platform/shell.ts), and the shell waits for them before it goes.
        // The entry and its modulepreloads leave the head: the boot script adds them once the
        // first view has painted (boot.ts startApp, where the measured reason is).
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('first-paint: no entry script');
        const preloads: string[] = [];
        const withoutApp = html
          .replace(entry[0], '')
          .replace(
            /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
            (_m, href: string) => {
              preloads.push(href);
              return '';
            },
          );
        prefetch.app = { entry: entry[1], preloads };
        // runtime-config.js: loaded by the boot script (boot.ts, where the measured reason is)
        prefetch.config = '/runtime-config.js';
        const deferred = withoutApp.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
          '<link rel="stylesheet" crossorigin href="$1" media="print" data-app-css>',
        );
        if (!deferred.includes('data-app-css')) throw new Error('first-paint: no stylesheet');
        return deferred
          .replace(runtime, '')
          .replace('</head>', `<style id="shell-css">${critical}${SHELL_CSS}</style></head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="shell" aria-hidden="true"></div>` +
              `<script>${bootSource}__shopBootFn(window,document,${json(paint)})</script>` +
              `<script>__shopBootFn(window,document,${json(prefetch)})</script>` +
              `<div id="root"></div>`,
          );
      },
    },
  };
}
