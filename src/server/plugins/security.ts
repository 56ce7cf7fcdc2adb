import type { Config } from '../config';

/** Same-origin requests carry no Origin header (or the server's own); others must be listed. */
export function originAllowed(config: Config, origin: string | undefined): boolean {
  if (!origin) return true;
  return config.corsOrigins.includes(origin);
}

/**
 * Content Security Policy of the hosted apps. antd-mobile sets inline styles, so styles allow
 * 'unsafe-inline'; scripts come only from this origin.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const connect = ["'self'", 'ws:', 'wss:'];
  for (const base of [config.apiBase, config.merchantBase, config.adminBase, config.socketBase]) {
    if (base) connect.push(new URL(base).origin);
  }
  return {
    // Served over plain HTTP on a shop's LAN too; upgrading would break same-origin requests.
    upgradeInsecureRequests: null as unknown as string[],
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    connectSrc: connect,
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}
