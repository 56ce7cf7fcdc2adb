/**
 * Demo data of the local shop (docs/api-local-shop.md): shop categories, twelve shops around
 * Hangzhou West Lake (1–15 km from the demo point) with varied hours (one open 24 h, one past
 * midnight, one closed at most times of day), menus with SKUs, packing fees and stock at each
 * shop's own stock location (booked with ledger rows; one dish sold out), and notices. Pictures
 * are the generated goods pictures of the catalogue. Items are indexed for search like every
 * goods row (mall search only shows status 1, so they never appear there).
 */
import type { Insertable, Kysely } from 'kysely';
import type { LocalHours } from '../../shared/contract/local-shop';
import type { DB } from '../db/schema';
import { indexGoods } from '../modules/catalogue/search.repository';
import { catalogueWord } from '../../shared/rules/catalogue-words';
import { categoryPicture, goodsPicture } from '../modules/media/pictures';

/** The demo point: Hangzhou, West Lake (Hubin). */
export const LOCAL_DEMO_POINT = { lat_e6: 30_274_100, lng_e6: 120_155_100 } as const;

/** Status of a menu item: on the menu / off the menu (mall goods use 1 and 0). */
export const ITEM_ON_MENU = 11;
export const ITEM_OFF_MENU = 10;

const CATEGORIES = ['美食', '甜品饮品', '超市便利', '水果生鲜', '鲜花绿植', '买药'];

/** [name, price fen, packing fee fen, extra SKUs [spec, price]] */
type ItemDef = [string, number, number, [string, number][]?];
type MenuDef = [string, ItemDef[]][];

