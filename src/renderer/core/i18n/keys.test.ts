// Every literal translation key used in the renderer exists in both languages, and both
// languages have the same keys. Dynamic keys (template literals with `${}`) are not checked here.
import { describe, expect, it } from 'vitest';
import enCore from './en';
import { COMMUNITY_STRINGS } from './community';
import { GUISHANG_STRINGS } from './guishang';
import { PROMO_STRINGS } from './promo';
import { SHOP_GROUPS, SHOP_STRINGS } from './shop';
import zhCNCore from './zh-CN';

// The shop screens', the merchant area's, the promotions' and the community screens' strings are
// registered lazily (./shop, ./guishang, ./promo, ./community);
// they are part of the catalogue.
const zhCN = {
  ...zhCNCore,
  ...SHOP_STRINGS['zh-CN'],
  ...GUISHANG_STRINGS['zh-CN'],
  ...PROMO_STRINGS['zh-CN'],
  ...COMMUNITY_STRINGS['zh-CN'],
};
const en = {
  ...enCore,
  ...SHOP_STRINGS.en,
  ...GUISHANG_STRINGS.en,
  ...PROMO_STRINGS.en,
  ...COMMUNITY_STRINGS.en,
};

// The source text of every .ts/.tsx file under src/renderer, read through Vite's glob import (it
// keeps this test free of Node types, which the web tsconfig does not load).
const SOURCES = import.meta.glob<string>(['/src/renderer/**/*.{ts,tsx}', '!**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// A call of t, not preceded by an identifier character (so alert and split never match), then one
// string literal in single, double or back quotes.
const CALL = /(?<![\w$])t\(\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`\\]*)`)/g;

/** key → files using it */
function usedKeys(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const m of text.matchAll(CALL)) {
      const key = m[1] ?? m[2] ?? m[3] ?? '';
      if (m[3] !== undefined && key.includes('${')) continue;
      const where = file.replace(/^\/src\/renderer\//, '');
      used.set(key, [...(used.get(key) ?? []), where]);
    }
  }
  return used;
}

function lookup(resources: object, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function allKeys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : allKeys(v as object, `${prefix}${k}.`),
  );
}

describe('translation keys', () => {
  const used = usedKeys();

  it('finds the literal keys of the renderer', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    // A sanity check of the scanner itself: keys the core UI is known to use.
    expect(used.has('common.retry')).toBe(true);
    expect(used.has('common.pageLoadError')).toBe(true);
    expect(used.has('common.loginExpired')).toBe(true); // i18n.t(...) in bootstrap
    expect(used.size).toBeGreaterThan(20);
  });

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
  ] as const)('every used key is a non-empty string in %s', (_lang, resources) => {
    const missing = [...used]
      .filter(([key]) => {
        const v = lookup(resources, key);
        return typeof v !== 'string' || v === '';
      })
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('zh-CN and en have identical key sets', () => {
    expect(allKeys(en).sort()).toEqual(allKeys(zhCN).sort());
  });

  it('interpolations match between the languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const mismatched = allKeys(zhCN).filter((key) => {
      const zh = lookup(zhCN, key);
      const e = lookup(en, key);
      return typeof zh === 'string' && typeof e === 'string' && vars(zh).join() !== vars(e).join();
    });
    expect(mismatched).toEqual([]);
  });

  // ./shop registers itself when imported; a module whose t() calls (or key literals it hands to
  // t elsewhere) name one of its groups must import it, or the screen shows raw keys when it is
  // the first to need them.
  it('modules using the shop groups import ./shop', () => {
    const groups = new Set<string>(SHOP_GROUPS);
    const LITERAL = /['"`]([a-zA-Z]+)\.[a-zA-Z0-9_]+/g;
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !file.includes('/core/i18n/') && !/\.test\.tsx?$/.test(file))
      .filter(([, text]) => {
        const viaT = [...text.matchAll(CALL)].some((m) =>
          groups.has((m[1] ?? m[2] ?? m[3] ?? '').split('.')[0] ?? ''),
        );
        const viaLiteral = [...text.matchAll(LITERAL)].some(
          (m) =>
            groups.has(m[1] ?? '') && lookup(SHOP_STRINGS['zh-CN'], m[0].slice(1)) !== undefined,
        );
        return (viaT || viaLiteral) && !/import '(?:\.\.?\/)+(?:[\w/]*\/)?i18n\/shop';/.test(text);
      })
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
