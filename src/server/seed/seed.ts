/**
 * Demo data for an empty, migrated database: the catalogue with its search index, activities of
 * every type code (spec section 4), home zones, banners and image sets, coupons and app config;
 * with `demoAccounts` also a demo consumer (with a default address) and a demo merchant with two
 * cabinets, and goods comments by seeded buyers (comments are written by accounts, so a
 * catalogue-only seed has none).
 *
 * Deterministic: content comes from mulberry32(42) (comments from their own mulberry32(2026), so
 * adding them changed nothing else) and `opts.now` only (password salts and invite codes are the
 * exceptions). Ids are assigned here, 1.. per table in insertion order, so
 * media paths like `/media/gen/goods/<key>-<id>.svg` can be written in the same insert; on PostgreSQL
 * the serial sequences are moved past them at the end.
 *
 * Money is integer fen, times are Unix seconds.
 */
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEYS,
  SETTINGS_SECTIONS,
  type FreightSettings,
  type FreightTemplate,
} from '../../shared/rules/business-settings';
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { INTEGRAL_TTL_S, SECOND_ORDER_REQUIRED_ORDERS } from '../../shared/constants';
import { THREE_FOR_TEN_GROUP_PRICE } from '../../shared/rules/three-for-ten';
import type { DB } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { DEFAULT_BANKS } from '../modules/bank/bank.catalog';
import { WAREHOUSE_LOCATION_ID } from '../modules/catalogue/goods.repository';
import { indexGoods } from '../modules/catalogue/search.repository';
import { newInviteCode } from '../modules/user/user.repository';
import {
  categoryPicture,
  colourCode,
  goodsPicture,
  SKU_COLOURS,
  zonePicture,
} from '../modules/media/pictures';
import { seedCabinet } from './seed-cabinet';
import { seedSlots } from './seed-slots';
import { seedCourier } from './seed-courier';
import { seedChat } from './seed-chat';
import { PROMO_APP_CONFIG, seedPromo } from './seed-promo';
import { seedTrade } from './seed-trade';
import { seedFeed } from './seed-feed';
import { seedLocal } from './seed-local';
import { seedMessages } from './seed-messages';
import { seedLive } from './seed-live';

export const DEMO_USER = { mobile: '13800138000', password: 'demo123456' } as const;
export const DEMO_MERCHANT = { account: 'merchant', password: 'demo123456' } as const;

export interface SeedSummary {
  users: number;
  merchants: number;
  categories: number;
  goods: number;
  skus: number;
  activities: number;
  coupons: number;
  banners: number;
  zones: number;
  comments: number;
  search_terms: number;
}

const DAY = 86400;
const HOUR = 3600;
/** Rows per multi-row INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 100;
const MIN_PRICE = 99;
const MAX_PRICE = 99900;
const GOODS_PER_LEAF = 8;
const RECOMMENDED = 60;
const OFF_SHELF = 5;

/** Tables whose ids this seed assigns; their PostgreSQL sequences are resynced afterwards. */
const ID_TABLES = [
  'users',
  'merchants',
  'cabinets',
  'stock_locations',
  'categories',
  'brands',
  'sellers',
  'goods',
  'goods_skus',
  'stock_ledger',
  'banners',
  'zones',
  'activities',
  'activity_goods',
  'coupons',
  'coupon_users',
  'cart_items',
  'comments',
  'user_addresses',
] as const satisfies readonly (keyof DB)[];

// --- deterministic randomness ---

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seed's second freight template (issue 23 gaps, part freight): bulky goods pay a higher
 * flat fee and never ship free; two rice and grain goods use it (after the activities).
 */
export const BULKY_FREIGHT_TEMPLATE: FreightTemplate = {
  code: 'bulky',
  name: '大件商品',
  default: { fee: 2500, free_threshold: 0 },
  regions: [
    {
      name: '偏远地区',
      fee: 5000,
      free_threshold: 0,
      provinces: DEFAULT_SETTINGS.freight.templates[0]!.regions[0]!.provinces,
    },
  ],
};

/** The freight settings the seed writes: the defaults and the bulky template. */
export const SEED_FREIGHT_RULES: FreightSettings = {
  ...DEFAULT_SETTINGS.freight,
  templates: [...DEFAULT_SETTINGS.freight.templates, BULKY_FREIGHT_TEMPLATE],
};

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new RangeError(`seed: index ${i} out of range (${list.length})`);
  return v;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** inclusive of both ends */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return at(list, Math.floor(this.next() * list.length));
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [at(out, j), at(out, i)];
    }
    return out;
  }
}

// --- prices (fen) ---

/** Shop-style price ending in .90 yuan (2990 = ¥29.90), within MIN_PRICE..MAX_PRICE. */
function retail(fen: number): number {
  const yuan = Math.max(1, Math.round(fen / 100));
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, yuan * 100 - 10));
}

/** An activity price strictly below the SKU price, rounded down to 10 fen. */
function discounted(skuPrice: number, factor: number): number {
  const p = Math.floor((skuPrice * factor) / 10) * 10;
  return Math.min(skuPrice - 1, Math.max(1, p));
}

// --- catalogue word lists ---

interface SpecProp {
  name: string;
  values: string[];
  /** price multiplier per value index (pack sizes); absent when the value does not change price */
  scale?: number[];
}

interface Leaf {
  name: string;
  en: string;
  /** product names, one per goods before repeats */
  items: string[];
  /** grade / selling-point words appended to the title */
  tags: string[];
  /** base price range, fen */
  price: [number, number];
  props: [SpecProp] | [SpecProp, SpecProp];
}

interface Top {
  name: string;
  en: string;
  blurbs: string[];
  leaves: Leaf[];
}

const PACK = [1, 1.8, 2.6, 3.4];
const pack = (name: string, values: string[]): SpecProp => ({ name, values, scale: PACK });
const plain = (name: string, values: string[]): SpecProp => ({ name, values });

