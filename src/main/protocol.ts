/**
 * The `app://` protocol: the bundled renderers are served from `app://kiosk` and `app://shop`
 * (and the first-run form from `app://setup`), a privileged standard, secure scheme, so storage,
 * IndexedDB, fetch and CORS behave as on https (ARCHITECTURE.md "Terminals"). Every response
 * carries the Content Security Policy; a path that leaves the app's folders is refused.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CustomScheme } from 'electron';
import type { TerminalApp } from '../shared/terminal-bridge';
import { SETUP_FILES } from './setup/page';

export const APP_SCHEME = 'app';

/** For `protocol.registerSchemesAsPrivileged`, before the app is ready. */
export const PRIVILEGED_SCHEMES: CustomScheme[] = [
  {
    scheme: APP_SCHEME,
    privileges: {
      standard: true,
      secure: true,
      supportFetchAPI: true,
      corsEnabled: true,
      allowServiceWorkers: false,
      stream: true,
      codeCache: true,
    },
  },
];

/** The renderer folder of each app inside `out/renderer`. */
const APP_DIRS: Record<Exclude<TerminalApp, 'setup'>, string> = { kiosk: 'kiosk', shop: 'h5' };

export function appOrigin(app: TerminalApp): string {
  return `${APP_SCHEME}://${app}`;
}

export function appUrl(app: TerminalApp, hash = ''): string {
  return `${appOrigin(app)}/index.html${hash}`;
}

/** `app://kiosk/...` → 'kiosk'; anything else → null. */
export function appOfUrl(url: string): TerminalApp | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:`) return null;
  return u.host === 'kiosk' || u.host === 'shop' || u.host === 'setup' ? u.host : null;
}

/**
 * The file an `app://<app>/<path>` request maps to, or null (unknown app, encoded slashes or
 * NUL, a path that resolves outside the app's folder or the shared assets folder).
 * `/` and `/index.html` are the app's page; `/assets/*` the bundle's shared assets.
 */
export function resolveAppPath(rendererRoot: string, requestUrl: string): string | null {
  let u: URL;
  try {
    u = new URL(requestUrl);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:` || (u.host !== 'kiosk' && u.host !== 'shop')) return null;
  // The URL parser already removed `.`/`..` segments; refuse what it cannot see through.
  if (/%2f|%5c|%00/i.test(u.pathname)) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  if (pathname === '/' || pathname === '') pathname = '/index.html';
  const root = path.resolve(rendererRoot);
  const shared = path.join(root, 'assets');
  const own = path.join(root, APP_DIRS[u.host]);
  const base = pathname.startsWith('/assets/') ? root : own;
  const file = path.resolve(base, `.${pathname}`);
  const inside = (dir: string) => file.startsWith(`${dir}${path.sep}`);
  return inside(own) || inside(shared) ? file : null;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The CSP of every `app://` page. Scripts only from the app itself (no inline, no eval); the
 * configured server for API calls, sockets, images and media; antd-mobile needs inline styles.
 */
export function contentSecurityPolicy(serverUrl: string | null): string {
  const server = serverUrl ? new URL(serverUrl).origin : null;
  const ws = server ? server.replace(/^http/, 'ws') : null;
  const extra = (...v: (string | null)[]) => v.filter(Boolean).join(' ');
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${extra(server)}`.trim(),
    `media-src 'self' blob: https: ${extra(server)}`.trim(),
    `connect-src 'self' ${extra(server, ws)}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self' ${extra(server)}`.trim(),
  ];
  return directives.join('; ');
}

/** What the renderers read before their bundle runs (core/platform/runtime.ts). */
export function runtimeConfigScript(serverUrl: string | null, dev = false): string {
  const base = serverUrl ?? '';
  const runtime = {
    apiBase: base,
    merchantBase: base,
    adminBase: base,
    socketBase: base,
    dev,
  };
  return `window.__SHOP_CONFIG__=${JSON.stringify(runtime)};`;
}

export interface ProtocolDeps {
  rendererRoot: string;
  /** the configured server, null before setup */
  serverUrl: () => string | null;
  readFile?: (file: string) => Promise<Buffer>;
}

/** The `protocol.handle('app', …)` handler. */
export function createAppProtocolHandler(deps: ProtocolDeps) {
  const read = deps.readFile ?? ((f: string) => fs.readFile(f));
  return async (request: Request): Promise<Response> => {
    const serverUrl = deps.serverUrl();
    const headers = (type: string) => ({
      'content-type': type,
      'content-security-policy': contentSecurityPolicy(serverUrl),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('method not allowed', { status: 405, headers: headers('text/plain') });
    }
    const url = new URL(request.url);
    if (url.host === 'setup') {
      const file = SETUP_FILES[url.pathname === '/' ? '/index.html' : url.pathname];
      if (!file) return new Response('not found', { status: 404, headers: headers('text/plain') });
      return new Response(file.body, { status: 200, headers: headers(file.type) });
    }
    if (url.pathname === '/runtime-config.js' && appOfUrl(request.url)) {
      return new Response(runtimeConfigScript(serverUrl), {
        status: 200,
        headers: headers(MIME['.js']!),
      });
    }
    const file = resolveAppPath(deps.rendererRoot, request.url);
    if (!file) return new Response('forbidden', { status: 403, headers: headers('text/plain') });
    try {
      const body = await read(file);
      return new Response(new Uint8Array(body), { status: 200, headers: headers(mimeType(file)) });
    } catch {
      return new Response('not found', { status: 404, headers: headers('text/plain') });
    }
  };
}