const MENUS: Record<string, MenuDef> = {
  food: [
    [
      '招牌热销',
      [
        ['东坡肉', 3800, 200],
        ['西湖醋鱼', 5800, 300],
        ['龙井虾仁', 6800, 300],
        ['叫花鸡', 7800, 300, [['半只', 4200]]],
      ],
    ],
    [
      '主食',
      [
        ['片儿川', 2200, 100, [['大份', 2800]]],
        ['葱油拌面', 1500, 100],
        ['虾爆鳝面', 3200, 100],
      ],
    ],
    [
      '小菜',
      [
        ['油焖春笋', 2600, 100],
        ['干炸响铃', 2400, 100],
        ['凉拌木耳', 1200, 100],
      ],
    ],
    [
      '汤品饮料',
      [
        ['西湖牛肉羹', 1800, 100],
        ['酸梅汤', 600, 50],
        ['可乐', 500, 0],
      ],
    ],
  ],
  bbq: [
    [
      '烤串',
      [
        ['羊肉串', 500, 0, [['10串', 4500]]],
        ['烤鸡翅', 800, 0],
        ['烤茄子', 1200, 100],
        ['烤生蚝', 1000, 0, [['6只', 5500]]],
        ['烤韭菜', 400, 0],
      ],
    ],
    [
      '主食',
      [
        ['炒河粉', 1800, 100],
        ['烤馒头片', 600, 0],
        ['蛋炒饭', 1500, 100],
      ],
    ],
    [
      '酒水饮料',
      [
        ['青岛啤酒', 800, 0],
        ['王老吉', 600, 0],
        ['冰镇酸梅汤', 700, 0],
      ],
    ],
  ],
  drinks: [
    [
      '人气奶茶',
      [
        ['波霸奶茶', 1300, 100, [['大杯', 1600]]],
        ['四季奶青', 1200, 100, [['大杯', 1500]]],
        ['红豆奶茶', 1400, 100],
      ],
    ],
    [
      '鲜果茶',
      [
        ['满杯百香果', 1500, 100],
        ['柠檬绿茶', 1000, 100],
        ['葡萄多多', 1800, 100],
      ],
    ],
    [
      '加料',
      [
        ['珍珠', 200, 0],
        ['椰果', 200, 0],
        ['布丁', 300, 0],
      ],
    ],
  ],
  convenience: [
    [
      '饮料',
      [
        ['农夫山泉 550ml', 200, 0],
        ['可口可乐 330ml', 350, 0],
        ['东方树叶', 500, 0],
        ['维他柠檬茶', 450, 0],
      ],
    ],
    [
      '零食',
      [
        ['乐事薯片', 750, 0],
        ['奥利奥', 890, 0],
        ['德芙巧克力', 1290, 0],
      ],
    ],
    [
      '速食',
      [
        ['关东煮套餐', 1500, 100],
        ['饭团', 650, 0],
        ['三明治', 990, 0],
      ],
    ],
    [
      '日用品',
      [
        ['纸巾', 990, 0],
        ['充电线', 2990, 0],
        ['雨伞', 3990, 0],
      ],
    ],
  ],
  fruit: [
    [
      '当季水果',
      [
        ['丹东草莓 500g', 3990, 0],
        ['赣南脐橙 2.5kg', 3590, 0],
        ['阳光玫瑰 500g', 2990, 0],
        ['海南香蕉 1kg', 1290, 0],
      ],
    ],
    [
      '果切',
      [
        ['西瓜果切', 1590, 100],
        ['混合果切', 2290, 100, [['大份', 3290]]],
        ['哈密瓜果切', 1690, 100],
      ],
    ],
    [
      '新鲜蔬菜',
      [
        ['西红柿 500g', 590, 0],
        ['黄瓜 500g', 490, 0],
        ['有机菠菜', 690, 0],
      ],
    ],
  ],
  flowers: [
    [
      '鲜花花束',
      [
        ['红玫瑰 11枝', 13900, 500, [['33枝', 32900]]],
        ['向日葵花束', 9900, 500],
        ['康乃馨花束', 8900, 500],
      ],
    ],
    [
      '绿植',
      [
        ['绿萝', 2900, 300],
        ['多肉组合', 3900, 300],
        ['发财树', 12900, 500],
      ],
    ],
    [
      '花篮',
      [
        ['开业花篮', 29900, 0],
        ['祝寿花篮', 25900, 0],
        ['探病花篮', 19900, 0],
      ],
    ],
  ],
  pharmacy: [
    [
      '感冒发烧',
      [
        ['布洛芬缓释胶囊', 2580, 0],
        ['连花清瘟胶囊', 2890, 0],
        ['板蓝根颗粒', 1500, 0],
      ],
    ],
    [
      '肠胃用药',
      [
        ['蒙脱石散', 1980, 0],
        ['健胃消食片', 1200, 0],
        ['藿香正气水', 1650, 0],
      ],
    ],
    [
      '医疗器械',
      [
        ['电子体温计', 3900, 0],
        ['医用口罩 50只', 2500, 0],
        ['创可贴', 890, 0],
      ],
    ],
  ],
  bakery: [
    [
      '面包',
      [
        ['全麦吐司', 1600, 100],
        ['牛角可颂', 1200, 100],
        ['肉松小贝', 1500, 100, [['4只装', 2800]]],
        ['法棍', 1400, 100],
      ],
    ],
    [
      '蛋糕',
      [
        ['提拉米苏', 2800, 200],
        ['芒果千层', 3200, 200],
        ['草莓奶油蛋糕 6寸', 16800, 500, [['8寸', 22800]]],
      ],
    ],
    [
      '饮品',
      [
        ['美式咖啡', 1500, 100],
        ['拿铁', 1800, 100],
        ['热可可', 1600, 100],
      ],
    ],
  ],
  breakfast: [
    [
      '早点',
      [
        ['小笼包', 1200, 100],
        ['葱包桧', 600, 50],
        ['生煎包', 1000, 100],
      ],
    ],
    [
      '粥品豆浆',
      [
        ['皮蛋瘦肉粥', 800, 100],
        ['甜豆浆', 300, 50],
        ['咸豆浆', 400, 50],
      ],
    ],
    [
      '面点',
      [
        ['油条', 300, 0],
        ['烧饼', 400, 0],
        ['茶叶蛋', 250, 0],
      ],
    ],
  ],
};

const every = (open: string, close: string): LocalHours[] =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

