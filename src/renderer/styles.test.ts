// Issue 17: styles live beside the screens that use them and use the UI tokens. The first load
// carries only the kernel's sheets; a feature's sheet comes with the lazy chunk of its screens.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RENDERER = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = path.join(RENDERER, 'features');

/** What eager-styles.ts (imported first by both entries) may import: the kernel's app.css. */
const EAGER_ALLOWED = ['./core/layout/app.css'];

function files(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.join(dir, f));
}

/** The CSS a module imports, as written ('./x.css', '../../y/z.css'). */
function cssImports(file: string): string[] {
  const src = readFileSync(file, 'utf8');
  return [...src.matchAll(/^\s*import\s+['"]([^'"]+\.css)['"]/gm)].map((m) => m[1]);
}

const rel = (file: string) => path.relative(RENDERER, file).split(path.sep).join('/');

describe('styles beside their screens (issue 17)', () => {
  it('eager-styles.ts imports only the allowed kernel sheets', () => {
    expect(cssImports(path.join(RENDERER, 'eager-styles.ts'))).toEqual(EAGER_ALLOWED);
  });

  it('the entries import no sheet themselves (only eager-styles)', () => {
    for (const entry of ['h5/main.tsx', 'kiosk/main.tsx']) {
      expect(cssImports(path.join(RENDERER, entry)), entry).toEqual([]);
    }
  });

  it('the kernel imports no feature sheet', () => {
    const core = files(path.join(RENDERER, 'core'), (f) => /\.tsx?$/.test(f));
    const bad = core.flatMap((file) =>
      cssImports(file)
        .map((spec) => rel(path.resolve(path.dirname(file), spec)))
        .filter((target) => target.startsWith('features/'))
        .map((target) => `${rel(file)} -> ${target}`),
    );
    expect(bad).toEqual([]);
  });

  it('a feature imports only its own sheets or the kernel’s, never another feature’s', () => {
    const bad: string[] = [];
    for (const file of files(FEATURES, (f) => /\.tsx?$/.test(f))) {
      const feature = rel(file).split('/')[1];
      for (const spec of cssImports(file)) {
        const target = rel(path.resolve(path.dirname(file), spec));
        const own = target.startsWith(`features/${feature}/`);
        if (!own && !target.startsWith('core/')) bad.push(`${rel(file)} -> ${target}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('feature sheets use the brand colour token, not its hex', () => {
    const bad = files(FEATURES, (f) => f.endsWith('.css')).filter((file) =>
      /#ff4a38\b/i.test(readFileSync(file, 'utf8')),
    );
    expect(bad.map(rel)).toEqual([]);
  });

  it('every feature sheet is imported by some module of its feature', () => {
    const imported = new Set(
      files(RENDERER, (f) => /\.tsx?$/.test(f)).flatMap((file) =>
        cssImports(file).map((spec) => rel(path.resolve(path.dirname(file), spec))),
      ),
    );
    const orphans = files(FEATURES, (f) => f.endsWith('.css'))
      .map(rel)
      .filter((sheet) => !imported.has(sheet));
    expect(orphans).toEqual([]);
  });
});
