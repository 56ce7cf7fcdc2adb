/**
 * Registers the kiosk's offline service worker (`sw.js`, written by scripts/kiosk-sw.ts at build
 * time; issue 18) so a terminal keeps navigating between screens without a connection.
 * Only where the origin allows one (HTTPS, or localhost / 127.0.0.1), only in a production
 * build (the Vite dev server has no sw.js), and never inside Electron: there the app://
 * protocol (src/main/protocol.ts) already serves every file from disk.
 */

export interface SwEnv {
  protocol: string;
  hostname: string;
  hasServiceWorker: boolean;
  /** the Electron preload bridge is there (window.terminal) */
  electron: boolean;
  production: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether the kiosk should register its service worker in this environment. */
export function shouldRegisterServiceWorker(env: SwEnv): boolean {
  if (!env.production || !env.hasServiceWorker || env.electron) return false;
  if (env.protocol === 'https:') return true;
  return env.protocol === 'http:' && LOCAL_HOSTS.has(env.hostname);
}

/** Registers `./sw.js` with the page's folder (/kiosk/) as scope once the page has loaded. */
export function registerKioskServiceWorker(): void {
  if (typeof window === 'undefined') return;
  const env: SwEnv = {
    protocol: location.protocol,
    hostname: location.hostname,
    hasServiceWorker: 'serviceWorker' in navigator,
    electron: 'terminal' in window || /\bElectron\//.test(navigator.userAgent),
    production: import.meta.env.PROD,
  };
  if (!shouldRegisterServiceWorker(env)) return;
  const register = () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => {
      // no worker: the kiosk still works online, as before
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
