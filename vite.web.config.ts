/**
 * Plain web build of the three apps for the server to host at /h5/, /kiosk/ and /admin/:
 * `vite build --config vite.web.config.ts --mode h5|kiosk|admin` (scripts/build-web.mjs runs
 * them all; `admin` is the operator console of issue 20).
 * Relative asset paths, so the same build also works under app:// in Electron.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appVersionDefine } from './scripts/app-version';
import { firstPaint } from './scripts/first-paint';
import { kioskServiceWorker } from './scripts/kiosk-sw';

export default defineConfig(({ mode }) => {
  // issue 20: `admin`, the operator console (desktop, dev port 5175)
  const app = mode === 'kiosk' ? 'kiosk' : mode === 'admin' ? 'admin' : 'h5';
  const server = process.env.SHOP_SERVER ?? 'http://localhost:8080';
  return {
    root: path.resolve(import.meta.dirname, 'src/renderer', app),
    base: './',
    // the kiosk's offline precache worker (sw.js, issue 18); Electron builds do not use it
    // h5: the tab screens' first view from the HTML (issue 21, scripts/first-paint.ts)
    plugins:
      app === 'kiosk'
        ? [react(), kioskServiceWorker()]
        : app === 'h5'
          ? [react(), firstPaint()]
          : [react()],
    // package.json's version as import.meta.env.VITE_APP_VERSION (a terminal's app_version)
    define: appVersionDefine(import.meta.dirname),
    build: {
      outDir: path.resolve(import.meta.dirname, 'dist', app),
      emptyOutDir: true,
      target: 'es2020',
      chunkSizeWarningLimit: 600,
      // .vite/manifest.json: each chunk's static imports, dynamic imports and CSS, from which
      // scripts/first-load.mjs computes the first-load and until-idle figures (issue 21)
      manifest: true,
    },
    server: {
      port: app === 'kiosk' ? 5174 : app === 'admin' ? 5175 : 5173,
      proxy: Object.fromEntries(
        ['/api', '/media', '/uploads', '/pay', '/runtime-config.js', '/__dev'].map((p) => [
          p,
          server,
        ]),
      ),
    },
  };
});