export const CATALOGUE: Top[] = [
  {
    name: '生鲜果蔬',
    en: 'Fresh produce',
    blurbs: ['产地直采，全程冷链配送，新鲜到家。', '每日现采现发，坏果坏损包赔。'],
    leaves: [
      {
        name: '新鲜水果',
        en: 'Fresh fruit',
        items: [
          '智利进口车厘子',
          '海南贵妃芒',
          '新疆阿克苏苹果',
          '烟台红富士苹果',
          '赣南脐橙',
          '陕西徐香猕猴桃',
          '泰国香水椰青',
          '丹东蓝莓',
          '无锡阳山水蜜桃',
        ],
        tags: ['JJ级', '当季现摘', '产地直发', '精选大果', '单果200g+'],
        price: [1990, 12900],
        props: [pack('规格', ['2斤装', '3斤装', '5斤装', '8斤装'])],
      },
      {
        name: '新鲜蔬菜',
        en: 'Vegetables',
        items: [
          '寿光西红柿',
          '云南小土豆',
          '有机菠菜',
          '东北黄瓜',
          '贝贝南瓜',
          '紫皮洋葱',
          '水果玉米',
          '西兰花',
        ],
        tags: ['农家种植', '基地直供', '新鲜现摘', '净菜'],
        price: [390, 3990],
        props: [pack('规格', ['500g', '1kg', '2.5kg', '5kg'])],
      },
      {
        name: '肉禽蛋品',
        en: 'Meat & eggs',
        items: [
          '内蒙古羔羊肉卷',
          '黑猪五花肉',
          '谷饲牛腩',
          '散养土鸡蛋',
          '冷鲜鸡腿',
          '澳洲眼肉牛排',
          '猪肋排',
          '鸭胸肉',
        ],
        tags: ['冷鲜', '冷冻锁鲜', '农场直供', '精选部位'],
        price: [1590, 19900],
        props: [pack('规格', ['500g', '1kg', '2kg'])],
      },
      {
        name: '海鲜水产',
        en: 'Seafood',
        items: [
          '厄瓜多尔白虾',
          '大连鲜活扇贝',
          '阿根廷红虾',
          '舟山带鱼段',
          '挪威三文鱼',
          '阳澄湖大闸蟹',
          '冷冻鱿鱼圈',
          '青岛鲜鲍鱼',
        ],
        tags: ['急冻锁鲜', '鲜活直发', '深海捕捞', '大号'],
        price: [2990, 29900],
        props: [pack('规格', ['500g', '1kg', '2kg'])],
      },
      {
        name: '速冻食品',
        en: 'Frozen food',
        items: ['手工水饺', '黑芝麻汤圆', '灌汤小笼包', '葱油饼', '牛肉馅饼', '虾仁馄饨'],
        tags: ['家庭装', '早餐必备', '手工现包', '速冻'],
        price: [990, 5990],
        props: [pack('规格', ['400g', '800g', '1.2kg'])],
      },
    ],
  },
  {
    name: '休闲零食',
    en: 'Snacks',
    blurbs: ['独立小包装，办公追剧都方便。', '新鲜日期，开袋即食。'],
    leaves: [
      {
        name: '坚果炒货',
        en: 'Nuts & seeds',
        items: [
          '每日坚果',
          '碧根果',
          '夏威夷果',
          '开心果',
          '巴旦木',
          '腰果',
          '山核桃仁',
          '焦糖瓜子',
        ],
        tags: ['原味', '奶油味', '盐焗', '罐装', '混合装'],
        price: [990, 12900],
        props: [pack('规格', ['200g', '500g', '750g'])],
      },
      {
        name: '饼干糕点',
        en: 'Biscuits & pastries',
        items: [
          '全麦苏打饼干',
          '蛋黄酥',
          '凤梨酥',
          '手撕面包',
          '黄油曲奇',
          '威化饼干',
          '肉松小贝',
          '桃酥',
        ],
        tags: ['早餐代餐', '办公室零食', '整箱装', '网红'],
        price: [690, 5990],
        props: [pack('规格', ['300g', '600g', '1kg'])],
      },
      {
        name: '糖果巧克力',
        en: 'Sweets & chocolate',
        items: ['黑巧克力', '牛奶巧克力', '水果软糖', '棒棒糖', '薄荷糖', '花生牛轧糖', '奶糖'],
        tags: ['礼盒装', '分享装', '零蔗糖', '喜糖'],
        price: [590, 8990],
        props: [pack('规格', ['100g', '250g', '500g'])],
      },
      {
        name: '肉干肉脯',
        en: 'Jerky',
        items: ['靖江猪肉脯', '风干牛肉干', '手撕牛肉', '卤鸭脖', '虎皮鸡爪', '卤蛋', '鱼豆腐'],
        tags: ['独立包装', '追剧零食', '高蛋白', '家庭装'],
        price: [990, 8990],
        props: [plain('口味', ['原味', '香辣', '五香', '黑椒'])],
      },
    ],
  },
  {
    name: '酒水饮料',
    en: 'Drinks',
    blurbs: ['正品直供，整箱发货。', '冰镇口感更佳，开瓶即饮。'],
    leaves: [
      {
        name: '饮用水',
        en: 'Water',
        items: ['天然矿泉水', '饮用纯净水', '无糖苏打水', '天然山泉水', '天然弱碱水'],
        tags: ['550ml', '家庭装', '会议用水', '整箱'],
        price: [990, 5990],
        props: [pack('规格', ['12瓶', '24瓶'])],
      },
      {
        name: '饮料',
        en: 'Soft drinks',
        items: [
          '无糖乌龙茶',
          '100%橙汁',
          '白桃气泡水',
          '椰子水',
          '电解质运动饮料',
          '乳酸菌饮品',
          '冰红茶',
          '柠檬茶',
        ],
        tags: ['0糖0脂', '整箱', '网红', '夏日清爽'],
        price: [1290, 6990],
        props: [pack('规格', ['6瓶', '12瓶', '24瓶'])],
      },
      {
        name: '牛奶乳品',
        en: 'Dairy',
        items: ['纯牛奶', '高钙牛奶', '原味酸奶', '低脂牛奶', '儿童成长奶', '燕麦牛奶'],
        tags: ['礼盒装', '营养早餐', '草原奶源', '整箱'],
        price: [3990, 9990],
        props: [pack('规格', ['12盒', '24盒'])],
      },
      {
        name: '酒类',
        en: 'Beer, wine & spirits',
        items: [
          '精酿白啤',
          '原浆啤酒',
          '干红葡萄酒',
          '干白葡萄酒',
          '清香型白酒',
          '浓香型白酒',
          '青梅酒',
          '桂花米酒',
        ],
        tags: ['聚会畅饮', '送礼佳品', '年份窖藏', '进口'],
        price: [2990, 59900],
        props: [pack('规格', ['单瓶', '2瓶装', '6瓶装'])],
      },
    ],
  },
  {
    name: '粮油调味',
    en: 'Pantry',
    blurbs: ['厨房必备，家庭常备。', '大品牌品质，保质期长。'],
    leaves: [
      {
        name: '米面杂粮',
        en: 'Rice & grains',
        items: [
          '五常稻花香大米',
          '泰国茉莉香米',
          '高筋小麦粉',
          '有机小米',
          '五谷杂粮',
          '荞麦面条',
          '即食燕麦片',
        ],
        tags: ['新米', '家庭装', '真空包装', '产地直发'],
        price: [1990, 12900],
        props: [pack('规格', ['2.5kg', '5kg', '10kg'])],
      },
      {
        name: '食用油',
        en: 'Cooking oil',
        items: [
          '压榨花生油',
          '非转基因大豆油',
          '特级初榨橄榄油',
          '低芥酸菜籽油',
          '玉米胚芽油',
          '稻米油',
        ],
        tags: ['一级', '物理压榨', '家庭装', '食用调和'],
        price: [2990, 19900],
        props: [pack('规格', ['1.8L', '5L'])],
      },
      {
        name: '调味品',
        en: 'Condiments',
        items: [
          '特级生抽',
          '红烧老抽',
          '山西老陈醋',
          '蚝油',
          '鸡精',
          '牛油火锅底料',
          '黄豆酱',
          '剁辣椒',
        ],
        tags: ['零添加', '酿造', '厨房必备', '家庭装'],
        price: [590, 4990],
        props: [pack('规格', ['单瓶', '2瓶装', '3瓶装'])],
      },
      {
        name: '方便速食',
        en: 'Instant food',
        items: ['红烧牛肉面', '柳州螺蛳粉', '自热小火锅', '重庆酸辣粉', '自热米饭', '午餐肉罐头'],
        tags: ['宿舍必备', '加班夜宵', '整箱', '速食'],
        price: [590, 7990],
        props: [pack('规格', ['单份', '5份装', '整箱'])],
      },
    ],
  },
  {
    name: '个护清洁',
    en: 'Personal care',
    blurbs: ['温和配方，全家可用。', '正品保障，假一赔十。'],
    leaves: [
      {
        name: '洗发护发',
        en: 'Hair care',
        items: [
          '氨基酸洗发水',
          '去屑洗发露',
          '柔顺护发素',
          '修护发膜',
          '控油蓬松洗发水',
          '生姜防脱洗发水',
        ],
        tags: ['无硅油', '持久留香', '家庭装', '温和'],
        price: [1990, 12900],
        props: [pack('规格', ['400ml', '750ml', '1L'])],
      },
      {
        name: '口腔护理',
        en: 'Oral care',
        items: ['美白牙膏', '声波电动牙刷', '软毛牙刷', '漱口水', '牙线棒', '儿童牙膏'],
        tags: ['清新口气', '护龈', '家庭装', '便携'],
        price: [590, 29900],
        props: [pack('规格', ['单支', '2支装', '家庭装'])],
      },
      {
        name: '家庭清洁',
        en: 'Household cleaning',
        items: [
          '薰衣草洗衣液',
          '洗衣凝珠',
          '洗洁精',
          '厨房重油污净',
          '84消毒液',
          '卷纸',
          '抽纸',
          '湿巾',
        ],
        tags: ['囤货装', '除菌', '母婴可用', '实惠装'],
        price: [990, 8990],
        props: [pack('规格', ['单件', '2件装', '4件装'])],
      },
    ],
  },
  {
    name: '家用电器',
    en: 'Home appliances',
    blurbs: ['全国联保，一年质保。', '送货上门，支持以旧换新。'],
    leaves: [
      {
        name: '厨房电器',
        en: 'Kitchen appliances',
        items: [
          '智能电饭煲',
          '可视空气炸锅',
          '破壁料理机',
          '电热水壶',
          '电压力锅',
          '多功能料理锅',
          '豆浆机',
          '电煎锅',
        ],
        tags: ['家用', '多功能', '智能预约', '不粘内胆'],
        price: [9900, 69900],
        props: [plain('颜色', ['白色', '灰色', '粉色']), pack('容量', ['3L', '5L'])],
      },
      {
        name: '生活电器',
        en: 'Household appliances',
        items: ['扫地机器人', '无线吸尘器', '空气净化器', '落地扇', '加湿器', '暖风机', '挂烫机'],
        tags: ['静音', '家用大功率', '智能', '节能'],
        price: [12900, 99900],
        props: [plain('颜色', ['白色', '黑色', '银色']), pack('版本', ['标准版', '旗舰版'])],
      },
      {
        name: '个护电器',
        en: 'Personal care appliances',
        items: ['负离子电吹风', '电动剃须刀', '卷发棒', '冲牙器', '电子体重秤', '颈部按摩仪'],
        tags: ['便携', '快充', '礼盒装', '家用'],
        price: [4990, 39900],
        props: [plain('颜色', ['白色', '黑色', '玫瑰金'])],
      },
    ],
  },
  {
    name: '服饰鞋包',
    en: 'Clothing',
    blurbs: ['支持7天无理由退换。', '面料舒适，版型百搭。'],
    leaves: [
      {
        name: '男装',
        en: "Men's clothing",
        items: [
          '纯棉短袖T恤',
          '休闲衬衫',
          '商务夹克',
          '连帽卫衣',
          '直筒牛仔裤',
          '休闲裤',
          '轻薄羽绒服',
          'POLO衫',
        ],
        tags: ['2026新款', '宽松', '百搭', '商务休闲'],
        price: [4990, 59900],
        props: [plain('颜色', ['黑色', '白色', '藏青']), plain('尺码', ['L', 'XL', 'XXL'])],
      },
      {
        name: '女装',
        en: "Women's clothing",
        items: ['法式连衣裙', '针织开衫', '高腰阔腿裤', '雪纺衬衫', '半身裙', '短款卫衣', '风衣'],
        tags: ['2026新款', '显瘦', '通勤', '温柔风'],
        price: [5990, 49900],
        props: [plain('颜色', ['米白', '黑色', '浅蓝']), plain('尺码', ['S', 'M', 'L'])],
      },
      {
        name: '鞋靴',
        en: 'Shoes',
        items: ['透气跑步鞋', '休闲板鞋', '帆布鞋', '小白鞋', '乐福鞋', '马丁靴', '防滑拖鞋'],
        tags: ['轻便', '男女同款', '软底', '百搭'],
        price: [5990, 39900],
        props: [plain('颜色', ['白色', '黑色', '米色']), plain('尺码', ['39', '40', '41', '42'])],
      },
      {
        name: '箱包',
        en: 'Bags & luggage',
        items: ['通勤双肩包', '20寸拉杆箱', '斜挎包', '帆布托特包', '短款钱包', '运动腰包'],
        tags: ['大容量', '防泼水', '轻便', '商务'],
        price: [3990, 49900],
        props: [plain('颜色', ['黑色', '灰色', '卡其'])],
      },
    ],
  },
  {
    name: '母婴玩具',
    en: 'Baby & toys',
    blurbs: ['安全材质，宝宝放心用。', '官方正品，假一赔十。'],
    leaves: [
      {
        name: '奶粉辅食',
        en: 'Formula & baby food',
        items: [
          '婴幼儿配方奶粉3段',
          '有机高铁米粉',
          '宝宝果泥',
          '婴儿营养面条',
          '儿童奶酪棒',
          '酸奶溶豆',
        ],
        tags: ['6月龄+', '无添加', '营养', '辅食'],
        price: [1990, 39900],
        props: [pack('规格', ['单罐', '2罐装', '6罐装'])],
      },
      {
        name: '尿裤湿巾',
        en: 'Diapers & wipes',
        items: ['超薄纸尿裤', '拉拉裤', '婴儿手口湿巾', '一次性隔尿垫', '婴儿棉柔巾'],
        tags: ['轻薄透气', '整箱', '量贩装', '干爽'],
        price: [2990, 19900],
        props: [plain('尺码', ['S', 'M', 'L', 'XL'])],
      },
      {
        name: '益智玩具',
        en: 'Educational toys',
        items: [
          '大颗粒积木',
          '磁力片',
          '木质拼图',
          '早教点读笔',
          '遥控越野车',
          '毛绒公仔',
          '绘本套装',
        ],
        tags: ['3岁+', '益智', '生日礼物', '亲子互动'],
        price: [2990, 39900],
        props: [pack('规格', ['基础款', '豪华款'])],
      },
      {
        name: '童装童鞋',
        en: "Kids' clothing",
        items: ['儿童纯棉T恤', '儿童运动鞋', '儿童羽绒服', '婴儿连体衣', '儿童家居服'],
        tags: ['纯棉', '透气', '新款', '亲肤'],
        price: [3990, 29900],
        props: [
          plain('颜色', ['粉色', '蓝色', '黄色']),
          plain('尺码', ['100cm', '110cm', '120cm']),
        ],
      },
    ],
  },
];

