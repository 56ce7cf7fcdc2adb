// @vitest-environment jsdom
/**
 * The demo pictures (issue 19): every seeded item maps to a Fluent emoji that the committed
 * subset holds, and the compositions are small, deterministic, valid SVG.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../seed/seed';
import { bannerSvg, goodsSvg, hasEmoji } from './compose';
import subset from './emoji-subset.json';
import { pictureSvg } from './picture';
import {
  BANNER_ART,
  BRAND_ART,
  CATEGORY_ART,
  GOODS_ART,
  SELLER_ART,
  ZONE_ART,
  categoryPicture,
  goodsArtByKey,
  goodsArtByName,
  goodsKey,
  goodsPicture,
  usedEmoji,
  zonePicture,
} from './pictures';

/** The bits of the DOM this test reads (jsdom provides DOMParser; the server has no DOM types). */
interface XmlDoc {
  getElementsByTagName(name: string): { length: number };
  documentElement: {
    tagName: string;
    textContent: string | null;
    getAttribute(name: string): string | null;
  };
}
const XmlParser = (
  globalThis as unknown as {
    DOMParser: new () => { parseFromString(s: string, type: string): XmlDoc };
  }
).DOMParser;

function parse(svg: string): XmlDoc {
  const doc = new XmlParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  return doc;
}

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.svg$/, '');

describe('picture tables', () => {
  it('map every item of the seed catalogue to an emoji of the subset', () => {
    const items = CATALOGUE.flatMap((top) => top.leaves.flatMap((leaf) => leaf.items));
    expect(items.length).toBeGreaterThan(200);
    for (const item of items) {
      const art = goodsArtByName(item);
      expect(art, item).toBeDefined();
      expect(hasEmoji(art?.emoji ?? ''), item).toBe(true);
      if (art?.second) expect(hasEmoji(art.second), item).toBe(true);
    }
    for (const top of CATALOGUE) {
      expect(CATEGORY_ART[top.name], top.name).toBeDefined();
      for (const leaf of top.leaves) {
        expect(CATEGORY_ART[leaf.name], leaf.name).toBeDefined();
        expect(GOODS_ART[leaf.name]?.points.length, leaf.name).toBeGreaterThan(0);
      }
    }
  });

  it('the subset holds every emoji the tables name, and nothing else', () => {
    const used = usedEmoji();
    const held = Object.keys(subset).sort();
    expect(held).toEqual(used);
    for (const name of used)
      expect((subset as Record<string, { body: string }>)[name]?.body).toMatch(
        /^<(g|path|defs)[ >]/,
      );
  });

  it('keys are stable and unique per item, and paths refuse unknown names', () => {
    const keys = new Map<string, string>();
    for (const def of Object.values(GOODS_ART)) {
      for (const name of Object.keys(def.items)) {
        const key = goodsKey(name);
        expect(keys.get(key) ?? name, `${name} collides`).toBe(name);
        keys.set(key, name);
      }
    }
    expect(goodsKey('纯牛奶')).toBe(goodsKey('纯牛奶'));
    expect(goodsPicture('农夫山泉 550ml', 3)).toBe(goodsPicture('农夫山泉', 3));
    expect(() => goodsPicture('不存在的东西', 1)).toThrow(/no picture/);
    expect(() => categoryPicture('不存在')).toThrow();
    expect(goodsArtByKey(nameOf(goodsPicture('纯牛奶', 7)).split('-')[0] ?? '')?.emoji).toBe(
      'glass-of-milk',
    );
  });
});

describe('compositions', () => {
  it('draws every goods item in every variant as small, valid, deterministic SVG', () => {
    const sizes: number[] = [];
    for (const def of Object.values(GOODS_ART)) {
      for (const name of Object.keys(def.items)) {
        for (const variant of [
          '',
          'g1',
          'g2',
          'g3',
          'g4',
          'g5',
          'd1',
          'd2',
          'c1',
          'p6',
          'kf6a8c0',
        ]) {
          const path = goodsPicture(name, 12, variant);
          const svg = pictureSvg('goods', nameOf(path));
          expect(svg, path).toBeDefined();
          sizes.push((svg ?? '').length);
          expect(pictureSvg('goods', nameOf(path))).toBe(svg);
        }
      }
    }
    sizes.sort((a, b) => a - b);
    expect(sizes[Math.floor(sizes.length / 2)]).toBeLessThan(10_000);
    expect(sizes[sizes.length - 1]).toBeLessThan(40_000);
    // a sample parses as SVG with the emoji placed and no numbers or SALE written on it
    const milk = goodsArtByName('纯牛奶');
    if (!milk) throw new Error('no milk');
    for (const v of ['', 'g2', 'g4', 'p6', 'kf6a8c0']) {
      const doc = parse(goodsSvg(milk, '12', v) ?? '');
      expect(doc.getElementsByTagName('use').length, v).toBeGreaterThan(0);
      expect(doc.getElementsByTagName('text')).toHaveLength(0);
    }
    const detail = parse(goodsSvg(milk, '12', 'd1') ?? '');
    expect(detail.documentElement.getAttribute('height')).toBe('1000');
    expect(detail.documentElement.textContent).toContain('纯牛奶');
    expect(goodsSvg(milk, '12', 'x1')).toBeNull();
  });

  it('draws banners, zones, categories, brands, shops, covers and avatars', () => {
    const docs = [
      ...Object.keys(BANNER_ART).map((k) => pictureSvg('banner', k)),
      ...Object.keys(ZONE_ART).map((z) => pictureSvg('zone', nameOf(zonePicture(z)))),
      ...Object.keys(CATEGORY_ART).map((c) => pictureSvg('category', nameOf(categoryPicture(c)))),
      ...Object.keys(BRAND_ART).map((b) => pictureSvg('brand', b)),
      ...Object.keys(SELLER_ART).map((s) => pictureSvg('seller', s)),
      pictureSvg('news', '1'),
      pictureSvg('live', '2'),
      pictureSvg('avatar', 'default'),
      pictureSvg('avatar', '5'),
    ];
    for (const svg of docs) {
      expect(svg).toBeDefined();
      expect((svg ?? '').length).toBeLessThan(20_000);
      parse(svg ?? '');
    }
    const banner = parse(bannerSvg(BANNER_ART.flash ?? { title: '', sub: '', art: [], hue: 0 }));
    expect(banner.documentElement.textContent).toContain('限时秒杀');
    expect(pictureSvg('avatar', 'default')).not.toContain('default');
    expect(parse(pictureSvg('brand', 'lingshi') ?? '').documentElement.textContent).toBe(
      '零食铺子',
    );
  });

  it('leaves names it does not know to the old generated pictures', () => {
    expect(pictureSvg('goods', '12')).toBeUndefined();
    expect(pictureSvg('goods', 'ffffffff-1')).toBeUndefined();
    expect(pictureSvg('banner', '3')).toBeUndefined();
    expect(pictureSvg('cabinet', 'GZ-0001')).toBeUndefined();
  });
});
