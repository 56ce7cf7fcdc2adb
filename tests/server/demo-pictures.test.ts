/**
 * Issue 19 (demo catalogue): every seeded picture is a composed Fluent Emoji picture that the
 * media route answers as SVG — goods image, gallery, SKU and buyer photos, categories, zones,
 * banners, brands, shops, live and news covers — and unknown names still answer 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { goodsArtByKey } from '../../src/server/modules/media/pictures';
import subset from '../../src/server/modules/media/emoji-subset.json';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

const EMOJI = subset as Record<string, { body: string }>;

async function svgOf(url: string): Promise<string> {
  const res = await t.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
  expect(res.body.length, url).toBeLessThan(20_000);
  return res.body;
}

/** The first path of an emoji's body: a drawn emoji holds it verbatim. */
const mark = (emoji: string) => EMOJI[emoji]?.body.match(/<path[^>]*>/)?.[0] ?? '<none>';

describe('demo pictures (issue 19)', () => {
  it("draws a seeded goods' image, gallery and detail with the emoji of its item", async () => {
    const goods = await t.app.database.db
      .selectFrom('goods')
      .select(['id', 'title', 'image', 'images'])
      .where('title', 'like', '%车厘子%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const m = /^\/media\/gen\/goods\/([0-9a-f]{8})-(\d+)\.svg$/.exec(goods.image);
    expect(m, goods.image).not.toBeNull();
    const art = goodsArtByKey(m?.[1] ?? '');
    expect(art?.name).toBe('智利进口车厘子');
    expect(art?.emoji).toBe('cherries');
    const images = JSON.parse(goods.images) as string[];
    expect(images.length).toBeGreaterThanOrEqual(3);
    const detail = goods.image.replace('.svg', '-d1.svg');
    for (const url of [goods.image, ...images, detail]) {
      expect(await svgOf(url), url).toContain(mark('cherries'));
    }
    // the detail image names the goods and a selling point, in Chinese
    const d = await svgOf(detail);
    expect(d).toContain('智利进口车厘子');
    expect(d).toMatch(/<text[^>]*>[^<]*\p{Script=Han}/u);
  });

  it('answers the goods detail with its own tall detail images, apart from the gallery', async () => {
    const goods = await t.app.database.db
      .selectFrom('goods')
      .select(['id', 'image'])
      .where('title', 'like', '%车厘子%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await t.inject({ method: 'GET', url: `/api/goods/goods_detail?id=${goods.id}` });
    const detail = res.json<{ data: { images: string[]; detail_images: string[] } }>().data;
    expect(detail.detail_images).toEqual([
      goods.image.replace('.svg', '-d1.svg'),
      goods.image.replace('.svg', '-d2.svg'),
    ]);
    expect(detail.images.some((u) => detail.detail_images.includes(u))).toBe(false);
    for (const url of detail.detail_images) expect(await svgOf(url)).toContain(mark('cherries'));
  });

  it('gives colour and multi-pack SKUs their own pictures, and the old numbers are gone', async () => {
    const skus = await t.app.database.db
      .selectFrom('goods_skus')
      .select(['image', 'spec'])
      .execute();
    const colour = skus.filter((s) => s.spec.includes('颜色'));
    expect(colour.length).toBeGreaterThan(0);
    for (const s of colour.slice(0, 5)) {
      expect(s.image).toMatch(/^\/media\/gen\/goods\/[0-9a-f]{8}-\d+-k[0-9a-f]{6}\.svg$/);
      await svgOf(s.image);
    }
    const pack = skus.find((s) => /"6瓶装"|"12瓶"|"24瓶"/.test(s.spec));
    expect(pack?.image).toMatch(/-p(6|12)\.svg$/);
    const goods = await t.app.database.db.selectFrom('goods').select('image').execute();
    expect(goods.filter((g) => /^\/media\/gen\/goods\/\d+\.svg$/.test(g.image))).toEqual([]);
  });

  it('draws categories, zones, banners, brands, shops, live and news covers and avatars', async () => {
    const db = t.app.database.db;
    const urls = [
      ...(await db.selectFrom('categories').select('image as u').execute()),
      ...(await db.selectFrom('zones').select('icon as u').execute()),
      ...(await db.selectFrom('banners').select('image as u').execute()),
      ...(await db.selectFrom('brands').select('logo as u').execute()),
      ...(await db.selectFrom('sellers').select('logo as u').execute()),
      ...(await db.selectFrom('live_rooms').select('cover as u').execute()),
      ...(await db.selectFrom('articles').select('cover as u').execute()),
      ...(await db.selectFrom('local_shops').select('logo as u').execute()),
    ].map((r) => r.u);
    expect(urls.length).toBeGreaterThan(50);
    for (const u of urls) {
      const svg = await svgOf(u);
      // composed: emoji symbols or a wordmark, never the old gradient with a label
      expect(svg, u).toMatch(/<symbol |<text /);
      expect(svg, u).not.toContain('linearGradient id="g"');
    }
    const zone = await db
      .selectFrom('zones')
      .select('icon')
      .where('name', '=', '限时秒杀')
      .executeTakeFirstOrThrow();
    expect(await svgOf(zone.icon)).toContain(mark('high-voltage'));
    const banner = await db
      .selectFrom('banners')
      .select('image')
      .where('title', 'like', '当季鲜果%')
      .executeTakeFirstOrThrow();
    expect(await svgOf(banner.image)).toContain('新鲜到家');
    const avatar = await svgOf('/media/gen/avatar/default.svg');
    expect(avatar).not.toContain('default');
    expect(avatar).toContain('<symbol ');
  });

  it('answers 404 for unknown kinds and bad names, as before', async () => {
    for (const url of [
      '/media/gen/nothing/1.svg',
      '/media/gen/goods/..%2Fx.svg',
      '/media/gen/goods/a.b.svg',
    ]) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
