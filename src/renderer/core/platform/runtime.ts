/**
 * Runtime configuration: the server hosts `/runtime-config.js` (window.__SHOP_CONFIG__); in
 * Electron the preload bridge (window.host) provides it. All bases default to the page's origin.
 */
export interface RuntimeConfig {
  apiBase: string;
  merchantBase: string;
  adminBase: string;
  socketBase: string;
  appTitle: string;
  dev: boolean;
}

export interface HostBridge {
  config?: Partial<RuntimeConfig>;
  openShop?: () => void;
}

declare global {
  interface Window {
    __SHOP_CONFIG__?: Partial<RuntimeConfig>;
    host?: HostBridge;
  }
}

function origin(): string {
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

export function runtimeConfig(): RuntimeConfig {
  const w = typeof window === 'undefined' ? undefined : window;
  const c = { ...(w?.__SHOP_CONFIG__ ?? {}), ...(w?.host?.config ?? {}) };
  const base = (v: string | undefined): string => (v ? v.replace(/\/+$/, '') : origin());
  return {
    apiBase: base(c.apiBase),
    merchantBase: base(c.merchantBase),
    adminBase: base(c.adminBase),
    socketBase: base(c.socketBase),
    appTitle: c.appTitle ?? '优选商城',
    dev: c.dev ?? false,
  };
}
