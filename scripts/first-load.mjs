// First-load gzip JS of an app page: the entry chunk, its static imports and the page's chunk
// (scripts/bundle-size.mjs checks it against bench/budget.json; npm run bench reports it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// the build to measure (scripts/build-web.mjs honours the same variable)
const WEB_DIR = process.env.WEB_DIR ?? 'dist';

function gzipSize(file) {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Static imports of a chunk (what the browser must fetch before it runs). */
function staticImports(dir, file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const src = fs.readFileSync(path.join(dir, file), 'utf8');
  for (const m of src.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    staticImports(dir, m[1], seen);
  }
}

export function firstLoad(app, pageFile) {
  const dir = path.join(WEB_DIR, app, 'assets');
  const html = fs.readFileSync(path.join(WEB_DIR, app, 'index.html'), 'utf8');
  const entry = /src="\.\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no entry script in ${WEB_DIR}/${app}/index.html`);
  const seen = new Set();
  staticImports(dir, entry, seen);
  if (pageFile) {
    // The router's glob maps the page file to its chunk: "../pages/x.tsx":()=>…import("./x-hash.js")
    const src = fs.readFileSync(path.join(dir, entry), 'utf8');
    const key = `"../${pageFile}":`;
    const at = src.indexOf(key);
    const chunk =
      at < 0 ? null : /import\(["'`]\.\/([^"'`]+\.js)["'`]\)/.exec(src.slice(at, at + 300))?.[1];
    if (!chunk) throw new Error(`page ${pageFile} not found in the ${app} entry`);
    staticImports(dir, chunk, seen);
  }
  let total = 0;
  for (const f of seen) total += gzipSize(path.join(dir, f));
  return { bytes: total, files: seen.size };
}
