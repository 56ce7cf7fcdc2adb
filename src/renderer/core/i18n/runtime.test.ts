// The translation runtime (./runtime.ts) against i18next 26, which it replaced in the bundles
// (i18next stays a dev dependency for its key types and for this comparison): every string of
// every strings module, in both languages, with and without its variables and counts, must come
// out the same; then the behaviours one by one.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Translations } from './runtime';
import enCore from './en';
import zhCNCore from './zh-CN';

const MODULES = import.meta.glob<{ zh: object; en: object }>(
  [
    '/src/renderer/features/*/strings.ts',
    '/src/renderer/features/*/strings/*.ts',
    '/src/renderer/features/console/areas/*/strings.ts',
    '/src/renderer/core/i18n/data.ts',
  ],
  { eager: true },
);

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  );
}

async function both() {
  const ours = new Translations().init({
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    resources: { 'zh-CN': zhCNCore },
  });
  const theirs = i18next.createInstance();
  await theirs.init({
    resources: { 'zh-CN': { translation: structuredClone(zhCNCore) } },
    partialBundledLanguages: true,
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const add = (lng: string, tree: object) => {
    ours.addResourceBundle(lng, 'translation', tree, true, false);
    theirs.addResourceBundle(lng, 'translation', structuredClone(tree), true, false);
  };
  add('en', enCore);
  for (const mod of Object.values(MODULES)) {
    add('zh-CN', mod.zh);
    add('en', mod.en);
  }
  return { ours, theirs };
}

describe('the runtime answers what i18next answered', () => {
  it(
    'for every string, in both languages, with and without variables and counts',
    { timeout: 60_000 },
    async () => {
      const { ours, theirs } = await both();
      const keys = new Map<string, Set<string>>();
      for (const tree of [
        zhCNCore,
        enCore,
        ...Object.values(MODULES).flatMap((m) => [m.zh, m.en]),
      ]) {
        for (const [key, text] of leaves(tree as Tree)) {
          const base = key.replace(/_(zero|one|other)$/, '');
          const vars = keys.get(base) ?? new Set<string>();
          for (const m of text.matchAll(/{{\s*([^{}]+?)\s*}}/g)) vars.add(m[1]!);
          keys.set(base, vars);
        }
      }
      expect(keys.size).toBeGreaterThan(2000);
      let compared = 0;
      for (const lng of ['zh-CN', 'en']) {
        for (const [key, vars] of keys) {
          const values = Object.fromEntries([...vars].map((v) => [v, `<${v}>`]));
          for (const options of [
            { lng },
            { lng, ...values },
            { lng, ...values, count: 0 },
            { lng, ...values, count: 1 },
            { lng, ...values, count: 7 },
          ]) {
            expect(ours.t(key, options), `${lng} ${key} ${JSON.stringify(options)}`).toBe(
              theirs.t(key, options as never),
            );
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(20_000);
    },
  );
});

describe('Translations', () => {
  const make = () =>
    new Translations().init({
      lng: 'en',
      fallbackLng: 'zh-CN',
      resources: {
        'zh-CN': { g: { a: '甲 {{n}}', only: '只有中文', item_other: '{{count}} 件' } },
        en: {
          g: {
            a: 'A {{n}}',
            item_one: 'one item',
            item_other: '{{count}} items',
            item_zero: 'none',
          },
        },
      },
    });

  it('falls back to the fallback language, then defaultValue, then the key', () => {
    const t = make();
    expect(t.t('g.only')).toBe('只有中文');
    expect(t.t('g.nope', { defaultValue: 'dflt {{x}}', x: 1 })).toBe('dflt 1');
    expect(t.t('g.nope')).toBe('g.nope');
    expect(t.exists('g.only')).toBe(true);
    expect(t.exists('g.nope')).toBe(false);
    expect(t.t('g')).toBe('g'); // a group, not a string
  });

  it('interpolates; a variable not passed stays, one passed as undefined is empty', () => {
    const t = make();
    expect(t.t('g.a', { n: 5 })).toBe('A 5');
    expect(t.t('g.a')).toBe('A {{n}}');
    expect(t.t('g.a', { n: undefined })).toBe('A ');
    expect(t.t('g.a', { n: '<b>' })).toBe('A <b>'); // React escapes, not t
  });

  it('picks plurals by count: _zero, then the language rule, then the key', () => {
    const t = make();
    expect(t.t('g.item', { count: 0 })).toBe('none');
    expect(t.t('g.item', { count: 1 })).toBe('one item');
    expect(t.t('g.item', { count: 3 })).toBe('3 items');
    expect(t.t('g.item', { count: 3, lng: 'zh-CN' })).toBe('3 件');
  });

  it('merges bundles without overwriting; tells listeners of a language change', async () => {
    const t = make();
    t.addResourceBundle('en', 'translation', { g: { a: 'changed', b: 'B' } }, true, false);
    expect(t.t('g.a', { n: 1 })).toBe('A 1');
    expect(t.t('g.b')).toBe('B');
    const heard: string[] = [];
    const listener = (l: string) => heard.push(l);
    t.on('languageChanged', listener);
    const fixed = await t.changeLanguage('zh-CN');
    await t.changeLanguage('zh-CN'); // the same language: no event
    t.off('languageChanged', listener);
    await t.changeLanguage('en');
    expect(heard).toEqual(['zh-CN']);
    expect(fixed('g.only')).toBe('只有中文');
    expect(t.getFixedT('zh-CN')('g.a', { n: 2 })).toBe('甲 2');
    expect(t.resolvedLanguage).toBe('en');
  });
});
