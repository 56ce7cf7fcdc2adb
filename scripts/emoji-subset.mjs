// Writes src/server/modules/media/emoji-subset.json: only the Fluent Emoji (flat, MIT,
// © Microsoft Corporation; @iconify-json/fluent-emoji-flat) that the picture tables
// (src/server/modules/media/pictures.ts) name, so the server never loads the 9 MB icons.json.
// Each entry: the SVG body (32x32 viewBox) and the hue of its dominant colour (for backgrounds).
// Run after changing the tables: `node scripts/emoji-subset.mjs` (it fails on an unknown name).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const icons = JSON.parse(
  readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
);

const out = await build({
  entryPoints: [`${root}src/server/modules/media/pictures.ts`],
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
});
const mod = await import(
  `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`
);

/** Hand-drawn shapes for what Fluent Emoji has no picture of (same 32x32 flat style). */
const CUSTOM = {
  // a pumpkin: three orange lobes and a green stem
  pumpkin:
    '<g fill="none"><path fill="#5f8c2b" d="M15 3.5c0-.8.7-1.5 1.5-1.4c.8.1 1.4.8 1.3 1.6l-.3 4.3h-2.6z"/><ellipse cx="10" cy="18" fill="#f08a24" rx="7.5" ry="10"/><ellipse cx="22" cy="18" fill="#f08a24" rx="7.5" ry="10"/><ellipse cx="16" cy="18" fill="#ffa53a" rx="7" ry="11"/><path fill="#e07a1a" d="M16 7.5c-1.2 3-1.7 6.5-1.7 10.5s.5 7.5 1.7 10.5c1.2-3 1.7-6.5 1.7-10.5S17.2 10.5 16 7.5"/></g>',
};

function hueOf(body) {
  const counts = new Map();
  for (const m of body.matchAll(/(?:fill|stop-color)="#([0-9a-fA-F]{6})"/g)) {
    const hex = m[1].toLowerCase();
    const r = parseInt(hex.slice(0, 2), 16) / 255;
    const g = parseInt(hex.slice(2, 4), 16) / 255;
    const b = parseInt(hex.slice(4, 6), 16) / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (max - min < 0.15) continue; // greys and whites say nothing about the object
    counts.set(hex, (counts.get(hex) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
  if (!top) return 40;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(top[0].slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  h = Math.round(h * 60);
  return (h + 360) % 360;
}

const subset = {};
const missing = [];
for (const name of mod.usedEmoji()) {
  const body = CUSTOM[name] ?? icons.icons[name]?.body;
  if (!body) {
    missing.push(name);
    continue;
  }
  subset[name] = { body, hue: hueOf(body) };
}
if (missing.length) {
  console.error(`emoji-subset: not in fluent-emoji-flat: ${missing.join(', ')}`);
  process.exit(1);
}
const file = `${root}src/server/modules/media/emoji-subset.json`;
writeFileSync(file, `${JSON.stringify(subset, null, 2)}\n`);
console.log(
  `emoji-subset: ${Object.keys(subset).length} emoji, ${readFileSync(file).length} bytes`,
);
