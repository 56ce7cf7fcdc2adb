// First-load gzip JS of an app page: the entry chunk, its static imports and the page's chunk
// (scripts/bundle-size.mjs checks it against bench/budget.json; npm run bench reports it), and
// the until-idle figure of issue 21: every JS and CSS file the page fetches until the network is
// idle. Both are read from the build's manifest (.vite/manifest.json: each chunk's static
// imports, dynamic imports and CSS), so they take milliseconds instead of a browser run;
// tests/e2e/first-paint.spec.ts holds the until-idle figure against what Chromium fetches.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// the build to measure (scripts/build-web.mjs honours the same variable)
const WEB_DIR = process.env.WEB_DIR ?? 'dist';

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function readManifest(app) {
  const file = path.join(WEB_DIR, app, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`no ${file}: run npm run build first`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The manifest key of a source module named by the end of its path ('pages/index/index.tsx'):
 * keys are relative to the app's root and, for packages, go through wherever node_modules
 * resolves; a package chunk without a source ('SearchOutline') is named by its chunk name.
 */
function keyOf(manifest, module) {
  const keys = Object.keys(manifest).filter(
    (k) =>
      k === module ||
      k.endsWith(`/${module}`) ||
      manifest[k].src?.endsWith(`/${module}`) ||
      // a package module that Rolldown keyed by its chunk name ('_SearchOutline-<hash>.js')
      (!manifest[k].src && manifest[k].name === module),
  );
  if (keys.length !== 1) {
    throw new Error(`${keys.length} chunks match ${module} in the manifest (want exactly one)`);
  }
  return keys[0];
}

/** The chunks (JS files, and their CSS when `withCss`) loaded with `key`, static imports first. */
function closure(manifest, key, files, withCss) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  if (withCss) for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, files, withCss);
}

function total(app, files) {
  let bytes = 0;
  for (const f of files) bytes += gzipSize(path.join(WEB_DIR, app, f));
  return bytes;
}

/**
 * A page that is not in the entry's route table comes from a lazily loaded map of pages (the h5
 * app's ./page-map, issue 21): a deep link to it loads that map first.
 */
function pageKeys(manifest, app, pageFile) {
  const entry = manifest['index.html'];
  const page = keyOf(manifest, pageFile);
  if (entry.dynamicImports?.includes(page)) return [page];
  const map = (entry.dynamicImports ?? []).find((k) => manifest[k]?.dynamicImports?.includes(page));
  if (!map) throw new Error(`page ${pageFile} is not reachable from the ${app} entry`);
  return [map, page];
}

/** First-load gzip JS: the entry, its static imports, and the page's chunk with its imports. */
export function firstLoad(app, pageFile) {
  const manifest = readManifest(app);
  const files = new Set();
  closure(manifest, 'index.html', files, false);
  if (pageFile)
    for (const k of pageKeys(manifest, app, pageFile)) closure(manifest, k, files, false);
  return { bytes: total(app, files), files: files.size };
}

/**
 * Until idle, gzip JS + CSS: the first load with its CSS, plus the chunks the first view loads
 * lazily (`lazy`: source modules such as the push banner, the tab icons, the search icon; the
 * e2e test fails when the browser fetches a chunk this list misses).
 */
export function untilIdle(app, pageFile, lazy = []) {
  const manifest = readManifest(app);
  const files = new Set();
  closure(manifest, 'index.html', files, true);
  if (pageFile)
    for (const k of pageKeys(manifest, app, pageFile)) closure(manifest, k, files, true);
  for (const module of lazy) closure(manifest, keyOf(manifest, module), files, true);
  return { bytes: total(app, files), files: files.size, list: [...files] };
}
