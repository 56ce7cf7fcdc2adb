// Compiles the server (src/server/main.ts and what it imports, src/shared included) into one
// ES module, dist/server/main.js, with Vite's server-side build: packages stay external
// (node_modules at run time), so `npm start` runs plain JavaScript instead of compiling
// TypeScript in memory at every start (tsx).
import path from 'node:path';
import { build } from 'vite';

const outRoot = path.resolve(process.env.WEB_DIR ?? 'dist');
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: path.join(outRoot, 'server'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
});
console.log(`built ${path.relative(process.cwd(), path.join(outRoot, 'server')) || '.'}/main.js`);