const GENERAL_BLURBS = [
  '下单后48小时内发货，偏远地区除外。',
  '满99元包邮，会员下单再享积分返还。',
  '如有质量问题，售后无忧，支持退换。',
  '图片仅供参考，请以实物为准。',
];

/** Brands with the top categories (CATALOGUE index) they make goods for. */
/** `logo`: the wordmark's key in media/pictures.ts BRAND_ART. */
const BRANDS: { name: string; tops: number[]; logo: string }[] = [
  { name: '鲜丰园', tops: [0], logo: 'xianfeng' },
  { name: '果然好', tops: [0, 1], logo: 'guoran' },
  { name: '零食铺子', tops: [1], logo: 'lingshi' },
  { name: '麦香坊', tops: [1, 3], logo: 'maixiang' },
  { name: '山泉源', tops: [2], logo: 'shanquan' },
  { name: '醇香酒业', tops: [2], logo: 'chunxiang' },
  { name: '金穗', tops: [3], logo: 'jinsui' },
  { name: '净享', tops: [4], logo: 'jingxiang' },
  { name: '洁立方', tops: [4], logo: 'jielifang' },
  { name: '智家', tops: [5], logo: 'zhijia' },
  { name: '衣品汇', tops: [6], logo: 'yipinhui' },
  { name: '贝贝乐', tops: [7], logo: 'beibeile' },
];

/** Sellers; `merchant` marks the one run by the demo merchant; tops as for BRANDS (empty = all). */
/** `logo`: the shop logo's key in media/pictures.ts SELLER_ART. */
const SELLERS: {
  name: string;
  description: string;
  tops: number[];
  logo: string;
  merchant?: true;
}[] = [
  { name: '自营旗舰店', description: '平台自营，正品保障，极速发货。', tops: [], logo: 'self' },
  {
    name: '阳光小区便利店',
    description: '社区智能柜商家，生鲜零食饮料，下楼即取。',
    tops: [0, 1, 2, 3],
    logo: 'sunshine',
    merchant: true,
  },
  {
    name: '鲜果园专营店',
    description: '水果蔬菜产地直采，当日采摘当日发。',
    tops: [0],
    logo: 'fruit',
  },
  { name: '好物优选店', description: '精选居家好物，品质生活。', tops: [1, 3, 4], logo: 'goods' },
  {
    name: '智家电器专营店',
    description: '品牌家电授权经销，全国联保。',
    tops: [5],
    logo: 'appliance',
  },
  { name: '宝贝时光母婴店', description: '母婴用品与童装，安全放心。', tops: [6, 7], logo: 'baby' },
];

const ZONES: { name: string; en: string; route: string }[] = [
  { name: '新人专享', en: 'New user offers', route: 'pages/activityList/newbie/newperson' },
  { name: '限时秒杀', en: 'Flash sale', route: 'pages/activityList/flashSale/index' },
  { name: '积分兑换', en: 'Points exchange', route: 'pages/activityList/goods/integral_list' },
  { name: '购物赚积分', en: 'Shop & earn points', route: 'pages/activityList/goods/shopping_list' },
  { name: '十元三件', en: '3 for ¥10', route: 'pages/activityList/sysj/sysj' },
  {
    name: '9.9包邮',
    en: '¥9.9 free shipping',
    route: 'pages/activityList/specialAreaFour/specialAreaFour',
  },
  { name: '拼团', en: 'Group buy', route: 'pages/activityList/goAssemble/goAssemble' },
  { name: '领券中心', en: 'Coupons', route: 'pages/subpack1/coupon-center/coupon-center' },
  { name: '签到', en: 'Daily check-in', route: 'pages/activityList/integral/integral' },
  { name: '新品上市', en: 'New arrivals', route: 'pages/activityList/new_goods/new_goods' },
];

const APP_CONFIG: Record<string, unknown> = {
  // issue 23 (moderation): the demo approves live rooms and shop applications passing the
  // rules at once (production has no row: off until an operator turns them on)
  live_auto_approve: true,
  local_auto_approve: true,
  com_exp_msg: '订单超时未支付将自动关闭',
  kf_on: 1,
  web_view_hosts: ['help.example.com'],
  full_discount: [
    { full: 9900, cut: 1000 },
    { full: 19900, cut: 3000 },
  ],
  home_notices: ['新人注册即送5元无门槛券', '限时秒杀每日三场，准点开抢', '智能柜商品支持扫码取货'],
  // the search page's suggestions; each hits seeded titles (seed.test.ts checks it)
  hot_words: ['车厘子', '牛奶', '坚果', '大米', '洗发水', '巧克力', '牛肉', '白酒'],
  // the business settings (issue 23; the console's settings change them)
  ...Object.fromEntries(SETTINGS_SECTIONS.map((s) => [SETTINGS_KEYS[s], DEFAULT_SETTINGS[s]])),
  [SETTINGS_KEYS.freight]: SEED_FREIGHT_RULES,
  // the banks a card can be bound to (/api/bank_list); operations may edit the list
  bank_list: DEFAULT_BANKS,
  // sign-in points (docs/api-promotions.md "Sign-in"): base per day, bonus on streak days
  sign_rules: {
    base: 10,
    streak_bonus: [
      { days: 3, points: 10 },
      { days: 7, points: 30 },
    ],
  },
  // points of the other tasks of /api/task/complete_task
  task_points: { download: 100, share: 5 },
};

/**
 * The demo user's wallet history: the seeded integral (1200) and reward_money (5000 fen) are the
 * sums of these ledger rows, as every balance must be (wallet.service.ts).
 */
