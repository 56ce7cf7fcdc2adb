import crypto from 'node:crypto';
import type { Config } from '../config';

/** Same-origin requests carry no Origin header (or the server's own); others must be listed. */
export function originAllowed(config: Config, origin: string | undefined): boolean {
  if (!origin) return true;
  return config.corsOrigins.includes(origin);
}

/**
 * `frame-src` sources of the web-view allow-list (`web_view_hosts` of the app config): the
 * web-view page frames only https pages of exactly those hosts. Hosts that are not plain host
 * names are left out (they could widen the policy).
 */
export function frameSources(hosts: readonly string[]): string[] {
  return [
    "'self'",
    ...hosts
      .filter((h) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(h) && !h.startsWith('.'))
      .map((h) => `https://${h.toLowerCase()}`),
  ];
}

/** CSP directives by camel-case name (`scriptSrc` is `script-src`), each its list of sources. */
export type CspDirectives = Record<string, readonly string[]>;

/**
 * Content Security Policy of the hosted apps. antd-mobile sets inline styles, so styles allow
 * 'unsafe-inline'; scripts come only from this origin (the h5 page adds its inline scripts'
 * hashes, `withScriptSources`). `frameHosts` is the current web-view allow-list. No
 * upgrade-insecure-requests: the apps are served over plain HTTP on a shop's LAN too, where
 * upgrading would break same-origin requests.
 */
export function contentSecurityPolicy(
  config: Config,
  frameHosts: readonly string[] = [],
): CspDirectives {
  const connect = ["'self'", 'ws:', 'wss:'];
  // the API hosts, and the media server's HLS host (hls.js fetches playlists and segments)
  for (const base of [
    config.apiBase,
    config.merchantBase,
    config.adminBase,
    config.opsBase, // issue 20 (ops-server)
    config.socketBase,
    config.live.hlsBase,
  ]) {
    if (base) connect.push(new URL(base).origin);
  }
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    connectSrc: connect,
    frameSrc: frameSources(frameHosts),
  };
}

/** The Content-Security-Policy header value of `directives` (as helmet writes it). */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      for (const s of sources) {
        // a separator inside a source would start another directive or policy
        if (/[;,\s]/.test(s) || s === '') throw new Error(`CSP ${name}: invalid source ${s}`);
      }
      const directive = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return sources.length > 0 ? `${directive} ${sources.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * The security headers of every response: the policy above and helmet 8's other defaults
 * (cross-origin-resource-policy `cross-origin`: the apps' images are used by other origins'
 * pages, e.g. the kiosk's `app://` window), as @fastify/helmet sent them before issue 21.
 *
 * Built once per web-view allow-list (app.ts rebuilds it when the list changes) and set by one
 * hook, instead of @fastify/helmet, which builds helmet's middleware anew for every request
 * (parsing the directives and calling the frame-src function each time): measured 8–10 % of
 * the CPU of a cached home answer (issue 21 profile).
 */
export function securityHeaders(
  config: Config,
  frameHosts: readonly string[] = [],
): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': cspHeader(contentSecurityPolicy(config, frameHosts)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'cross-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

/**
 * Issue 21: the `'sha256-…'` sources of the inline `<script>`s of a hosted app's page (the h5
 * page's boot script paints the first view and starts its requests before the app's code
 * arrives). Only these exact scripts may run inline; `script-src` stays `'self'` otherwise.
 */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
    out.push(
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
    );
  }
  return out;
}

/** The policy `csp` (helmet's header) with `sources` added to its `script-src`. */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  return csp.replace(/(^|;)\s*script-src ([^;]*)/, (_m, lead: string, list: string) => {
    return `${lead}script-src ${list} ${sources.join(' ')}`;
  });
}

/**
 * The security headers of the current web-view allow-list: rebuilt only when the list changes
 * (app.ts reads it when the server is ready and every minute after).
 */
export class SecurityHeaderSet {
  #hosts: readonly string[] = [];
  #headers: Readonly<Record<string, string>>;

  constructor(private readonly config: Config) {
    this.#headers = securityHeaders(config, this.#hosts);
  }

  get headers(): Readonly<Record<string, string>> {
    return this.#headers;
  }

  /** Takes the allow-list `hosts`; rebuilds the headers (and answers true) when it differs. */
  setFrameHosts(hosts: readonly string[]): boolean {
    const same = hosts.length === this.#hosts.length && hosts.every((h, i) => h === this.#hosts[i]);
    if (same) return false;
    this.#hosts = [...hosts];
    this.#headers = securityHeaders(this.config, this.#hosts);
    return true;
  }
}
