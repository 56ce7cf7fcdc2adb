// What the key types (src/renderer/i18next.d.ts, ./typed.ts) cannot check about the strings:
// - the loading rule: the features' string groups (features/<domain>/strings.ts or
//   strings/<group>.ts) and the kernel's lazy group (./data.ts) register themselves when first
//   imported, so every module that uses a group (a t() call or a key literal it hands to t
//   elsewhere) must import the module that registers it, or its screen shows raw keys when it is
//   the first to need them;
// - every strings module is part of the key types, and no two register the same group;
// - no string is empty, both languages have the same keys and the same interpolations;
// - literal keys the types let through (a t() call with a defaultValue) exist in both languages.
// Dynamic keys (template literals with `${}`, dynamicKey) are not checked here.
import { describe, expect, it } from 'vitest';
import enCore from './en';
import zhCNCore from './zh-CN';

/** Every lazily registered strings module: path → its zh and en. */
const MODULES = import.meta.glob<{ zh: object; en: object }>(
  [
    '/src/renderer/features/*/strings.ts',
    '/src/renderer/features/*/strings/*.ts',
    '/src/renderer/core/i18n/data.ts',
  ],
  { eager: true },
);

// The first-load groups, read from en.ts: i18next keeps zh-CN.ts's object as its store and merges
// every registered group into it, so that object holds the lazy groups too once they are loaded.
const CORE_GROUPS = new Set(Object.keys(enCore));
const zhCN: Record<string, unknown> = { ...zhCNCore };
const en: Record<string, unknown> = { ...enCore };
/** group (top-level key) → the module registering it (path without .ts) */
const OWNER = new Map<string, string>();
const DUPLICATES: string[] = [];
for (const [file, mod] of Object.entries(MODULES)) {
  for (const group of Object.keys(mod.zh)) {
    if (OWNER.has(group) || CORE_GROUPS.has(group)) DUPLICATES.push(`${group} (${file})`);
    OWNER.set(group, file.replace(/\.ts$/, ''));
  }
  Object.assign(zhCN, mod.zh);
  Object.assign(en, mod.en);
}
// issue 20: each console area registers its own `console.<area>` branch
// (features/console/areas/<area>/strings.ts), merged into the `console` group; it owns that branch.
const AREA_MODULES = import.meta.glob<{ zh: object; en: object }>(
  '/src/renderer/features/console/areas/*/strings.ts',
  { eager: true },
);
/** `console.<area>` → the area module registering it (path without .ts) */
const AREA_OWNER = new Map<string, string>();
for (const [file, mod] of Object.entries(AREA_MODULES)) {
  for (const [lang, target] of [
    [mod.zh, zhCN],
    [mod.en, en],
  ] as const) {
    const branches = (lang as { console?: Record<string, unknown> }).console ?? {};
    for (const area of Object.keys(branches)) {
      if (lang === mod.zh) {
        if (AREA_OWNER.has(area)) DUPLICATES.push(`console.${area} (${file})`);
        AREA_OWNER.set(area, file.replace(/\.ts$/, ''));
      }
    }
    target.console = { ...(target.console as object), ...branches };
  }
}
/** The module owning a key's group: its area module for `console.<area>.…` of an area. */
const ownerOf = (key: string): string | undefined => {
  const [group = '', branch = ''] = key.split('.');
  return (group === 'console' && AREA_OWNER.get(branch)) || OWNER.get(group);
};

