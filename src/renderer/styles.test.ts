// Issue 17: styles live beside the screens that use them and use the UI tokens. The first load
// carries only the kernel's sheets; a feature's sheet comes with the lazy chunk of its screens.
// The renderer's modules are read as text through Vite (import.meta.glob with ?raw), so this file
// type-checks with the web config like the rest of src/renderer (which has no Node types).
import { describe, expect, it } from 'vitest';

/** What eager-styles.ts (imported first by both entries) may import: the kernel's app.css. */
const EAGER_ALLOWED = ['./core/layout/app.css'];

/** Every module of the renderer (tests aside) and every sheet, by path from here ('core/…'). */
const MODULES = byPath(
  import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
/** Node's readFileSync, typed here: the web config has no Node types, and vitest hands a `?raw`
 *  CSS import over empty (it does not process CSS), so the sheets are read from disk. */
const { readFileSync } = (await import(/* @vite-ignore */ `node:${'fs'}`)) as {
  readFileSync(file: URL, encoding: 'utf8'): string;
};
const SHEETS = new Map(
  Object.keys(import.meta.glob('./**/*.css')).map((key) => [
    key.replace(/^\.\//, ''),
    readFileSync(new URL(key, import.meta.url), 'utf8'),
  ]),
);

function byPath(glob: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(glob).map(([key, text]) => [key.replace(/^\.\//, ''), text]));
}

/** `spec` (as written in `file`'s import) as a path from here. */
function resolve(file: string, spec: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The CSS a module imports, as written ('./x.css', '../../y/z.css'). */
function cssImports(file: string): string[] {
  const src = MODULES.get(file);
  if (src === undefined) throw new Error(`no module ${file}`);
  return [...src.matchAll(/^\s*import\s+['"]([^'"]+\.css)['"]/gm)].map((m) => m[1] as string);
}

const modulesUnder = (dir: string) => [...MODULES.keys()].filter((f) => f.startsWith(dir));
const featureSheets = () => [...SHEETS.keys()].filter((f) => f.startsWith('features/'));

describe('styles beside their screens (issue 17)', () => {
  it('reads the renderer’s modules and sheets as text', () => {
    expect(MODULES.get('eager-styles.ts')).toContain('app.css');
    expect(SHEETS.get('core/ui/ui.css')).toContain('--ui-color-primary');
  });

  it('eager-styles.ts imports only the allowed kernel sheets', () => {
    expect(cssImports('eager-styles.ts')).toEqual(EAGER_ALLOWED);
  });

  it('the entries import no sheet themselves (only eager-styles)', () => {
    for (const entry of ['h5/main.tsx', 'kiosk/main.tsx']) {
      expect(cssImports(entry), entry).toEqual([]);
    }
  });

  it('the kernel imports no feature sheet', () => {
    const bad = modulesUnder('core/').flatMap((file) =>
      cssImports(file)
        .map((spec) => resolve(file, spec))
        .filter((target) => target.startsWith('features/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(bad).toEqual([]);
  });

  it('a feature imports only its own sheets or the kernel’s, never another feature’s', () => {
    const bad: string[] = [];
    for (const file of modulesUnder('features/')) {
      const feature = file.split('/')[1];
      for (const spec of cssImports(file)) {
        const target = resolve(file, spec);
        const own = target.startsWith(`features/${feature}/`);
        if (!own && !target.startsWith('core/')) bad.push(`${file} -> ${target}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('feature sheets use the brand colour token, not its hex', () => {
    const bad = featureSheets().filter((file) => /#ff4a38\b/i.test(SHEETS.get(file) ?? ''));
    expect(bad).toEqual([]);
  });

  it('every feature sheet is imported by some module of its feature', () => {
    const imported = new Set(
      [...MODULES.keys()].flatMap((file) => cssImports(file).map((spec) => resolve(file, spec))),
    );
    const orphans = featureSheets().filter((sheet) => !imported.has(sheet));
    expect(orphans).toEqual([]);
  });
});