const DEMO_WALLET: {
  account: 'integral' | 'reward_money';
  delta: number;
  reason: string;
  daysAgo: number;
}[] = [
  { account: 'integral', delta: 1000, reason: 'register_gift', daysAgo: 30 },
  { account: 'reward_money', delta: 3000, reason: 'invite_reward', daysAgo: 20 },
  { account: 'reward_money', delta: 2000, reason: 'activity_reward', daysAgo: 5 },
  { account: 'integral', delta: 200, reason: 'sign_in', daysAgo: 2 },
];

/** The two activity image sets of api/v3/activity/pub_goods_img (banner positions img30/img31). */
const IMAGE_SETS: { position: string; title: string; leaves: string[]; picture: string }[] = [
  {
    position: 'img30',
    title: '品质生活 好物精选',
    leaves: ['厨房电器', '生活电器', '洗发护发'],
    picture: 'home',
  },
  {
    position: 'img31',
    title: '新鲜到家 产地直发',
    leaves: ['新鲜水果', '海鲜水产', '牛奶乳品'],
    picture: 'fresh',
  },
];

// --- comments ---

/** Goods with comments, and comments per goods (inclusive range). */
const COMMENTED_GOODS = 80;
const COMMENTS_PER_GOODS: [number, number] = [3, 8];
/** Comment authors: accounts that cannot log in (no password), seeded with the demo accounts. */
const BUYER_NAMES = [
  '张晓燕',
  '李明',
  '王芳芳',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄丽',
  '周杰',
  '吴婷婷',
  '徐强',
  '孙悦',
  '马超',
  '朱琳',
  '胡斌',
  '郭敏',
  '何佳',
  '高峰',
  '林小雨',
  '罗娜',
];
/** Not a scrypt record, so verifyPassword refuses every password. */
const NO_PASSWORD = '!';

const PRAISE: Record<number, string[]> = {
  0: [
    '非常新鲜，个头很大，家里人都说好吃。',
    '冷链送到还是冰的，包装很用心，没有一个坏的。',
    '比超市买的新鲜多了，性价比很高，会回购。',
    '分量足，口感不错，就是箱子有点压扁了。',
  ],
  1: [
    '味道很好，独立小包装很方便，办公室同事都抢着吃。',
    '日期很新鲜，口感酥脆，孩子很喜欢。',
    '口味正宗，甜度适中，已经第三次回购了。',
    '包装精美，送人也很有面子。',
  ],
  2: [
    '正品，包装完好，物流很快，冰镇后口感更好。',
    '整箱送到家门口，省了自己搬，很方便。',
    '味道不错，价格比超市便宜，囤了两箱。',
    '生产日期很新，喝着放心。',
  ],
  3: [
    '大品牌值得信赖，包装严实，没有漏。',
    '做饭必备，味道很正，家里一直用这个。',
    '日期新鲜，分量很足，价格实惠。',
    '物流很快，第二天就到了，会继续支持。',
  ],
  4: [
    '用了一周，效果不错，味道也很好闻。',
    '温和不刺激，全家都在用，性价比高。',
    '囤货装很划算，活动价买的，非常满意。',
    '正品无疑，和专柜的一样。',
  ],
  5: [
    '做工扎实，操作简单，老人也会用。',
    '外观好看，功能齐全，送货安装都很及时。',
    '用了半个月再来评价，运行稳定，噪音很小。',
    '性价比很高，客服很耐心，推荐购买。',
  ],
  6: [
    '面料舒服，尺码标准，上身效果很好。',
    '做工精细，没有线头，颜色和图片一样。',
    '穿着很舒服，版型好看，已经推荐给朋友。',
    '质量不错，洗了两次也没有变形。',
  ],
  7: [
    '宝宝很喜欢，材质安全没有异味。',
    '质量很好，做工精细，宝妈们可以放心入。',
    '物流很快，包装完好，孩子玩得很开心。',
    '用着很放心，会一直回购。',
  ],
};
const SO_SO = [
  '总体还行，就是物流慢了点。',
  '和描述基本一致，价格可以再便宜点。',
  '一般般吧，包装有点简陋。',
];
const COMPLAINT = [
  '收到有一个坏了，联系客服给补发了，态度还可以。',
  '和图片差别有点大，不太满意。',
  '物流太慢了，等了一个星期。',
];
const FOLLOW_UP = ['', '', '', '五星好评！', '下次还来。', '物超所值。', '赞一个！'];

interface CommentSeed {
  rows: Insertable<DB['comments']>[];
  buyers: Insertable<DB['users']>[];
}

/**
 * Comments of about 80 on-sale goods by the seeded buyers: mostly 5 stars, a few middling or bad
 * ones, about a third with pictures, a few hidden by moderation. Times fall between the goods'
 * listing and `now`. A separate generator keeps the rest of the seed as it was.
 */
function buildComments(
  goods: GoodsSeed[],
  goodsRows: Insertable<DB['goods']>[],
  now: number,
  firstBuyerId: number,
): CommentSeed {
  const rng = new Rng(2026);
  const buyers: Insertable<DB['users']>[] = BUYER_NAMES.map((nickname, i) => ({
    id: firstBuyerId + i,
    mobile: `1990000${String(i + 1).padStart(4, '0')}`,
    password_hash: NO_PASSWORD,
    nickname,
    avatar: `/media/gen/avatar/${firstBuyerId + i}.svg`,
    invite_code: newInviteCode(),
    inviter_id: null,
    pay_password_hash: null,
    created_at: now - 180 * DAY,
  }));
  const rows: Insertable<DB['comments']>[] = [];
  const picked = rng.shuffle(goods.filter((g) => g.status === 1)).slice(0, COMMENTED_GOODS);
  picked.sort((a, b) => a.id - b.id);
  for (const g of picked) {
    const listedAt = at(goodsRows, g.id - 1).created_at;
    const authors = rng.shuffle(buyers);
    const n = rng.int(...COMMENTS_PER_GOODS);
    let picture = 0;
    for (let i = 0; i < n; i++) {
      const r = rng.float();
      const score = r < 0.7 ? 5 : r < 0.85 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
      const content =
        score >= 4
          ? rng.pick(PRAISE[g.topIndex] ?? SO_SO) + rng.pick(FOLLOW_UP)
          : score === 3
            ? rng.pick(SO_SO)
            : rng.pick(COMPLAINT);
      const images = rng.chance(0.35)
        ? Array.from({ length: rng.int(1, 3) }, () => goodsPicture(g.item, g.id, `c${++picture}`))
        : [];
      const sku = rng.pick(g.skus);
      rows.push({
        id: rows.length + 1,
        goods_id: g.id,
        sku_id: sku.id,
        user_id: Number(at(authors, i % authors.length).id),
        order_id: null,
        score,
        content,
        images: JSON.stringify(images),
        spec: Object.entries(sku.spec)
          .map(([k, v]) => `${k}:${v}`)
          .join(';'),
        // moderation hid a few
        status: rng.chance(0.03) ? 0 : 1,
        created_at: rng.int(Math.min(listedAt + HOUR, now - HOUR), now - HOUR),
      });
    }
  }
  return { rows, buyers };
}

// --- in-memory model ---

interface SkuSeed {
  id: number;
  goodsId: number;
  spec: Record<string, string>;
  price: number;
  marketPrice: number;
  quantity: number;
}

interface GoodsSeed {
  id: number;
  title: string;
  /** the CATALOGUE item the goods is (its pictures are drawn from it) */
  item: string;
  topIndex: number;
  leafName: string;
  categoryId: number;
  brandId: number;
  sellerId: number;
  price: number;
  marketPrice: number;
  status: number;
  subregion: number;
  skus: [SkuSeed, ...SkuSeed[]];
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += BATCH) yield rows.slice(i, i + BATCH);
}

/** Values for one goods: a random subset of the prop's values, kept in list order. */
function subset(rng: Rng, prop: SpecProp, min: number, max: number): number[] {
  const n = Math.min(prop.values.length, rng.int(min, max));
  if (prop.scale) {
    // pack sizes: a contiguous run, so a goods offers e.g. 2斤/3斤 rather than 2斤/8斤
    const start = rng.int(0, prop.values.length - n);
    return Array.from({ length: n }, (_, i) => start + i);
  }
  return rng
    .shuffle(prop.values.map((_, i) => i))
    .slice(0, n)
    .sort((a, b) => a - b);
}

// --- words and pictures of a goods (issue 19) ---

