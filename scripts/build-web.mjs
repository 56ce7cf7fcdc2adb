// Builds the three web apps (h5, kiosk, and admin: the operator console of issue 20) with the plain Vite config, one after the other, into
// dist/ (or $WEB_DIR, e.g. a private folder so parallel work does not overwrite dist/), and
// writes a brotli (.br) and a gzip (.gz) copy of every text asset beside it: the server sends
// those to browsers that accept them (@fastify/static `preCompressed`), so a phone downloads
// about a third of the bytes without the server compressing anything per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

// index.html too: the h5 one carries its first view's markup, CSS and boot script (issue 21)
const TEXT = /\.(html|js|css|svg|json|webmanifest)$/;

function precompress(dir) {
  let files = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    files += 1;
  }
  return files;
}

const outRoot = path.resolve(process.env.WEB_DIR ?? 'dist');
for (const mode of ['h5', 'kiosk', 'admin']) {
  await build({
    configFile: 'vite.web.config.ts',
    mode,
    logLevel: 'warn',
    build: { outDir: path.join(outRoot, mode), emptyOutDir: true },
  });
  const compressed = precompress(path.join(outRoot, mode));
  console.log(
    `built ${path.relative(process.cwd(), path.join(outRoot, mode)) || '.'} (${compressed} assets precompressed)`,
  );
}
