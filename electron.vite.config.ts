/**
 * Electron build (issue 7): main (ESM, its dependencies bundled so the packaged app needs no
 * node_modules), preload (CommonJS: a sandboxed preload cannot be an ES module; everything
 * bundled) and the renderer with its two entries, h5 and kiosk. `npm run kiosk` runs it in
 * development: the renderers come from the dev server, which also answers /runtime-config.js
 * with the server URL of SHOP_SERVER_URL (default http://localhost:8080).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { appVersionDefine } from './scripts/app-version';

/** Dev only: what the app:// protocol answers for /runtime-config.js in production. */
function devRuntimeConfig(): Plugin {
  return {
    name: 'terminal-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/runtime-config.js', (_req, res) => {
        const base = (process.env.SHOP_SERVER_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
        const runtime = { apiBase: base, merchantBase: base, adminBase: base, socketBase: base };
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(`window.__SHOP_CONFIG__=${JSON.stringify({ ...runtime, dev: true })};`);
      });
    },
  };
}

export default defineConfig({
  main: {
    build: {
      externalizeDeps: false,
      outDir: 'out/main',
      rollupOptions: { input: { index: path.resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      externalizeDeps: false,
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: path.resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: path.resolve(import.meta.dirname, 'src/renderer'),
    base: './',
    plugins: [react(), devRuntimeConfig()],
    // package.json's version as import.meta.env.VITE_APP_VERSION (a terminal's app_version)
    define: appVersionDefine(import.meta.dirname),
    build: {
      outDir: 'out/renderer',
      rollupOptions: {
        input: {
          h5: path.resolve(import.meta.dirname, 'src/renderer/h5/index.html'),
          kiosk: path.resolve(import.meta.dirname, 'src/renderer/kiosk/index.html'),
        },
      },
    },
  },
});