/** Where an item comes from, read from its name; the leaf's usual origin otherwise. */
const ORIGINS: [string, string][] = [
  ['智利', '智利'],
  ['海南', '海南三亚'],
  ['新疆', '新疆阿克苏'],
  ['烟台', '山东烟台'],
  ['赣南', '江西赣州'],
  ['陕西', '陕西周至'],
  ['泰国', '泰国'],
  ['丹东', '辽宁丹东'],
  ['无锡', '江苏无锡'],
  ['寿光', '山东寿光'],
  ['云南', '云南昆明'],
  ['东北', '黑龙江哈尔滨'],
  ['内蒙古', '内蒙古锡林郭勒'],
  ['澳洲', '澳大利亚'],
  ['厄瓜多尔', '厄瓜多尔'],
  ['大连', '辽宁大连'],
  ['阿根廷', '阿根廷'],
  ['舟山', '浙江舟山'],
  ['挪威', '挪威'],
  ['阳澄湖', '江苏苏州'],
  ['青岛', '山东青岛'],
  ['靖江', '江苏靖江'],
  ['五常', '黑龙江五常'],
  ['柳州', '广西柳州'],
  ['重庆', '重庆'],
  ['山西', '山西太原'],
];

/** Per leaf: the usual origin, how to keep it, what it is good for. */
const LEAF_FACTS: Record<string, [string, string, string]> = {
  新鲜水果: ['山东烟台', '0-4℃冷藏，收到后尽快食用', '鲜食、榨汁、做果切'],
  新鲜蔬菜: ['山东寿光', '冷藏保存，3天内食用最佳', '家常炒菜、凉拌、煲汤'],
  肉禽蛋品: ['吉林长春', '冷藏0-4℃保存2天，冷冻-18℃保存3个月', '炖煮、煎烤、火锅'],
  海鲜水产: ['浙江舟山', '-18℃冷冻保存，解冻后不宜再冻', '清蒸、白灼、椒盐、火锅'],
  速冻食品: ['河南郑州', '-18℃冷冻保存12个月', '早餐、夜宵，水煮或煎制即可'],
  坚果炒货: ['安徽合肥', '阴凉干燥处保存，开袋后密封', '办公零食、下午茶、烘焙'],
  饼干糕点: ['福建厦门', '常温阴凉处保存，避免阳光直射', '早餐、下午茶、办公室零食'],
  糖果巧克力: ['上海', '20℃以下阴凉干燥处保存', '休闲零食、喜糖、节日送礼'],
  肉干肉脯: ['江苏靖江', '常温阴凉干燥处，开袋后尽快食用', '追剧零食、户外出行'],
  饮用水: ['浙江千岛湖', '常温避光保存，开瓶后24小时内饮用', '日常饮水、冲泡茶饮'],
  饮料: ['广东佛山', '常温避光保存，冷藏口感更佳', '解渴、聚会、运动后补水'],
  牛奶乳品: ['内蒙古呼和浩特', '常温避光保存，开封后冷藏并尽快饮用', '早餐、加餐、睡前一杯'],
  酒类: ['四川宜宾', '阴凉避光处平放或直立保存', '聚会畅饮、佐餐、节日送礼'],
  米面杂粮: ['黑龙江五常', '阴凉干燥处密封保存，防潮防虫', '煮饭、熬粥、面点'],
  食用油: ['山东临沂', '阴凉避光处保存，开盖后尽快用完', '炒菜、煎炸、凉拌'],
  调味品: ['广东佛山', '阴凉处保存，开盖后冷藏', '炒菜、凉拌、蘸料'],
  方便速食: ['河南漯河', '常温阴凉干燥处保存', '加班夜宵、宿舍、出行'],
  洗发护发: ['广东广州', '阴凉处保存，避免阳光直射', '日常洗护，全家可用'],
  口腔护理: ['广东深圳', '常温干燥处保存', '早晚刷牙，全家口腔护理'],
  家庭清洁: ['浙江杭州', '阴凉处保存，远离儿童', '衣物、厨房、卫浴清洁'],
  厨房电器: ['广东佛山', '干燥通风处存放，用后清洁内胆', '家庭烹饪、早餐、烘焙'],
  生活电器: ['江苏苏州', '干燥通风处存放，定期清洁滤网', '客厅、卧室、全屋清洁'],
  个护电器: ['浙江宁波', '干燥处存放，定期充电', '日常护理、出差旅行'],
  男装: ['浙江杭州', '冷水手洗或机洗，反面晾干', '通勤、约会、周末休闲'],
  女装: ['广东广州', '30℃以下手洗，不可漂白', '通勤、约会、度假'],
  鞋靴: ['福建晋江', '通风处存放，避免暴晒', '跑步、通勤、日常穿搭'],
  箱包: ['广东广州', '通风干燥处存放，避免重压', '通勤、出差、旅行'],
  奶粉辅食: ['黑龙江齐齐哈尔', '开罐后密封，置阴凉干燥处，4周内用完', '宝宝日常营养补充'],
  尿裤湿巾: ['福建泉州', '阴凉干燥处保存', '宝宝日常护理、外出'],
  益智玩具: ['浙江宁波', '避免潮湿和暴晒', '3岁以上宝宝，亲子互动、启蒙'],
  童装童鞋: ['浙江湖州', '温水手洗，与深色衣物分开', '幼儿园、户外、居家'],
};

/** A few lines on a goods: what it is, origin, specs on offer, storage, good for. */
function describe(leaf: Leaf, item: string, tag: string, firstIdx: number[]): string {
  const [origin, storage, use] = LEAF_FACTS[leaf.name] ?? ['中国', '阴凉干燥处保存', '日常家用'];
  const from = ORIGINS.find(([prefix]) => item.startsWith(prefix))?.[1] ?? origin;
  const specs = firstIdx.map((i) => at(leaf.props[0].values, i)).join(' / ');
  return (
    `${item}，${tag}，精选${leaf.name}。\n` +
    `产地：${from}\n` +
    `${leaf.props[0].name}：${specs}\n` +
    `储存：${storage}\n` +
    `推荐：${use}\n`
  );
}

/** A SKU's picture: its colour, or the pack it is (2瓶装, 6罐装 ...); empty = the goods' own. */
function skuPicture(item: string, goodsId: number, spec: Record<string, string>): string {
  const colour = spec['颜色'] ? colourCode(spec['颜色']) : undefined;
  if (colour) {
    return goodsPicture(item, goodsId, `k${(SKU_COLOURS[colour]?.hex ?? '#ffffff').slice(1)}`);
  }
  const pack = Object.values(spec)
    .map((v) => /^(\d+)(?:瓶|盒|支|件|罐|份)装?$/.exec(v)?.[1])
    .find(Boolean);
  return pack && Number(pack) > 1
    ? goodsPicture(item, goodsId, `p${Math.min(Number(pack), 12)}`)
    : '';
}

function buildGoods(
  rng: Rng,
  now: number,
  leafIds: Map<Leaf, number>,
): {
  goods: GoodsSeed[];
  rows: Insertable<DB['goods']>[];
  skuRows: Insertable<DB['goods_skus']>[];
} {
  const goods: GoodsSeed[] = [];
  const rows: Insertable<DB['goods']>[] = [];
  const skuRows: Insertable<DB['goods_skus']>[] = [];
  const titles = new Set<string>();
  let skuId = 0;

  CATALOGUE.forEach((top, topIndex) => {
    const brands = BRANDS.map((b, i) => ({ ...b, id: i + 1 })).filter((b) =>
      b.tops.includes(topIndex),
    );
    const sellers = SELLERS.map((s, i) => ({ ...s, id: i + 1 })).filter(
      (s) => s.tops.length > 0 && s.tops.includes(topIndex),
    );
    for (const leaf of top.leaves) {
      const items = rng.shuffle(leaf.items);
      for (let j = 0; j < GOODS_PER_LEAF; j++) {
        const id = goods.length + 1;
        const item = at(items, j % items.length);
        const [first, second] = leaf.props;
        const firstIdx = second ? subset(rng, first, 2, 3) : subset(rng, first, 1, 3);
        const secondIdx = second ? subset(rng, second, 1, 2) : [-1];

        let tag = rng.pick(leaf.tags);
        for (let tries = 0; titles.has(`${item} ${tag}`) && tries < 20; tries++) {
          tag = rng.pick(leaf.tags);
        }
        let title = `${item} ${tag}`;
        if (firstIdx.length === 1 && !second) title += ` ${at(first.values, at(firstIdx, 0))}`;
        if (titles.has(title)) title += ` ${id}号`;
        titles.add(title);

        // log-uniform base price, so cheap goods are as common as dear ones within the range
        const [lo, hi] = leaf.price;
        const base = lo * Math.pow(hi / lo, rng.float());
        // 0 = no strike-through price shown
        const markup = rng.chance(0.1) ? 0 : 1.2 + rng.float() * 0.4;

        const skus: SkuSeed[] = [];
        for (const a of firstIdx) {
          for (const b of secondIdx) {
            const spec: Record<string, string> = { [first.name]: at(first.values, a) };
            let factor = first.scale ? at(first.scale, a) : 1;
            if (second) {
              spec[second.name] = at(second.values, b);
              factor *= second.scale ? at(second.scale, b) : 1;
            }
            const price = retail(base * factor);
            skus.push({
              id: ++skuId,
              goodsId: id,
              spec,
              price,
              marketPrice: markup === 0 ? 0 : Math.max(price, retail(price * markup)),
              // about 5% out of stock
              quantity: rng.chance(0.05) ? 0 : rng.int(1, 500),
            });
          }
        }
        const cheapest = skus.reduce((m, s) => (s.price < m.price ? s : m), at(skus, 0));
        const r = rng.float();
        const g: GoodsSeed = {
          id,
          title,
          item,
          topIndex,
          leafName: leaf.name,
          categoryId: leafIds.get(leaf) ?? 0,
          brandId: rng.pick(brands).id,
          // a third from the platform's own store, the rest from sellers of this category
          sellerId: sellers.length === 0 || rng.chance(0.35) ? 1 : rng.pick(sellers).id,
          price: cheapest.price,
          marketPrice: cheapest.marketPrice,
          status: 1,
          subregion: r < 0.1 ? 1 : r < 0.15 ? 2 : 0,
          skus: [at(skus, 0), ...skus.slice(1)],
        };
        goods.push(g);

        const imageCount = rng.int(3, 5);
        rows.push({
          id,
          title,
          category_id: g.categoryId,
          brand_id: g.brandId,
          seller_id: g.sellerId,
          image: goodsPicture(item, id),
          images: JSON.stringify(
            Array.from({ length: imageCount }, (_, n) => goodsPicture(item, id, `g${n + 1}`)),
          ),
          detail_images: JSON.stringify([
            goodsPicture(item, id, 'd1'),
            goodsPicture(item, id, 'd2'),
          ]),
          description:
            describe(leaf, item, tag, firstIdx) + rng.pick(top.blurbs) + rng.pick(GENERAL_BLURBS),
          price: g.price,
          market_price: g.marketPrice,
          // cubic skew: most goods sell little, a few sell a lot
          sales: Math.floor(Math.pow(rng.float(), 3) * 20001),
          status: 1,
          is_recommend: 0,
          goods_subregion: g.subregion,
          sort: rng.int(0, 99),
          // spread over the last 90 days so "newest first" differs from id order
          created_at: now - rng.int(0, 90 * DAY),
        });
        for (const s of skus) {
          skuRows.push({
            id: s.id,
            goods_id: id,
            spec: JSON.stringify(s.spec),
            price: s.price,
            market_price: s.marketPrice,
            image: skuPicture(item, id, s.spec),
          });
        }
      }
    }
  });

  // off the shelf and recommended flags, chosen after the fact so they spread over categories
  const order = rng.shuffle(goods.map((_, i) => i));
  for (const i of order.slice(0, OFF_SHELF)) at(goods, i).status = 0;
  for (const i of order.slice(OFF_SHELF, OFF_SHELF + RECOMMENDED)) at(rows, i).is_recommend = 1;
  goods.forEach((g, i) => (at(rows, i).status = g.status));
  return { goods, rows, skuRows };
}

