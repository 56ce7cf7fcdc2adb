/**
 * Freight by several named regions (issue 23 gaps, part rules): an operator saves a default rule
 * and a list of regions; an order's freight is the rule of its address's province, from the next
 * request on (the detail quote too); a province in two regions, an unknown province or too many
 * regions are refused with the reason at the field and change nothing. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormObject } from '../../src/shared/form-encoding';
import { DEFAULT_SETTINGS, FREIGHT_REGIONS_MAX } from '../../src/shared/rules/business-settings';
import { SEED_FREIGHT_RULES } from '../../src/server/seed/seed';
import { startTestServer, type Actor, type TestServer } from './harness';
import { opsActor } from './ops-helpers';
import { addAddress, buyBody, buyOk, freshSkus, type Sku } from './order-helpers';

let t: TestServer;
let owner: Actor;
let sku: Sku;

beforeAll(async () => {
  t = await startTestServer();
  owner = await opsActor(t, 'owner');
  [sku] = (await freshSkus(t, { stock: 100, offset: 2, maxPrice: 5000 })) as [Sku];
});
afterAll(async () => {
  await t?.close();
});

/** The templates value (issue 23 gaps, part freight): the default template is these rules. */
const wrap = (v: { default: unknown; regions: unknown; default_region: unknown }) => ({
  templates: [
    { code: 'default', name: '默认模板', default: v.default, regions: v.regions },
    // the seed's other templates stay (goods use them)
    ...SEED_FREIGHT_RULES.templates.slice(1),
  ],
  default_template: 'default',
  default_region: v.default_region,
});

const update = (value: typeof RULES) =>
  t.call('POST', '/api/ops/settings/update', {
    as: owner,
    body: { section: 'freight', value: wrap(value) as FormObject },
    // the console posts JSON (the form encoding's nesting ends above templates' provinces)
    json: true,
  });

const RULES = {
  default: { fee: 600, free_threshold: 9900 },
  regions: [
    { name: '东北', fee: 1000, free_threshold: 15900, provinces: ['黑龙江省', '吉林省'] },
    {
      name: '偏远地区',
      fee: 2000,
      free_threshold: 0,
      provinces: ['西藏自治区', '新疆维吾尔自治区'],
    },
  ],
  default_region: '浙江省',
};

/** A buyer whose default address is in `province`. */
async function buyerIn(province: string): Promise<Actor> {
  const u = await t.user();
  await addAddress(t, u.id, province);
  return u;
}

async function orderFreight(as: Actor, num = 1): Promise<number> {
  const r = await buyOk(t, as, buyBody(sku, num));
  const row = await t.app.database.db
    .selectFrom('orders')
    .select('freight')
    .where('id', '=', r.order_ids[0]!)
    .executeTakeFirstOrThrow();
  return row.freight;
}

describe('freight by region', () => {
  it("charges the rule of the address's region from the next order on", async () => {
    const north = await buyerIn('吉林省');
    // the seed's rules: 吉林省 is in no region
    expect(await orderFreight(north)).toBe(DEFAULT_SETTINGS.freight.templates[0]!.default.fee);

    const r = await update(RULES);
    expect(r.code, r.message).toBe(200);
    expect(await orderFreight(north)).toBe(1000);
    expect(await orderFreight(await buyerIn('西藏自治区'))).toBe(2000);
    expect(await orderFreight(await buyerIn('广东省'))).toBe(600);
    // the region's own free-shipping threshold
    const n = Math.ceil(15_900 / sku.price);
    expect(await orderFreight(north, n)).toBe(0);

    // the detail page's quote follows it at once too
    const quote = await t.call('GET', '/api/goods/get_freight', {
      as: north,
      query: { goods_id: sku.goods_id },
    });
    expect(quote.data).toMatchObject({ freight: 1000, free_threshold: 15900, region: '吉林省' });
  });

  it('refuses impossible regions with the reason at the field, changing nothing', async () => {
    expect((await update(RULES)).code).toBe(200);
    const before = await t.snapshot();
    const r0 = RULES.regions[0]!;
    const cases: [typeof RULES, string][] = [
      [
        { ...RULES, regions: [...RULES.regions, { ...r0, name: '华北', provinces: ['吉林省'] }] },
        'value.templates.0.regions.2.provinces: 吉林省 is already in the region 东北',
      ],
      [
        { ...RULES, regions: [{ ...r0, provinces: ['火星省'] }] },
        'value.templates.0.regions.0.provinces: 火星省 is not a province',
      ],
      [{ ...RULES, default_region: '火星省' }, 'value.default_region: 火星省 is not a province'],
      [
        { ...RULES, regions: [r0, { ...r0, provinces: ['广东省'] }] },
        'value.templates.0.regions.1.name',
      ],
      [
        {
          ...RULES,
          regions: Array.from({ length: FREIGHT_REGIONS_MAX + 1 }, (_, i) => ({
            ...r0,
            name: `区${i}`,
          })),
        },
        'value.templates.0.regions',
      ],
      [{ ...RULES, regions: [{ ...r0, provinces: [] }] }, 'value.templates.0.regions.0.provinces'],
    ];
    for (const [value, reason] of cases) {
      const r = await update(value);
      expect(r.code, JSON.stringify(value)).toBe(422);
      expect(r.message).toContain(reason);
    }
    expect(await t.snapshot()).toEqual(before);
  });
});
