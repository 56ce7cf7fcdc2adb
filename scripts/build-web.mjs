// Builds the two web apps (h5, kiosk) with the plain Vite config, one after the other, into
// dist/ (or $WEB_DIR, e.g. a private folder so parallel work does not overwrite dist/).
import path from 'node:path';
import { build } from 'vite';

const outRoot = path.resolve(process.env.WEB_DIR ?? 'dist');
for (const mode of ['h5', 'kiosk']) {
  await build({
    configFile: 'vite.web.config.ts',
    mode,
    logLevel: 'warn',
    build: { outDir: path.join(outRoot, mode), emptyOutDir: true },
  });
  console.log(`built ${path.relative(process.cwd(), path.join(outRoot, mode)) || '.'}`);
}
