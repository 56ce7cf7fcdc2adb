/**
 * Freight templates per goods (issue 23 gaps, part freight): an operator saves named templates
 * in the settings and gives goods one (the console's goods API refuses an unknown code);
 * checkout charges each line's template, a parcel of several templates the highest quote; the
 * detail quote equals what checkout charges; removing a template goods still use is refused
 * with the database unchanged; a change applies to the next order and read at once. SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsGoodsDetail, OpsGoodsOptions } from '../../src/shared/contract/ops-goods';
import type { OpsSettings } from '../../src/shared/contract/ops-settings';
import type { AuditEntry } from '../../src/shared/contract/ops';
import type { ListData } from '../../src/shared/contract/envelope';
import type { FormObject } from '../../src/shared/form-encoding';
import type { FreightSettings, FreightTemplate } from '../../src/shared/rules/business-settings';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { addAddress, buyOk, clientKey } from './order-helpers';
import { upload } from './wallet-fixtures';

let t: TestServer;
let ops: Actor;
let owner: Actor;
let options: OpsGoodsOptions;
let image: string;
let seed: FreightSettings;

const BIG: FreightTemplate = {
  code: 'big',
  name: '大件',
  default: { fee: 3000, free_threshold: 0 },
  regions: [{ name: '偏远', fee: 6000, free_threshold: 0, provinces: ['西藏自治区'] }],
};

beforeAll(async () => {
  t = await startTestServer();
  ops = await opsActor(t, 'operations');
  owner = await opsActor(t, 'owner');
  const o = await t.call<OpsGoodsOptions>('GET', '/api/ops/goods/options', { as: ops });
  expect(o.code).toBe(200);
  options = o.data;
  const r = await upload(t, ops, undefined, '/api/ops/upload');
  expect(r.code, r.message).toBe(200);
  image = r.data.url as string;
  const s = await t.call<OpsSettings>('GET', '/api/ops/settings', { as: owner });
  seed = s.data.settings.freight;
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.database.db;

const saveFreight = (value: FreightSettings) =>
  t.call<OpsSettings>('POST', '/api/ops/settings/update', {
    as: owner,
    body: { section: 'freight', value: value as unknown as FormObject },
    json: true,
  });

const withBig = (big: FreightTemplate = BIG): FreightSettings => ({
  ...seed,
  templates: [...seed.templates.filter((x) => x.code !== big.code), big],
});

let seq = 0;
function goodsBody(price: number, over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    title: `运费模板测试 freight${seq}x${process.pid}`,
    category_id: options.categories[0]!.id,
    brand_id: 0,
    seller_id: options.sellers[0]!.id,
    images: [image],
    description: '',
    spec_names: [],
    skus: [{ spec: {}, price, market_price: 0, stock: 100 }],
    status: 1,
    ...over,
  };
}

async function createGoods(price: number, template?: string | null): Promise<OpsGoodsDetail> {
  const over = template === undefined ? {} : { freight_template: template };
  const r = await t.call<OpsGoodsDetail>('POST', '/api/ops/goods/create', {
    as: ops,
    body: goodsBody(price, over),
    json: true,
  });
  expect(r.code, r.message).toBe(200);
  return r.data;
}

async function updateGoods(g: OpsGoodsDetail, over: Record<string, unknown>) {
  return t.call<OpsGoodsDetail>('POST', '/api/ops/goods/update', {
    as: ops,
    body: {
      id: g.id,
      title: g.title,
      category_id: g.category_id,
      brand_id: g.brand_id,
      seller_id: g.seller_id,
      images: g.images,
      detail_images: g.detail_images,
      description: g.description,
      spec_names: g.spec_names,
      skus: g.skus.map((k) => ({ id: k.id, spec: k.spec, price: k.price, market_price: 0 })),
      ...over,
    },
    json: true,
  });
}

async function buyerIn(province: string): Promise<Actor> {
  const u = await t.user();
  await addAddress(t, u.id, province);
  return u;
}

const quote = async (as: Actor, g: OpsGoodsDetail, num = 1) => {
  const r = await t.call('GET', '/api/goods/get_freight', {
    as,
    query: { goods_id: g.id, num },
  });
  expect(r.code, r.message).toBe(200);
  return r.data as { freight: number; free_threshold: number; region: string };
};

async function orderFreight(as: Actor, g: OpsGoodsDetail, num = 1): Promise<number> {
  const r = await buyOk(t, as, {
    goods_id: g.id,
    sku_id: g.skus[0]!.id,
    num,
    coupon_user_id: 0,
    client_key: clientKey(),
  });
  const row = await db()
    .selectFrom('orders')
    .select('freight')
    .where('id', '=', r.order_ids[0]!)
    .executeTakeFirstOrThrow();
  return Number(row.freight);
}

async function addCart(as: Actor, g: OpsGoodsDetail, num = 1): Promise<number> {
  const res = await t.call('POST', '/api/cart/add_cart', {
    as,
    body: { goods_id: g.id, sku_id: g.skus[0]!.id, num },
  });
  expect(res.code, res.message).toBe(200);
  const row = await db()
    .selectFrom('cart_items')
    .select('id')
    .where('user_id', '=', as.id)
    .where('sku_id', '=', g.skus[0]!.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function auditOf(objectType: string, objectId: string, action: string) {
  const r = await t.call<ListData<AuditEntry>>('GET', '/api/ops/audit', {
    as: owner,
    query: { object_type: objectType, object_id: objectId, action, limit: 50 },
  });
  expect(r.code).toBe(200);
  return r.data.list;
}

describe('freight templates', () => {
  it('the seed has the default template and 大件商品, which two goods use', () => {
    expect(seed.templates.map((x) => x.name)).toEqual(['默认模板', '大件商品']);
    expect(seed.default_template).toBe('default');
    expect(options.freight_templates).toEqual([
      { code: 'default', name: '默认模板' },
      { code: 'bulky', name: '大件商品' },
    ]);
    expect(options.default_freight_template).toBe('default');
  });

  it('goods choose a saved template; an unknown one is refused with nothing changed', async () => {
    const s = await saveFreight(withBig());
    expect(s.code, s.message).toBe(200);
    expect(s.data.settings.freight.templates.map((x) => x.code)).toEqual([
      'default',
      'bulky',
      'big',
    ]);
    const audits = await auditOf('settings', 'freight', 'settings.update');
    expect(JSON.stringify(audits[0]?.after)).toContain('"big"');

    const big = await createGoods(20_000, 'big');
    expect(big).toMatchObject({ freight_template: 'big', freight_template_name: '大件' });
    const plain = await createGoods(1990);
    expect(plain).toMatchObject({ freight_template: null, freight_template_name: '默认模板' });
    const created = await auditOf('goods', String(big.id), 'catalogue.goods_create');
    expect(created[0]?.after).toMatchObject({ freight_template: 'big' });

    const before = await t.snapshot();
    const bad = await t.call('POST', '/api/ops/goods/create', {
      as: ops,
      body: goodsBody(1000, { freight_template: 'nope' }),
      json: true,
    });
    expect(bad.code).toBe(422);
    expect(bad.message).toMatch(/^freight_template: /);
    const badUpdate = await updateGoods(plain, { freight_template: 'nope' });
    expect(badUpdate.code).toBe(422);
    expect(await t.snapshot()).toEqual(before);

    // an update without the field keeps the template; null gives the default back
    const kept = await updateGoods(big, { title: `${big.title}改` });
    expect(kept.data.freight_template).toBe('big');
    const toBig = await updateGoods(plain, { freight_template: 'big' });
    expect(toBig.data).toMatchObject({ freight_template: 'big', freight_template_name: '大件' });
    const back = await updateGoods(plain, { freight_template: null });
    expect(back.data.freight_template).toBeNull();
    const updated = await auditOf('goods', String(plain.id), 'catalogue.goods_update');
    expect(updated[0]).toMatchObject({
      before: { freight_template: 'big' },
      after: { freight_template: null },
    });
  });

  it("checkout charges each goods' template; a mixed parcel pays the highest", async () => {
    expect((await saveFreight(withBig())).code).toBe(200);
    const big = await createGoods(20_000, 'big');
    const plain = await createGoods(1990);
    const js = await buyerIn('江苏省');
    const tibet = await buyerIn('西藏自治区');

    // the detail quote equals what checkout charges
    expect(await quote(js, big)).toMatchObject({
      freight: 3000,
      free_threshold: 0,
      region: '江苏省',
    });
    expect(await orderFreight(js, big)).toBe(3000);
    expect((await quote(tibet, big)).freight).toBe(6000);
    expect(await orderFreight(tibet, big)).toBe(6000);
    expect((await quote(js, plain)).freight).toBe(800);
    expect(await orderFreight(js, plain)).toBe(800);
    // the default template's threshold: ordinary goods from ¥99 ship free; bulky never
    expect((await quote(js, plain, 5)).freight).toBe(0);
    expect(await orderFreight(js, plain, 5)).toBe(0);
    expect(await orderFreight(js, big, 2)).toBe(3000);

    // one seller, one parcel: the highest of the template quotes, not the sum
    const u = await buyerIn('江苏省');
    const cart = [await addCart(u, big), await addCart(u, plain)];
    const body = { cart_ids: cart.join(','), coupon_user_id: 0 };
    const preview = await t.call('POST', '/api/order/confirm_order', { as: u, body });
    expect(preview.code, preview.message).toBe(200);
    expect(preview.data.groups).toHaveLength(1);
    expect(preview.data.freight).toBe(3000);
    expect(preview.data.pay_amount).toBe(20_000 + 1990 + 3000 - preview.data.full_cut);
    const r = await buyOk(t, u, { ...body, client_key: clientKey() });
    const rows = await db()
      .selectFrom('orders')
      .select('freight')
      .where('id', 'in', r.order_ids)
      .execute();
    expect(rows.map((x) => Number(x.freight))).toEqual([3000]);
  });

  it('a settings change applies to the next quote and order at once', async () => {
    expect((await saveFreight(withBig())).code).toBe(200);
    const big = await createGoods(20_000, 'big');
    const js = await buyerIn('江苏省');
    expect((await quote(js, big)).freight).toBe(3000);
    const dearer = { ...BIG, default: { fee: 4200, free_threshold: 0 } };
    expect((await saveFreight(withBig(dearer))).code).toBe(200);
    expect((await quote(js, big)).freight).toBe(4200);
    expect(await orderFreight(js, big)).toBe(4200);
    // the goods' template changed in the console: the next read shows it
    expect((await updateGoods(big, { freight_template: null })).code).toBe(200);
    // the default template: ¥200 reaches its ¥99 threshold
    expect(await quote(js, big)).toMatchObject({
      freight: 0,
      free_threshold: 9900,
      region: '江苏省',
    });
  });

  it('removing a template goods use is refused with the database unchanged', async () => {
    expect((await saveFreight(withBig())).code).toBe(200);
    const g = await createGoods(5000, 'big');
    const others = await db()
      .selectFrom('goods')
      .select(sql`count(*)`.as('n'))
      .where('freight_template', '=', 'big')
      .executeTakeFirstOrThrow();
    const before = await t.snapshot();
    const r = await saveFreight(seed);
    expect(r.code).toBe(422);
    expect(r.message).toContain('value.templates');
    expect(r.message).toContain('大件');
    expect(r.message).toContain(String(Number(others.n)));
    expect(await t.snapshot()).toEqual(before);

    // once no goods use it, it can go (and its goods-less twin too)
    await db()
      .updateTable('goods')
      .set({ freight_template: null })
      .where('freight_template', '=', 'big')
      .execute();
    const ok = await saveFreight(seed);
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.settings.freight.templates.map((x) => x.code)).toEqual(['default', 'bulky']);
    const detail = await t.call<OpsGoodsDetail>('GET', '/api/ops/goods/detail', {
      as: ops,
      query: { id: g.id },
    });
    expect(detail.data.freight_template_name).toBe('默认模板');
  });
});