interface ShopDef {
  name: string;
  category: number;
  menu: keyof typeof MENUS;
  /** metres north and east of the demo point */
  at: [number, number];
  hours: LocalHours[];
  district: string;
  address: string;
  phone: string;
  rating: number;
  sales: number;
  min: number;
  fee: number;
  radius: number;
  delivery?: boolean;
  pickup?: boolean;
  notice: string;
}

const SHOPS: ShopDef[] = [
  {
    name: '知味观（湖滨店）',
    category: 0,
    menu: 'food',
    at: [900, 800],
    hours: every('07:00', '21:00'),
    district: '上城区',
    address: '仁和路83号',
    phone: '0571-87065871',
    rating: 47,
    sales: 1520,
    min: 2000,
    fee: 300,
    radius: 5000,
    notice: '百年老字号，杭帮菜和点心现做现卖。',
  },
  {
    name: '全家便利店（平海路店）',
    category: 2,
    menu: 'convenience',
    at: [-500, 600],
    hours: every('00:00', '00:00'),
    district: '上城区',
    address: '平海路26号',
    phone: '0571-87001234',
    rating: 45,
    sales: 3210,
    min: 0,
    fee: 200,
    radius: 3000,
    notice: '24小时营业，深夜也能送。',
  },
  {
    name: '深夜食堂烧烤',
    category: 0,
    menu: 'bbq',
    at: [2600, -1700],
    hours: every('18:00', '02:00'),
    district: '西湖区',
    address: '文三路259号',
    phone: '0571-88801234',
    rating: 44,
    sales: 860,
    min: 3000,
    fee: 500,
    radius: 6000,
    notice: '营业到凌晨两点，夜宵首选。',
  },
  {
    name: '一点点奶茶（延安路店）',
    category: 1,
    menu: 'drinks',
    at: [1500, 1000],
    hours: every('10:00', '22:00'),
    district: '上城区',
    address: '延安路258号',
    phone: '0571-87112233',
    rating: 48,
    sales: 4580,
    min: 1500,
    fee: 200,
    radius: 4000,
    notice: '第二杯半价，每天下午两点到五点。',
  },
  {
    name: '外婆家（湖滨银泰店）',
    category: 0,
    menu: 'food',
    at: [-2100, 1300],
    hours: every('10:30', '21:30'),
    district: '上城区',
    address: '东坡路7号湖滨银泰B座',
    phone: '0571-87006677',
    rating: 46,
    sales: 2890,
    min: 3000,
    fee: 400,
    radius: 5000,
    notice: '高峰时段出餐稍慢，请提前下单。',
  },
  {
    name: '鲜丰水果（北山街店）',
    category: 3,
    menu: 'fruit',
    at: [4000, -1200],
    hours: every('08:00', '22:00'),
    district: '西湖区',
    address: '曙光路122号',
    phone: '0571-87998877',
    rating: 47,
    sales: 1890,
    min: 2000,
    fee: 300,
    radius: 6000,
    notice: '不好吃包退，果切现切现送。',
  },
  {
    name: '晨光早餐铺',
    category: 0,
    menu: 'breakfast',
    at: [-3000, -3500],
    hours: every('05:30', '06:30'),
    district: '西湖区',
    address: '南山路202号',
    phone: '0571-87661122',
    rating: 43,
    sales: 420,
    min: 1000,
    fee: 200,
    radius: 3000,
    notice: '每天只做一小时早点，卖完即止。',
  },
  {
    name: '老百姓大药房（武林店）',
    category: 5,
    menu: 'pharmacy',
    at: [5000, 1600],
    hours: every('08:00', '22:30'),
    district: '拱墅区',
    address: '体育场路350号',
    phone: '0571-85112345',
    rating: 46,
    sales: 760,
    min: 0,
    fee: 500,
    radius: 8000,
    notice: '处方药请到店出示处方购买。',
  },
  {
    name: '花语鲜花工作室',
    category: 4,
    menu: 'flowers',
    at: [-5200, 4000],
    hours: every('09:00', '20:00'),
    district: '上城区',
    address: '望江路88号',
    phone: '13905710001',
    rating: 49,
    sales: 310,
    min: 5000,
    fee: 800,
    radius: 10000,
    notice: '鲜花当日送达，可附贺卡。',
  },
  {
    name: '麦香面包工坊',
    category: 1,
    menu: 'bakery',
    at: [7500, -5800],
    hours: [1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '08:00', close: '20:00' })),
    district: '西湖区',
    address: '古墩路588号',
    phone: '0571-88223344',
    rating: 48,
    sales: 980,
    min: 2000,
    fee: 500,
    radius: 5000,
    notice: '周日店休；面包每天早上八点出炉。',
  },
  {
    name: '邻里生鲜超市',
    category: 2,
    menu: 'convenience',
    at: [-9000, -8000],
    hours: every('07:00', '23:00'),
    district: '西湖区',
    address: '之江路1号',
    phone: '0571-86667788',
    rating: 44,
    sales: 1340,
    min: 3000,
    fee: 600,
    radius: 15000,
    notice: '满99元免配送费（活动以店内为准）。',
  },
  {
    name: '西溪农家菜',
    category: 0,
    menu: 'food',
    at: [3500, -14000],
    hours: [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
      { day, open: '11:00', close: '14:00' },
      { day, open: '17:00', close: '21:00' },
    ]),
    district: '西湖区',
    address: '紫金港路21号',
    phone: '0571-88990011',
    rating: 45,
    sales: 650,
    min: 5000,
    fee: 800,
    radius: 15000,
    pickup: true,
    notice: '午市11点到14点，晚市17点到21点。',
  },
];

