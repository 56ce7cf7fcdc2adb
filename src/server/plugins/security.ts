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

/**
 * Content Security Policy of the hosted apps. antd-mobile sets inline styles, so styles allow
 * 'unsafe-inline'; scripts come only from this origin. `frameHosts` answers the current
 * web-view allow-list (kept fresh by the caller; the policy is read per response).
 */
export function contentSecurityPolicy(
  config: Config,
  frameHosts: () => readonly string[] = () => [],
): Record<string, Iterable<string | (() => string)> | null> {
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
    // Served over plain HTTP on a shop's LAN too; upgrading would break same-origin requests.
    upgradeInsecureRequests: null,
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    connectSrc: connect,
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    frameSrc: [() => frameSources(frameHosts()).join(' ')],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
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