interface ActivityDef {
  type: number;
  title: string;
  start: number;
  end: number;
  rules: Record<string, unknown>;
  count: number;
  eligible?: (g: GoodsSeed) => boolean;
  price: (skuPrice: number) => number;
  integral?: (skuPrice: number) => number;
  limit?: number;
}

function activityDefs(rng: Rng, now: number, brandFor17: number): ActivityDef[] {
  const start = now - DAY;
  const end = now + 30 * DAY;
  const cheap = (max: number) => (g: GoodsSeed) => g.skus[0].price <= max;
  const window = { start, end };
  const flash = (title: string, from: number, session: number): ActivityDef => ({
    type: 1,
    title,
    start: now + from * HOUR,
    end: now + (from + 2) * HOUR,
    rules: { session, limit: 1 },
    count: 6,
    price: (p) => discounted(p, 0.5),
    limit: 1,
  });
  const threeForTen = (brandId: number) => (g: GoodsSeed) =>
    g.skus[0].price >= 400 && g.skus[0].price <= 2990 && (brandId === 0 || g.brandId === brandId);
  // unit price of an item left over after full groups of three; at most ¥9.90
  const threeForTenPrice = (p: number) => Math.min(990, discounted(p, 0.8));
  const nine = (g: GoodsSeed) => g.skus[0].price > 990 && g.skus[0].price <= 3990;
  const n = () => rng.int(4, 10);

  return [
    // three flash-sale sessions: running now, next, and this evening
    flash('限时秒杀·正在疯抢', -1, 1),
    flash('限时秒杀·即将开始', 2, 2),
    flash('限时秒杀·晚场', 6, 3),
    {
      type: 2,
      title: '好物清单·居家必备',
      ...window,
      rules: { theme: '居家必备' },
      count: n(),
      price: (p) => discounted(p, 0.85),
    },
    {
      type: 3,
      title: '积分兑换',
      ...window,
      // 100 points = 1 yuan, so `integral` equals the fen it replaces
      rules: { integral_only: false, integral_per_yuan: 100 },
      count: n(),
      eligible: cheap(3000),
      price: (p) => p - Math.max(10, Math.floor((p * 0.6) / 10) * 10),
      integral: (p) => Math.max(10, Math.floor((p * 0.6) / 10) * 10),
    },
    {
      type: 4,
      title: '两人拼团',
      ...window,
      rules: { group_size: 2, expire_hours: 24 },
      count: n(),
      price: (p) => discounted(p, 0.7),
      limit: 2,
    },
    {
      type: 11,
      title: '新人专享·1折起',
      ...window,
      rules: { limit: 1 },
      count: n(),
      eligible: cheap(9900),
      price: (p) => discounted(p, 0.1),
      limit: 1,
    },
    {
      type: 12,
      title: '第二单特价',
      ...window,
      rules: { limit: 1, required_orders: SECOND_ORDER_REQUIRED_ORDERS },
      count: n(),
      price: (p) => discounted(p, 0.5),
      limit: 1,
    },
    {
      type: 16,
      title: '购物赚积分',
      ...window,
      // points earned per yuan paid
      rules: { integral_per_yuan: 10 },
      count: n(),
      eligible: (g) => g.skus[0].price >= 1000,
      price: (p) => discounted(p, 0.95),
      integral: (p) => Math.max(10, Math.floor(discounted(p, 0.95) / 100) * 10),
    },
    {
      type: 17,
      title: '十元三件',
      ...window,
      rules: { group_size: 3, group_price: THREE_FOR_TEN_GROUP_PRICE, brand_id: 0 },
      count: 10,
      eligible: threeForTen(0),
      price: threeForTenPrice,
    },
    {
      type: 17,
      title: `${at(BRANDS, brandFor17 - 1).name}品牌日·十元三件`,
      ...window,
      rules: { group_size: 3, group_price: THREE_FOR_TEN_GROUP_PRICE, brand_id: brandFor17 },
      count: 6,
      eligible: threeForTen(brandFor17),
      price: threeForTenPrice,
    },
    {
      type: 18,
      title: '限时折扣·8折',
      ...window,
      // percent of the regular price
      rules: { discount: 80 },
      count: n(),
      price: (p) => discounted(p, 0.8),
    },
    {
      type: 19,
      title: '品牌特惠·7折',
      ...window,
      rules: { discount: 70 },
      count: n(),
      price: (p) => discounted(p, 0.7),
    },
    {
      type: 50,
      title: '9.9包邮',
      ...window,
      rules: { price: 990, free_shipping: true },
      count: n(),
      eligible: nine,
      price: () => 990,
    },
    {
      type: 51,
      title: '直播间9.9',
      ...window,
      rules: { price: 990, live_room_id: 1 },
      count: n(),
      eligible: nine,
      price: () => 990,
    },
    {
      type: 52,
      title: '领券专区',
      ...window,
      rules: { coupon_ids: [1, 3] },
      count: n(),
      eligible: (g) => g.skus[0].price >= 9900,
      price: (p) => discounted(p, 0.95),
    },
    {
      type: 53,
      title: '用券专区',
      ...window,
      rules: { coupon_ids: [2, 4] },
      count: n(),
      price: (p) => discounted(p, 0.95),
    },
    {
      type: 55,
      title: '直播推荐',
      ...window,
      rules: { live_room_id: 1, anchor: '小美' },
      count: n(),
      price: (p) => discounted(p, 0.88),
    },
    {
      type: 200,
      title: '特惠专区',
      ...window,
      rules: { goods_subregion: [0, 1] },
      count: n(),
      eligible: (g) => g.subregion === 0 || g.subregion === 1,
      price: (p) => discounted(p, 0.75),
    },
  ];
}

/** The brand with the most goods eligible for ten-yuan-three-items. */
function brandWithMostCheapGoods(goods: GoodsSeed[]): number {
  const counts = new Map<number, number>();
  for (const g of goods) {
    const p = g.skus[0].price;
    if (g.status === 1 && p >= 400 && p <= 2990)
      counts.set(g.brandId, (counts.get(g.brandId) ?? 0) + 1);
  }
  let best = 1;
  for (const [id, n] of counts) if (n > (counts.get(best) ?? 0)) best = id;
  return best;
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const goods = await db.selectFrom('goods').select('id').limit(1).executeTakeFirst();
  const user = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !goods && !user;
}

