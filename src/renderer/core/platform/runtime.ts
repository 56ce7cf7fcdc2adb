/**
 * Runtime configuration: `/runtime-config.js` sets window.__SHOP_CONFIG__ — served by the server,
 * and on a terminal by the Electron app:// protocol from the terminal's configuration
 * (src/main/protocol.ts). All bases default to the page's origin.
 */
export interface RuntimeConfig {
  apiBase: string;
  merchantBase: string;
  adminBase: string;
  socketBase: string;
  /** issue 20: the operator API (`/api/ops/*`), OPS_BASE on the server */
  opsBase: string;
  appTitle: string;
  dev: boolean;
}

declare global {
  interface Window {
    __SHOP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

function origin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

export function runtimeConfig(): RuntimeConfig {
  const w = typeof window === 'undefined' ? undefined : window;
  const c = w?.__SHOP_CONFIG__ ?? {};
  const base = (v: string | undefined): string => (v ? v.replace(/\/+$/, '') : origin());
  return {
    apiBase: base(c.apiBase),
    merchantBase: base(c.merchantBase),
    adminBase: base(c.adminBase),
    socketBase: base(c.socketBase),
    opsBase: base(c.opsBase),
    appTitle: c.appTitle ?? '优选商城',
    dev: c.dev ?? false,
  };
}