// The source text of every .ts/.tsx file under src/renderer, read through Vite's glob import (it
// keeps this test free of Node types, which the web tsconfig does not load).
const SOURCES = import.meta.glob<string>(['/src/renderer/**/*.{ts,tsx}', '!**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const TYPES = import.meta.glob<string>('/src/renderer/i18next.d.ts', {
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
    // the runtime's own test translates toy strings of its own
    if (file.endsWith('/core/i18n/runtime.test.ts')) continue;
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

/** The module paths (without extension) a file imports by relative specifier. */
function importsOf(file: string, text: string): Set<string> {
  const dir = file.split('/').slice(0, -1);
  const out = new Set<string>();
  for (const m of text.matchAll(/^import (?:[^'";]*? from )?'(\.[^']+)';/gm)) {
    const parts = [...dir];
    for (const seg of (m[1] ?? '').split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.') parts.push(seg);
    }
    out.add(parts.join('/').replace(/\.tsx?$/, ''));
  }
  return out;
}

describe('translation keys', () => {
  const used = usedKeys();

  it('finds the strings modules and the literal keys of the renderer', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50);
    expect(Object.keys(MODULES).length).toBeGreaterThan(30);
    // A sanity check of the scanner itself: keys the core UI is known to use.
    expect(used.has('common.retry')).toBe(true);
    expect(used.has('common.pageLoadError')).toBe(true);
    expect(used.has('common.loginExpired')).toBe(true); // i18n.t(...) in bootstrap
    expect(OWNER.get('cart')).toBe('/src/renderer/features/cart/strings');
    expect(used.size).toBeGreaterThan(20);
  });

  it('no two modules register the same group, nor one of the first-load groups', () => {
    expect(DUPLICATES).toEqual([]);
  });

  it('every strings module is part of the key types (src/renderer/i18next.d.ts)', () => {
    const types = Object.values(TYPES)[0] ?? '';
    const missing = [...Object.keys(MODULES), ...Object.keys(AREA_MODULES)]
      .map((file) => file.replace(/^\/src\/renderer\//, './').replace(/\.ts$/, ''))
      .filter((spec) => !types.includes(`from '${spec}'`));
    expect(missing).toEqual([]);
  });

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
  ] as const)('every used key is a non-empty string in %s', (_lang, resources) => {
    const missing = [...used]
      .filter(([key]) => {
        // a plural key (i18next `_one` / `_other`, issue 18) counts by its `_other` form
        const v = lookup(resources, key) ?? lookup(resources, `${key}_other`);
        return typeof v !== 'string' || v === '';
      })
      .map(([key, files]) => `${key} (${[...new Set(files)].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it.each([
    ['zh-CN', zhCN],
    ['en', en],
  ] as const)('no string is empty in %s', (_lang, resources) => {
    expect(allKeys(resources).filter((key) => lookup(resources, key) === '')).toEqual([]);
  });

  it('zh-CN and en have identical key sets', () => {
    expect(allKeys(en).sort()).toEqual(allKeys(zhCN).sort());
  });

  // A discount rate reads differently in the two languages: Chinese counts the tenths of the
  // price paid (8.5 折, `rate`), English the percentage (85%, `pct`); their callers pass both.
  const DISCOUNT_RATE_KEYS = new Set([
    'checkout.couponDiscount',
    'console.coupons.face.discount',
    'console.coupons.face.discountCap',
    'promoTasks.coupon.discount',
  ]);

  it('interpolations match between the languages', () => {
    const vars = (s: string, key: string) =>
      [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((m) => (DISCOUNT_RATE_KEYS.has(key) && m[1] === 'pct' ? 'rate' : m[1]))
        .sort();
    const mismatched = allKeys(zhCN).filter((key) => {
      const zh = lookup(zhCN, key);
      const e = lookup(en, key);
      return (
        typeof zh === 'string' &&
        typeof e === 'string' &&
        vars(zh, key).join() !== vars(e, key).join()
      );
    });
    expect(mismatched).toEqual([]);
  });

  // The loading rule (see the top of this file).
  it('modules using a lazily registered group import the module that registers it', () => {
    const LITERAL = /['"`]([a-zA-Z]+)\.[a-zA-Z0-9_]+/g;
    const strings = new Set([...Object.keys(MODULES), ...Object.keys(AREA_MODULES)]);
    const offenders = Object.entries(SOURCES)
      .filter(([file]) => !strings.has(file) && !file.includes('/core/i18n/'))
      // issue 21: the HTML shells' build-time copies of a few strings (no i18n at run time;
      // h5/boot/shells.test.ts holds them equal to the app's)
      .filter(([file]) => !file.endsWith('/h5/boot/shells.ts'))
      .filter(([file]) => !/\.test\.tsx?$/.test(file))
      .flatMap(([file, text]) => {
        // module → a group it uses (issue 20: an area's `console.<area>` is its area module's)
        const groups = new Map<string, string>();
        for (const m of text.matchAll(CALL)) {
          const key = m[1] ?? m[2] ?? m[3] ?? '';
          const owner = ownerOf(key);
          if (owner) groups.set(owner, key.split('.')[0] ?? '');
        }
        for (const m of text.matchAll(LITERAL)) {
          const owner = ownerOf(m[0].slice(1));
          if (owner && lookup(zhCN, m[0].slice(1)) !== undefined) groups.set(owner, m[1] ?? '');
        }
        const imports = importsOf(file, text);
        return [...groups]
          .filter(([owner]) => !imports.has(owner))
          .map(([, group]) => `${file}: ${group}`);
      });
    expect(offenders).toEqual([]);
  });
});