export async function seedDemo(
  db: Kysely<DB>,
  opts: { now: number; demoAccounts: boolean },
): Promise<SeedSummary> {
  if (!(await isEmpty(db))) throw new Error('seedDemo: the database is not empty');
  const { now, demoAccounts } = opts;
  const rng = new Rng(42);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  // scrypt is slow on purpose; hash before taking the write lock
  const userHash = demoAccounts ? await hashPassword(DEMO_USER.password) : '';
  const merchantHash = demoAccounts ? await hashPassword(DEMO_MERCHANT.password) : '';
  const merchantId = demoAccounts ? 1 : null;

  // --- categories: tops first (ids 1..8), then the children ---
  const categoryRows: Insertable<DB['categories']>[] = [];
  const leafIds = new Map<Leaf, number>();
  CATALOGUE.forEach((top, i) => {
    const id = i + 1;
    categoryRows.push({
      id,
      parent_id: 0,
      name: top.name,
      name_en: top.en,
      image: categoryPicture(top.name),
      sort: i,
      created_at: now,
    });
  });
  CATALOGUE.forEach((top, i) =>
    top.leaves.forEach((leaf, j) => {
      const id = categoryRows.length + 1;
      leafIds.set(leaf, id);
      categoryRows.push({
        id,
        parent_id: i + 1,
        name: leaf.name,
        name_en: leaf.en,
        image: categoryPicture(leaf.name),
        sort: j,
        created_at: now,
      });
    }),
  );

  const { goods, rows: goodsRows, skuRows } = buildGoods(rng, now, leafIds);
  const onSale = goods.filter((g) => g.status === 1);

  // --- stock: one warehouse row per SKU; a ledger row for every non-zero quantity ---
  const stockRows: Insertable<DB['stock']>[] = [];
  const ledgerRows: Insertable<DB['stock_ledger']>[] = [];
  const stockIn = (locationId: number, skuId: number, quantity: number): void => {
    stockRows.push({ location_id: locationId, sku_id: skuId, quantity });
    if (quantity === 0) return;
    ledgerRows.push({
      id: ledgerRows.length + 1,
      location_id: locationId,
      sku_id: skuId,
      delta: quantity,
      before_qty: 0,
      after_qty: quantity,
      reason: 'stock_in',
      ref: 'seed',
      operator: 'seed',
      idempotency_key: `seed:${locationId}:${skuId}`,
      created_at: now,
    });
  };
  for (const g of goods) for (const s of g.skus) stockIn(WAREHOUSE_LOCATION_ID, s.id, s.quantity);

  // --- activities ---
  const activityRows: Insertable<DB['activities']>[] = [];
  const activityGoodsRows: Insertable<DB['activity_goods']>[] = [];
  const used = new Set<number>();
  for (const def of activityDefs(rng, now, brandWithMostCheapGoods(goods))) {
    const activityId = activityRows.length + 1;
    activityRows.push({
      id: activityId,
      type: def.type,
      title: def.title,
      start_at: def.start,
      end_at: def.end,
      status: 1,
      rules: JSON.stringify(def.rules),
      created_at: now,
    });
    // goods not yet in any activity first, so the zones show different goods
    const pool = rng.shuffle(onSale.filter(def.eligible ?? (() => true)));
    const picked = [
      ...pool.filter((g) => !used.has(g.id)),
      ...pool.filter((g) => used.has(g.id)),
    ].slice(0, def.count);
    if (picked.length < 4) throw new Error(`seedDemo: too few goods for activity type ${def.type}`);
    picked.forEach((g, sort) => {
      used.add(g.id);
      const sku = g.skus[0];
      activityGoodsRows.push({
        id: activityGoodsRows.length + 1,
        activity_id: activityId,
        goods_id: g.id,
        sku_id: sku.id,
        price: def.price(sku.price),
        integral: def.integral ? def.integral(sku.price) : 0,
        limit_per_user: def.limit ?? 0,
        sort,
      });
    });
  }

  seedPromo(now, onSale, activityRows, activityGoodsRows); // zero-price, previous periods

  // --- freight templates (issue 23 gaps, part freight): the last two rice and grain goods (bags
  // of up to 10kg) outside every activity use the bulky template, so the demo shows its fee ---
  const inActivity = new Set(activityGoodsRows.map((r) => Number(r.goods_id)));
  const bulky = onSale.filter((g) => g.leafName === '米面杂粮' && !inActivity.has(g.id)).slice(-2);
  for (const g of bulky) at(goodsRows, g.id - 1).freight_template = BULKY_FREIGHT_TEMPLATE.code;

  // --- coupons (ids 1..6; activity rules of types 52/53 refer to them) ---
  const couponDefs: [string, number, number, number][] = [
    // title, amount, threshold, per-user limit
    ['满99减10', 1000, 9900, 3],
    ['无门槛5元券', 500, 0, 1],
    ['满199减30', 3000, 19900, 2],
    ['满299减50', 5000, 29900, 1],
    ['新人满49减15', 1500, 4900, 1],
    ['满59减8', 800, 5900, 2],
  ];
  const demoCoupons = demoAccounts ? [1, 2] : [];
  const couponRows: Insertable<DB['coupons']>[] = couponDefs.map(
    ([title, amount, threshold, perUser], i) => {
      const expired = i === couponDefs.length - 1;
      return {
        id: i + 1,
        title,
        amount,
        threshold,
        total: 1000,
        received: demoCoupons.includes(i + 1) ? 1 : 0,
        per_user_limit: perUser,
        start_at: expired ? now - 8 * DAY : now - DAY,
        end_at: expired ? now - HOUR : now + 30 * DAY,
        created_at: now,
      };
    },
  );

  // --- banners and zones ---
  const bannerGoods = onSale.find((g) => g.leafName === '新鲜水果') ?? at(onSale, 0);
  // [position, title, link, picture (media/pictures.ts BANNER_ART)]
  const bannerDefs: [string, string, string, string][] = [
    ['home', '限时秒杀 每日三场', 'pages/activityList/flashSale/index', 'flash'],
    ['home', '新人专享 1折起', 'pages/activityList/newbie/newperson', 'newbie'],
    ['home', '领券中心 满99减10', 'pages/subpack1/coupon-center/coupon-center', 'coupon'],
    ['home', '当季鲜果 产地直发', `pages/subpack/goods/detail?id=${bannerGoods.id}`, 'fruit'],
    ['category', '新品上市', 'pages/activityList/new_goods/new_goods', 'new'],
    ['category', '9.9包邮 好物不贵', 'pages/activityList/specialAreaFour/specialAreaFour', 'nine'],
  ];
  for (const set of IMAGE_SETS) {
    set.leaves.forEach((leaf, k) => {
      const g = onSale.find((x) => x.leafName === leaf) ?? at(onSale, 0);
      bannerDefs.push([
        set.position,
        set.title,
        `pages/subpack/goods/detail?id=${g.id}`,
        `${set.picture}-${k + 1}`,
      ]);
    });
  }
  const bannerRows: Insertable<DB['banners']>[] = bannerDefs.map(
    ([position, title, link, picture], i) => ({
      id: i + 1,
      position,
      title,
      image: `/media/gen/banner/${picture}.svg`,
      link,
      sort: i,
      status: 1,
      created_at: now,
    }),
  );
  const zoneRows: Insertable<DB['zones']>[] = ZONES.map((z, i) => ({
    id: i + 1,
    name: z.name,
    name_en: z.en,
    icon: zonePicture(z.name),
    route: z.route,
    sort: i,
    status: 1,
    created_at: now,
  }));

  // --- demo accounts: consumer with coupons and cart, merchant with a 9-slot and a 6-slot cabinet ---
  const locationRows: Insertable<DB['stock_locations']>[] = [
    {
      id: WAREHOUSE_LOCATION_ID,
      kind: 'warehouse',
      name: '线上仓',
      cabinet_id: null,
      slot_no: null,
      capacity: 0,
      grid_row: null,
      grid_col: null,
      sku_id: null,
      reorder_level: 0,
      created_at: now,
    },
  ];
  const cabinetRows: Insertable<DB['cabinets']>[] = [];
  const cartRows: Insertable<DB['cart_items']>[] = [];
  if (demoAccounts && merchantId !== null) {
    const cabinetDefs: [string, string, string][] = [
      ['GZ-0001', '阳光小区1号柜', '杭州市西湖区文三路阳光小区3幢东侧'],
      ['GZ-0002', '阳光小区2号柜', '杭州市西湖区文三路阳光小区8幢大堂'],
    ];
    // kiosk goods: fresh, snacks and drinks, preferably the demo merchant's own store
    const merchantSeller = SELLERS.findIndex((s) => s.merchant) + 1;
    const kiosk = rng.shuffle(onSale.filter((g) => g.topIndex <= 2));
    const slotGoods = [
      ...kiosk.filter((g) => g.sellerId === merchantSeller),
      ...kiosk.filter((g) => g.sellerId !== merchantSeller),
    ];
    let slotIndex = 0;
    cabinetDefs.forEach(([code, name, address], c) => {
      const cabinetId = c + 1;
      cabinetRows.push({
        id: cabinetId,
        merchant_id: merchantId,
        code,
        name,
        address,
        status: 1,
        // a grid of 2 rows x 3 columns (migration 2026-11-30T07-cabinet-operations); GZ-0001
        // has a third row of three empty unassigned slots (below), where the seeded paid
        // purchase order (seed-trade.ts, cabinet 1) can be received
        grid_rows: c === 0 ? 3 : 2,
        grid_cols: 3,
        created_at: now,
      });
      for (let slot = 1; slot <= 6; slot++) {
        const locationId = locationRows.length + 1;
        const skuId = at(slotGoods, slotIndex++).skus[0].id;
        locationRows.push({
          id: locationId,
          kind: 'cabinet_slot',
          name: `${code}-${slot}`,
          cabinet_id: cabinetId,
          slot_no: slot,
          capacity: 20,
          grid_row: Math.ceil(slot / 3),
          grid_col: ((slot - 1) % 3) + 1,
          sku_id: skuId,
          reorder_level: 5,
          created_at: now,
        });
        stockIn(locationId, skuId, rng.int(0, 20));
      }
    });
    // issue 18 follow-up: GZ-0001's third row, slots 7..9 empty and unassigned (receiving goes
    // into a product's own slots or empty unassigned ones only). Added after both cabinets so
    // the ids of the other slots do not move.
    for (let slot = 7; slot <= 9; slot++) {
      locationRows.push({
        id: locationRows.length + 1,
        kind: 'cabinet_slot',
        name: `GZ-0001-${slot}`,
        cabinet_id: 1,
        slot_no: slot,
        capacity: 20,
        grid_row: 3,
        grid_col: slot - 6,
        sku_id: null,
        reorder_level: 5,
        created_at: now,
      });
    }

    const inStock = rng.shuffle(onSale.filter((g) => g.skus[0].quantity > 0)).slice(0, 2);
    inStock.forEach((g, i) =>
      cartRows.push({
        id: i + 1,
        user_id: 1,
        goods_id: g.id,
        sku_id: g.skus[0].id,
        quantity: rng.int(1, 2),
        is_check: 1,
        created_at: now,
      }),
    );
  }

  const comments = demoAccounts
    ? buildComments(goods, goodsRows, now, 2)
    : { rows: [], buyers: [] };

  let searchTerms = 0;
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('stock_locations').values(locationRows).execute();
    if (demoAccounts && merchantId !== null) {
      await tx
        .insertInto('merchants')
        .values({
          id: merchantId,
          account: DEMO_MERCHANT.account,
          password_hash: merchantHash,
          name: '演示柜商',
          mobile: '13900139000',
          status: 0,
          created_at: now,
        })
        .execute();
      await tx.insertInto('cabinets').values(cabinetRows).execute();
      await tx
        .insertInto('users')
        .values({
          id: 1,
          mobile: DEMO_USER.mobile,
          password_hash: userHash,
          nickname: '演示用户',
          // the sums of DEMO_WALLET (ledger rows below)
          integral: 1200,
          reward_money: 5000,
          balance: 0,
          pay_password_hash: null,
          invite_code: newInviteCode(),
          inviter_id: null,
          created_at: now,
        })
        .execute();
      // the demo consumer is an agent (docs/api-wallet-account.md, get_seller_access)
      await tx
        .insertInto('user_rights')
        .values({ user_id: 1, right: 'agent', granted_at: now })
        .execute();
      await tx
        .insertInto('coupon_users')
        .values(
          demoCoupons.map((couponId, i) => ({
            id: i + 1,
            coupon_id: couponId,
            user_id: 1,
            status: 0,
            used_at: null,
            order_id: null,
            created_at: now,
          })),
        )
        .execute();
      await tx.insertInto('cart_items').values(cartRows).execute();
      const running = { integral: 0, reward_money: 0 };
      const seededLedger = await tx
        .insertInto('wallet_ledger')
        .values(
          DEMO_WALLET.map((w, i) => {
            const before = running[w.account];
            running[w.account] += w.delta;
            return {
              user_id: 1,
              account: w.account,
              delta: w.delta,
              before_amount: before,
              after_amount: running[w.account],
              reason: w.reason,
              ref: 'seed',
              idempotency_key: `seed:1:${i + 1}`,
              created_at: now - w.daysAgo * DAY,
            };
          }),
        )
        .returning(['id', 'account', 'delta', 'created_at'])
        .execute();
      // the seeded points' lots (wallet/integral-lots.ts): they expire a year after each credit
      await tx
        .insertInto('integral_lots')
        .values(
          seededLedger
            .filter((l) => l.account === 'integral' && l.delta > 0)
            .map((l) => ({
              user_id: 1,
              ledger_id: l.id,
              amount: l.delta,
              remaining: l.delta,
              earned_at: Number(l.created_at),
              expires_at: Number(l.created_at) + INTEGRAL_TTL_S,
            })),
        )
        .execute();
      // the demo user's default address: the freight quote and checkout start from it
      await tx
        .insertInto('user_addresses')
        .values({
          id: 1,
          user_id: 1,
          name: '张三',
          mobile: DEMO_USER.mobile,
          province: '浙江省',
          city: '杭州市',
          district: '西湖区',
          detail: '文三路阳光小区3幢2单元501室',
          is_default: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await tx.insertInto('users').values(comments.buyers).execute();
    }
    for (const part of chunks(categoryRows))
      await tx.insertInto('categories').values(part).execute();
    await tx
      .insertInto('brands')
      .values(
        BRANDS.map((b, i) => ({
          id: i + 1,
          name: b.name,
          logo: `/media/gen/brand/${b.logo}.svg`,
          created_at: now,
        })),
      )
      .execute();
    await tx
      .insertInto('sellers')
      .values(
        SELLERS.map((s, i) => ({
          id: i + 1,
          merchant_id: s.merchant ? merchantId : null,
          name: s.name,
          logo: `/media/gen/seller/${s.logo}.svg`,
          description: s.description,
          created_at: now,
        })),
      )
      .execute();
    for (const part of chunks(goodsRows)) await tx.insertInto('goods').values(part).execute();
    searchTerms = await indexGoods(
      tx,
      goodsRows.map((g) => ({ id: Number(g.id), title: g.title })),
    );
    for (const part of chunks(comments.rows))
      await tx.insertInto('comments').values(part).execute();
    for (const part of chunks(skuRows)) await tx.insertInto('goods_skus').values(part).execute();
    for (const part of chunks(stockRows)) await tx.insertInto('stock').values(part).execute();
    for (const part of chunks(ledgerRows))
      await tx.insertInto('stock_ledger').values(part).execute();
    await tx.insertInto('banners').values(bannerRows).execute();
    await tx.insertInto('zones').values(zoneRows).execute();
    await tx.insertInto('activities').values(activityRows).execute();
    for (const part of chunks(activityGoodsRows)) {
      await tx.insertInto('activity_goods').values(part).execute();
    }
    await tx.insertInto('coupons').values(couponRows).execute();
    await tx
      .insertInto('app_config')
      .values(
        Object.entries({ ...APP_CONFIG, ...PROMO_APP_CONFIG }).map(([key, v]) => ({
          key,
          value: JSON.stringify(v),
        })),
      )
      .execute();

    // Explicit ids do not advance PostgreSQL serial sequences; point each at max(id) + 1.
    // (SQLite's AUTOINCREMENT already tracks the largest id inserted.)
    if (postgres) {
      for (const table of ID_TABLES) {
        const next = sql`coalesce((select max(id) from ${sql.table(table)}), 0) + 1`;
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${next}, false)`.execute(
          tx,
        );
      }
    }
  });

  // supplier goods (catalogue); with the demo merchant its categories, money, purchase orders
  const trade = await seedTrade(db, { now, merchantId });
  if (merchantId !== null) await seedCabinet(db, { now, merchantId }); // classes, goods, sales
  // issue 18 part A: low-stock alerts, merchant2 with one empty cabinet
  if (merchantId !== null) await seedSlots(db, { now, merchantId });
  if (merchantId !== null) await seedCourier(db, { now, merchantId }); // courier, work orders
  const local = await seedLocal(db, { now }); // local shops, menus, stock, notices
  await seedFeed(db, { now, demoUserId: demoAccounts ? 1 : null }); // neighbourhood feed posts
  await seedMessages(db, { now, demoUserId: demoAccounts ? 1 : null }); // news, clauses, messages
  await seedChat(db, { now, merchantId, userId: demoAccounts ? 1 : null }); // chat agent, demo chat
  await seedLive(db, { now, demoUserId: demoAccounts ? 1 : null }); // live rooms, goods library

  return {
    users: demoAccounts ? 1 + comments.buyers.length : 0,
    merchants: demoAccounts ? 1 : 0,
    categories: categoryRows.length,
    goods: goodsRows.length + trade.goods + local.goods,
    skus: skuRows.length + trade.skus + local.skus,
    activities: activityRows.length,
    coupons: couponRows.length,
    banners: bannerRows.length,
    zones: zoneRows.length,
    comments: comments.rows.length,
    search_terms: searchTerms + trade.search_terms + local.search_terms,
  };
}
