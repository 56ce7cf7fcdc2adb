/**
 * Electron build: main, preload (CommonJS: a sandboxed preload must be CJS) and the renderer
 * with its two entries, h5 and kiosk.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: path.resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
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
    plugins: [react()],
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