const M_PER_DEG = 111_195;

function pointAt([north, east]: [number, number]): { lat_e6: number; lng_e6: number } {
  const lat = LOCAL_DEMO_POINT.lat_e6 / 1e6;
  return {
    lat_e6: Math.round(LOCAL_DEMO_POINT.lat_e6 + (north / M_PER_DEG) * 1e6),
    lng_e6: Math.round(
      LOCAL_DEMO_POINT.lng_e6 + (east / (M_PER_DEG * Math.cos((lat * Math.PI) / 180))) * 1e6,
    ),
  };
}

/** A shop's cover: its first dish, as a flat lay (issue 19). */
function shopCover(def: ShopDef, si: number): string {
  const first = MENUS[def.menu]?.[0]?.[1][0]?.[0];
  return first ? goodsPicture(first, `shop${si + 1}`, 'g5') : '';
}

/** Writes the local shop demo data; returns the goods, SKUs and search terms it added. */
export async function seedLocal(
  db: Kysely<DB>,
  opts: { now: number },
): Promise<{ goods: number; skus: number; search_terms: number }> {
  const { now } = opts;
  const pictures = (
    await db.selectFrom('goods').select('image').orderBy('id').limit(60).execute()
  ).map((g) => g.image);
  const pic = (i: number) => pictures[i % Math.max(1, pictures.length)] ?? '';
  const leaf = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '!=', 0)
    .orderBy('id')
    .executeTakeFirst();
  const catalogueCategory = leaf?.id ?? 1;
  let goodsCount = 0;
  let skuCount = 0;
  let picSeq = 0;
  let searchTerms = 0;
  const indexed: { id: number; title: string }[] = [];

  await db.transaction().execute(async (tx) => {
    const categoryIds: number[] = [];
    for (const [i, name] of CATEGORIES.entries()) {
      const row = await tx
        .insertInto('local_shop_categories')
        // issue 19 part E: the English name of the category
        .values({
          name,
          name_en: catalogueWord(name, 'en'),
          icon: categoryPicture(name),
          sort: i,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.push(row.id);
    }
    for (const [si, def] of SHOPS.entries()) {
      const point = pointAt(def.at);
      const shop = await tx
        .insertInto('local_shops')
        .values({
          owner_user_id: null,
          category_id: categoryIds[def.category] ?? categoryIds[0] ?? 0,
          name: def.name,
          logo: `/media/gen/seller/local-${def.category}.svg`,
          cover: shopCover(def, si),
          phone: def.phone,
          province: '浙江省',
          city: '杭州市',
          district: def.district,
          address: def.address,
          ...point,
          hours: JSON.stringify(def.hours),
          notice: def.notice,
          rating_x10: def.rating,
          rating_count: Math.round(def.sales / 3),
          monthly_sales: def.sales,
          min_order: def.min,
          delivery_fee: def.fee,
          delivery_radius_m: def.radius,
          delivery: def.delivery === false ? 0 : 1,
          pickup: def.pickup === false ? 0 : 1,
          status: 1,
          licence_no: `91330100MA${String(2800000 + si * 137).padStart(8, '0')}`,
          licence_images: JSON.stringify([pic(si + 30)]),
          created_at: now - (SHOPS.length - si) * 86400 * 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const location = await tx
        .insertInto('stock_locations')
        .values({
          kind: 'local_shop',
          name: def.name,
          cabinet_id: null,
          slot_no: null,
          capacity: 0,
          local_shop_id: shop.id,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stockRows: Insertable<DB['stock']>[] = [];
      const ledgerRows: Insertable<DB['stock_ledger']>[] = [];
      for (const [ci, [catName, items]] of (MENUS[def.menu] ?? []).entries()) {
        const menuCat = await tx
          .insertInto('local_menu_categories')
          .values({ shop_id: shop.id, name: catName, sort: ci, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [ii, [name, price, packing, extra]] of items.entries()) {
          const image = goodsPicture(name, `l${picSeq++}`);
          const skus: [string, number][] = [['标准', price], ...(extra ?? [])];
          const goods = await tx
            .insertInto('goods')
            .values({
              title: name,
              category_id: catalogueCategory,
              image,
              images: JSON.stringify([image, goodsPicture(name, `l${picSeq - 1}`, 'g2')]),
              description: `${def.name}·${name}，现做现送。`,
              price: Math.min(...skus.map((s) => s[1])),
              sales: ((si * 7 + ci * 5 + ii * 3) % 40) + 3,
              status: ITEM_ON_MENU,
              sort: ii,
              local_shop_id: shop.id,
              local_menu_category_id: menuCat.id,
              packing_fee: packing,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          goodsCount += 1;
          indexed.push({ id: goods.id, title: name });
          // the first shop's second dish is sold out
          const soldOut = si === 0 && ci === 0 && ii === 1;
          for (const [spec, skuPrice] of skus) {
            const sku = await tx
              .insertInto('goods_skus')
              .values({
                goods_id: goods.id,
                spec: JSON.stringify({ 规格: spec }),
                price: skuPrice,
                image,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            skuCount += 1;
            const qty = soldOut ? 0 : 20 + ((si * 13 + ci * 7 + ii * 5) % 60);
            stockRows.push({ location_id: location.id, sku_id: sku.id, quantity: qty });
            if (qty > 0) {
              ledgerRows.push({
                location_id: location.id,
                sku_id: sku.id,
                delta: qty,
                before_qty: 0,
                after_qty: qty,
                reason: 'stock_in',
                ref: `local:${shop.id}`,
                operator: 'seed',
                idempotency_key: `seed:local:${location.id}:${sku.id}`,
                created_at: now,
              });
            }
          }
        }
      }
      await tx.insertInto('stock').values(stockRows).execute();
      if (ledgerRows.length > 0) await tx.insertInto('stock_ledger').values(ledgerRows).execute();
      await tx
        .insertInto('local_notices')
        .values([
          { shop_id: shop.id, title: '店铺公告', body: def.notice, created_at: now - si * 3600 },
          ...(si % 3 === 0
            ? [
                {
                  shop_id: shop.id,
                  title: '新品上架',
                  body: `${def.name}本周上新，欢迎品尝。`,
                  created_at: now - si * 3600 - 86400,
                },
              ]
            : []),
        ])
        .execute();
    }
    searchTerms = await indexGoods(tx, indexed);
  });
  return { goods: goodsCount, skus: skuCount, search_terms: searchTerms };
}
