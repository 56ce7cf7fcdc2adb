/**
 * What the demo's pictures show: a table from the seed's names (goods items, categories, zones,
 * banners, brands, shops) to Fluent Emoji names (Fluent Emoji flat, MIT, © Microsoft; the subset
 * in emoji-subset.json is made from these tables by scripts/emoji-subset.mjs).
 *
 * A goods picture is named `/media/gen/goods/<key>-<id>[-<variant>].svg`: `key` is the hash of the
 * item's name (goodsKey), so the name alone says what to draw; `id` varies the composition between
 * goods of the same item. Variants: none = the main shot, g<n> = gallery, d<n> = detail, c<n> = a
 * buyer's photo, p<n> = a SKU with n in the pack, k<colour> = a SKU of that colour.
 */
import { sha256 } from '../../lib/crypto';

/** `emoji` or `emoji+second` (a second, smaller object beside the first). */
type Art = string;

interface LeafPictures {
  /** the selling points drawn on detail images, a line each */
  points: string[];
  items: Record<string, Art>;
}

/** Catalogue leaves (seed CATALOGUE) and their items; also supply vegetables and shop menus. */
export const GOODS_ART: Record<string, LeafPictures> = {
  新鲜水果: {
    points: ['当季鲜采 产地直发', '精选大果 甜度在线', '冷链到家 坏果包赔'],
    items: {
      智利进口车厘子: 'cherries',
      海南贵妃芒: 'mango',
      新疆阿克苏苹果: 'red-apple',
      烟台红富士苹果: 'red-apple+green-apple',
      赣南脐橙: 'tangerine',
      陕西徐香猕猴桃: 'kiwi-fruit',
      泰国香水椰青: 'coconut',
      丹东蓝莓: 'blueberries',
      无锡阳山水蜜桃: 'peach',
    },
  },
  新鲜蔬菜: {
    points: ['基地直供 新鲜现摘', '净菜到家 省时省心', '当日采摘 冷链配送'],
    items: {
      寿光西红柿: 'tomato',
      云南小土豆: 'potato',
      有机菠菜: 'leafy-green',
      东北黄瓜: 'cucumber',
      贝贝南瓜: 'pumpkin',
      紫皮洋葱: 'onion+garlic',
      水果玉米: 'ear-of-corn',
      西兰花: 'broccoli',
    },
  },
  肉禽蛋品: {
    points: ['农场直供 精选部位', '冷鲜锁鲜 肉质紧实', '检疫合格 吃得放心'],
    items: {
      内蒙古羔羊肉卷: 'cut-of-meat',
      黑猪五花肉: 'bacon',
      谷饲牛腩: 'cut-of-meat+onion',
      散养土鸡蛋: 'egg+nest-with-eggs',
      冷鲜鸡腿: 'poultry-leg',
      澳洲眼肉牛排: 'cut-of-meat+herb',
      猪肋排: 'meat-on-bone',
      鸭胸肉: 'poultry-leg+herb',
    },
  },
  海鲜水产: {
    points: ['深海捕捞 急冻锁鲜', '鲜活直发 顺丰冷链', '个大肉满 鲜甜弹牙'],
    items: {
      厄瓜多尔白虾: 'shrimp',
      大连鲜活扇贝: 'oyster',
      阿根廷红虾: 'shrimp+lemon',
      舟山带鱼段: 'fish',
      挪威三文鱼: 'sushi+fish',
      阳澄湖大闸蟹: 'crab',
      冷冻鱿鱼圈: 'squid',
      青岛鲜鲍鱼: 'oyster+lemon',
    },
  },
  速冻食品: {
    points: ['手工现包 皮薄馅大', '速冻锁鲜 十分钟上桌', '家庭装 早餐必备'],
    items: {
      手工水饺: 'dumpling',
      黑芝麻汤圆: 'bowl-with-spoon',
      灌汤小笼包: 'dumpling+chopsticks',
      葱油饼: 'flatbread',
      牛肉馅饼: 'stuffed-flatbread',
      虾仁馄饨: 'steaming-bowl+shrimp',
    },
  },
  坚果炒货: {
    points: ['颗颗饱满 香脆可口', '独立小包 每日一袋', '新鲜烘焙 锁住原香'],
    items: {
      每日坚果: 'peanuts+chestnut',
      碧根果: 'chestnut',
      夏威夷果: 'chestnut+coconut',
      开心果: 'peanuts',
      巴旦木: 'peanuts+chestnut',
      腰果: 'peanuts',
      山核桃仁: 'chestnut',
      焦糖瓜子: 'sunflower',
    },
  },
  饼干糕点: {
    points: ['酥松香甜 层层起酥', '独立包装 办公必备', '现烤发货 日期新鲜'],
    items: {
      全麦苏打饼干: 'cookie',
      蛋黄酥: 'moon-cake',
      凤梨酥: 'moon-cake+pineapple',
      手撕面包: 'bread',
      黄油曲奇: 'cookie+butter',
      威化饼干: 'waffle',
      肉松小贝: 'cupcake',
      桃酥: 'cookie+peach',
    },
  },
  糖果巧克力: {
    points: ['丝滑醇香 入口即化', '精美礼盒 分享甜蜜', '进口原料 品质之选'],
    items: {
      黑巧克力: 'chocolate-bar',
      牛奶巧克力: 'chocolate-bar+glass-of-milk',
      水果软糖: 'candy+strawberry',
      棒棒糖: 'lollipop',
      薄荷糖: 'candy+herb',
      花生牛轧糖: 'candy+peanuts',
      奶糖: 'candy+glass-of-milk',
    },
  },
  肉干肉脯: {
    points: ['真材实料 高蛋白', '独立小包 追剧必备', '秘制卤香 越嚼越香'],
    items: {
      靖江猪肉脯: 'bacon',
      风干牛肉干: 'cut-of-meat',
      手撕牛肉: 'meat-on-bone',
      卤鸭脖: 'poultry-leg+hot-pepper',
      虎皮鸡爪: 'poultry-leg',
      卤蛋: 'egg',
      鱼豆腐: 'fish-cake-with-swirl',
    },
  },
  饮用水: {
    points: ['天然水源 口感清甜', '整箱配送 送货上楼', '家庭办公 日常饮用'],
    items: {
      天然矿泉水: 'droplet+snow-capped-mountain',
      饮用纯净水: 'droplet',
      无糖苏打水: 'bubbles+lemon',
      天然山泉水: 'droplet+mountain',
      天然弱碱水: 'droplet+ice',
    },
  },
  饮料: {
    points: ['冰镇更爽 夏日必备', '整箱囤货 更划算', '0糖0脂 喝得轻松'],
    items: {
      无糖乌龙茶: 'teacup-without-handle',
      '100%橙汁': 'beverage-box+tangerine',
      白桃气泡水: 'bubbles+peach',
      椰子水: 'coconut',
      电解质运动饮料: 'cup-with-straw+high-voltage',
      乳酸菌饮品: 'beverage-box',
      冰红茶: 'tumbler-glass+ice',
      柠檬茶: 'cup-with-straw+lemon',
    },
  },
  牛奶乳品: {
    points: ['草原奶源 营养早餐', '全程冷链 新鲜直达', '整箱装 全家共享'],
    items: {
      纯牛奶: 'glass-of-milk+cow',
      高钙牛奶: 'glass-of-milk',
      原味酸奶: 'custard+spoon',
      低脂牛奶: 'glass-of-milk+beverage-box',
      儿童成长奶: 'beverage-box+teddy-bear',
      燕麦牛奶: 'glass-of-milk+sheaf-of-rice',
    },
  },
  酒类: {
    points: ['正品直供 假一赔十', '聚会畅饮 送礼佳品', '窖藏佳酿 口感醇厚'],
    items: {
      精酿白啤: 'beer-mug',
      原浆啤酒: 'clinking-beer-mugs',
      干红葡萄酒: 'wine-glass+grapes',
      干白葡萄酒: 'clinking-glasses',
      清香型白酒: 'sake',
      浓香型白酒: 'sake+red-envelope',
      青梅酒: 'tumbler-glass+green-apple',
      桂花米酒: 'sake+blossom',
    },
  },
  米面杂粮: {
    points: ['当季新粮 颗粒饱满', '真空包装 防潮防虫', '产地直发 家庭常备'],
    items: {
      五常稻花香大米: 'cooked-rice+sheaf-of-rice',
      泰国茉莉香米: 'sheaf-of-rice',
      高筋小麦粉: 'bread+sheaf-of-rice',
      有机小米: 'sheaf-of-rice',
      五谷杂粮: 'beans+ear-of-corn',
      荞麦面条: 'steaming-bowl',
      即食燕麦片: 'bowl-with-spoon+sheaf-of-rice',
    },
  },
  食用油: {
    points: ['物理压榨 一级品质', '清香不油腻 炒菜更香', '家庭装 厨房常备'],
    items: {
      压榨花生油: 'peanuts+jar',
      非转基因大豆油: 'beans+jar',
      特级初榨橄榄油: 'olive+jar',
      低芥酸菜籽油: 'blossom+jar',
      玉米胚芽油: 'ear-of-corn+jar',
      稻米油: 'sheaf-of-rice+jar',
    },
  },
  调味品: {
    points: ['传统酿造 零添加', '鲜香提味 厨房必备', '大瓶装 更实惠'],
    items: {
      特级生抽: 'jar+beans',
      红烧老抽: 'jar+cut-of-meat',
      山西老陈醋: 'jar+dumpling',
      蚝油: 'oyster+jar',
      鸡精: 'salt+chicken',
      牛油火锅底料: 'shallow-pan-of-food+hot-pepper',
      黄豆酱: 'beans+jar',
      剁辣椒: 'hot-pepper',
    },
  },
  方便速食: {
    points: ['三分钟开吃 方便快捷', '加班夜宵 宿舍必备', '浓郁汤底 料足味正'],
    items: {
      红烧牛肉面: 'steaming-bowl+cut-of-meat',
      柳州螺蛳粉: 'steaming-bowl+spiral-shell',
      自热小火锅: 'pot-of-food+hot-pepper',
      重庆酸辣粉: 'steaming-bowl+hot-pepper',
      自热米饭: 'cooked-rice',
      午餐肉罐头: 'canned-food',
    },
  },
  洗发护发: {
    points: ['温和洁净 无硅油', '持久留香 柔顺不毛躁', '大瓶家庭装'],
    items: {
      氨基酸洗发水: 'lotion-bottle+bubbles',
      去屑洗发露: 'lotion-bottle+snowflake',
      柔顺护发素: 'lotion-bottle+sparkles',
      修护发膜: 'jar+sparkles',
      控油蓬松洗发水: 'lotion-bottle+leaf-fluttering-in-wind',
      生姜防脱洗发水: 'lotion-bottle+ginger-root',
    },
  },
  口腔护理: {
    points: ['清新口气 持久护龈', '软毛细刷 呵护牙齿', '家庭装 全家可用'],
    items: {
      美白牙膏: 'tooth+sparkles',
      声波电动牙刷: 'toothbrush+high-voltage',
      软毛牙刷: 'toothbrush',
      漱口水: 'bubbles+herb',
      牙线棒: 'tooth',
      儿童牙膏: 'toothbrush+teddy-bear',
    },
  },
  家庭清洁: {
    points: ['高效去污 除菌去味', '温和配方 母婴可用', '囤货装 更实惠'],
    items: {
      薰衣草洗衣液: 'lotion-bottle+hyacinth',
      洗衣凝珠: 'bubbles+t-shirt',
      洗洁精: 'sponge+bubbles',
      厨房重油污净: 'sponge+sparkles',
      '84消毒液': 'lotion-bottle+soap',
      卷纸: 'roll-of-paper',
      抽纸: 'roll-of-paper+white-flower',
      湿巾: 'roll-of-paper+droplet',
    },
  },
  厨房电器: {
    points: ['一键操作 智能预约', '不粘内胆 易清洗', '全国联保 一年质保'],
    items: {
      智能电饭煲: 'cooked-rice+timer-clock',
      可视空气炸锅: 'french-fries+poultry-leg',
      破壁料理机: 'cup-with-straw+strawberry',
      电热水壶: 'teapot',
      电压力锅: 'pot-of-food',
      多功能料理锅: 'shallow-pan-of-food',
      豆浆机: 'beans+glass-of-milk',
      电煎锅: 'cooking',
    },
  },
  生活电器: {
    points: ['静音运行 节能省电', '智能控制 解放双手', '送货上门 以旧换新'],
    items: {
      扫地机器人: 'robot',
      无线吸尘器: 'broom+sparkles',
      空气净化器: 'leaf-fluttering-in-wind',
      落地扇: 'wind-face',
      加湿器: 'droplet+cloud',
      暖风机: 'fire',
      挂烫机: 't-shirt+cloud',
    },
  },
  个护电器: {
    points: ['小巧便携 快充长续航', '精致礼盒 送礼体面', '全国联保'],
    items: {
      负离子电吹风: 'dashing-away+sparkles',
      电动剃须刀: 'razor',
      卷发棒: 'hair-pick+ribbon',
      冲牙器: 'tooth+droplet',
      电子体重秤: 'balance-scale',
      颈部按摩仪: 'person-getting-massage',
    },
  },
  男装: {
    points: ['舒适面料 亲肤透气', '宽松版型 百搭有型', '7天无理由退换'],
    items: {
      纯棉短袖T恤: 't-shirt',
      休闲衬衫: 'necktie',
      商务夹克: 'coat',
      连帽卫衣: 't-shirt+billed-cap',
      直筒牛仔裤: 'jeans',
      休闲裤: 'jeans+mans-shoe',
      轻薄羽绒服: 'coat+snowflake',
      POLO衫: 't-shirt+sunglasses',
    },
  },
  女装: {
    points: ['显瘦版型 温柔气质', '精选面料 垂感舒适', '7天无理由退换'],
    items: {
      法式连衣裙: 'dress',
      针织开衫: 'womans-clothes+yarn',
      高腰阔腿裤: 'jeans+high-heeled-shoe',
      雪纺衬衫: 'womans-clothes',
      半身裙: 'dress+handbag',
      短款卫衣: 't-shirt',
      风衣: 'coat+scarf',
    },
  },
  鞋靴: {
    points: ['轻便软底 久走不累', '透气防滑 四季百搭', '男女同款'],
    items: {
      透气跑步鞋: 'running-shoe',
      休闲板鞋: 'running-shoe+socks',
      帆布鞋: 'flat-shoe',
      小白鞋: 'running-shoe+sparkles',
      乐福鞋: 'mans-shoe',
      马丁靴: 'hiking-boot',
      防滑拖鞋: 'thong-sandal',
    },
  },
  箱包: {
    points: ['大容量 分区收纳', '防泼水面料 耐磨耐用', '轻便出行'],
    items: {
      通勤双肩包: 'backpack',
      '20寸拉杆箱': 'luggage',
      斜挎包: 'purse',
      帆布托特包: 'handbag',
      短款钱包: 'purse+credit-card',
      运动腰包: 'clutch-bag',
    },
  },
  奶粉辅食: {
    points: ['科学配方 营养全面', '无添加 宝宝放心吃', '正品保障 可查溯源'],
    items: {
      婴幼儿配方奶粉3段: 'baby-bottle',
      有机高铁米粉: 'bowl-with-spoon',
      宝宝果泥: 'jar+red-apple',
      婴儿营养面条: 'spaghetti',
      儿童奶酪棒: 'cheese-wedge',
      酸奶溶豆: 'candy+glass-of-milk',
    },
  },
  尿裤湿巾: {
    points: ['轻薄透气 整夜干爽', '柔软亲肤 宝宝不闷', '量贩装 更实惠'],
    items: {
      超薄纸尿裤: 'briefs+sparkles',
      拉拉裤: 'briefs',
      婴儿手口湿巾: 'roll-of-paper+droplet',
      一次性隔尿垫: 'bed+baby',
      婴儿棉柔巾: 'roll-of-paper+cloud',
    },
  },
  益智玩具: {
    points: ['安全材质 无异味', '益智启蒙 亲子互动', '生日礼物 首选'],
    items: {
      大颗粒积木: 'brick',
      磁力片: 'magnet',
      木质拼图: 'puzzle-piece',
      早教点读笔: 'pen+books',
      遥控越野车: 'racing-car',
      毛绒公仔: 'teddy-bear',
      绘本套装: 'books',
    },
  },
  童装童鞋: {
    points: ['纯棉亲肤 透气舒适', '活泼可爱 新款上市', '安全面料 放心穿'],
    items: {
      儿童纯棉T恤: 't-shirt+teddy-bear',
      儿童运动鞋: 'running-shoe',
      儿童羽绒服: 'coat+snowflake',
      婴儿连体衣: 'womans-clothes+baby-bottle',
      儿童家居服: 'shorts+teddy-bear',
    },
  },
  // supply goods of seed-trade.ts (the cabinet merchant's vegetable supplier)
  进货蔬菜: {
    points: ['基地直采 当日采摘', '冷链配送到柜'],
    items: {
      上海青: 'leafy-green',
      菠菜: 'leafy-green',
      生菜: 'green-salad',
      西兰花: 'broccoli',
      胡萝卜: 'carrot',
      土豆: 'potato',
      番茄: 'tomato',
      黄瓜: 'cucumber',
      茄子: 'eggplant',
      青椒: 'bell-pepper',
      洋葱: 'onion',
      大白菜: 'leafy-green',
      芹菜: 'herb',
      韭菜: 'herb',
      香菜: 'herb',
      冬瓜: 'melon',
      南瓜: 'pumpkin',
      大蒜: 'garlic',
      红薯: 'roasted-sweet-potato',
      甜玉米: 'ear-of-corn',
    },
  },
  // dishes and goods of the local shops' menus (seed-local.ts MENUS); names already above are
  // not repeated
  本地菜单: {
    points: ['现做现送 新鲜热乎', '门店直送 准时达'],
    items: {
      东坡肉: 'pot-of-food',
      西湖醋鱼: 'fish',
      龙井虾仁: 'fried-shrimp+teacup-without-handle',
      叫花鸡: 'poultry-leg',
      片儿川: 'steaming-bowl',
      葱油拌面: 'spaghetti',
      虾爆鳝面: 'steaming-bowl+shrimp',
      油焖春笋: 'shallow-pan-of-food',
      干炸响铃: 'shallow-pan-of-food+chopsticks',
      凉拌木耳: 'brown-mushroom',
      西湖牛肉羹: 'bowl-with-spoon',
      酸梅汤: 'tumbler-glass',
      可乐: 'cup-with-straw',
      羊肉串: 'oden',
      烤鸡翅: 'poultry-leg+fire',
      烤茄子: 'eggplant+fire',
      烤生蚝: 'oyster+fire',
      烤韭菜: 'oden+herb',
      炒河粉: 'spaghetti+chopsticks',
      烤馒头片: 'bread+fire',
      蛋炒饭: 'cooked-rice+egg',
      青岛啤酒: 'beer-mug',
      王老吉: 'beverage-box',
      冰镇酸梅汤: 'tumbler-glass+ice',
      波霸奶茶: 'bubble-tea',
      四季奶青: 'bubble-tea+herb',
      红豆奶茶: 'bubble-tea+beans',
      满杯百香果: 'tropical-drink',
      珍珠: 'bubble-tea+sparkles',
      椰果: 'coconut',
      布丁: 'custard',
      柠檬绿茶: 'cup-with-straw+lemon',
      葡萄多多: 'cup-with-straw+grapes',
      农夫山泉: 'droplet',
      可口可乐: 'cup-with-straw+ice',
      东方树叶: 'teacup-without-handle',
      维他柠檬茶: 'beverage-box+lemon',
      乐事薯片: 'potato',
      奥利奥: 'cookie',
      德芙巧克力: 'chocolate-bar',
      关东煮套餐: 'oden',
      饭团: 'rice-ball',
      三明治: 'sandwich',
      纸巾: 'roll-of-paper',
      充电线: 'electric-plug',
      雨伞: 'closed-umbrella',
      丹东草莓: 'strawberry',
      阳光玫瑰: 'grapes',
      海南香蕉: 'banana',
      西瓜果切: 'watermelon',
      混合果切: 'watermelon+strawberry',
      哈密瓜果切: 'melon',
      西红柿: 'tomato',
      红玫瑰: 'rose',
      向日葵花束: 'sunflower',
      康乃馨花束: 'bouquet',
      绿萝: 'potted-plant',
      多肉组合: 'cactus',
      发财树: 'deciduous-tree',
      开业花篮: 'bouquet+red-paper-lantern',
      祝寿花篮: 'bouquet+birthday-cake',
      探病花篮: 'bouquet+tulip',
      布洛芬缓释胶囊: 'pill',
      连花清瘟胶囊: 'pill+herb',
      板蓝根颗粒: 'pill+leafy-green',
      蒙脱石散: 'pill',
      健胃消食片: 'pill+sparkles',
      藿香正气水: 'pill+droplet',
      电子体温计: 'thermometer',
      医用口罩: 'face-with-medical-mask',
      创可贴: 'adhesive-bandage',
      全麦吐司: 'bread',
      牛角可颂: 'croissant',
      法棍: 'baguette-bread',
      提拉米苏: 'shortcake',
      芒果千层: 'shortcake+mango',
      草莓奶油蛋糕: 'birthday-cake+strawberry',
      美式咖啡: 'hot-beverage',
      拿铁: 'hot-beverage+glass-of-milk',
      热可可: 'hot-beverage+chocolate-bar',
      小笼包: 'dumpling',
      葱包桧: 'burrito',
      生煎包: 'dumpling+shallow-pan-of-food',
      皮蛋瘦肉粥: 'bowl-with-spoon',
      甜豆浆: 'glass-of-milk',
      咸豆浆: 'bowl-with-spoon+chopsticks',
      油条: 'baguette-bread+glass-of-milk',
      烧饼: 'flatbread',
      茶叶蛋: 'egg+teacup-without-handle',
    },
  },
};

/** Categories of the seed (tops and leaves) by name. */
export const CATEGORY_ART: Record<string, string> = {
  生鲜果蔬: 'red-apple',
  新鲜水果: 'tangerine',
  新鲜蔬菜: 'broccoli',
  肉禽蛋品: 'cut-of-meat',
  海鲜水产: 'shrimp',
  速冻食品: 'dumpling',
  休闲零食: 'popcorn',
  坚果炒货: 'peanuts',
  饼干糕点: 'cookie',
  糖果巧克力: 'chocolate-bar',
  肉干肉脯: 'bacon',
  酒水饮料: 'tropical-drink',
  饮用水: 'droplet',
  饮料: 'cup-with-straw',
  牛奶乳品: 'glass-of-milk',
  酒类: 'wine-glass',
  粮油调味: 'cooked-rice',
  米面杂粮: 'sheaf-of-rice',
  食用油: 'olive',
  调味品: 'salt',
  方便速食: 'steaming-bowl',
  个护清洁: 'soap',
  洗发护发: 'lotion-bottle',
  口腔护理: 'toothbrush',
  家庭清洁: 'sponge',
  家用电器: 'electric-plug',
  厨房电器: 'cooking',
  生活电器: 'robot',
  个护电器: 'razor',
  服饰鞋包: 't-shirt',
  男装: 'necktie',
  女装: 'dress',
  鞋靴: 'running-shoe',
  箱包: 'handbag',
  母婴玩具: 'teddy-bear',
  奶粉辅食: 'baby-bottle',
  尿裤湿巾: 'baby',
  益智玩具: 'puzzle-piece',
  童装童鞋: 'socks',
  // the local shop categories (seed-local.ts CATEGORIES)
  美食: 'pot-of-food',
  甜品饮品: 'bubble-tea',
  超市便利: 'convenience-store',
  水果生鲜: 'watermelon',
  鲜花绿植: 'bouquet',
  买药: 'pill',
};

/** Home zones by name: the emoji on a soft rounded tile. */
export const ZONE_ART: Record<string, string> = {
  新人专享: 'wrapped-gift',
  限时秒杀: 'high-voltage',
  积分兑换: 'coin',
  购物赚积分: 'shopping-bags',
  十元三件: 'keycap-10',
  '9.9包邮': 'package',
  拼团: 'busts-in-silhouette',
  领券中心: 'ticket',
  签到: 'spiral-calendar',
  新品上市: 'sparkles',
};

/** A banner: headline, sub line, the art (main emoji and companions), a hue, its shape. */
export interface BannerArt {
  title: string;
  sub: string;
  art: string[];
  hue: number;
  /** wide 750x300 (5:2, default), half 600x300 (2:1), tall 300x400 (3:4) */
  shape?: 'wide' | 'half' | 'tall';
}

/** Banners by key. */
export const BANNER_ART: Record<string, BannerArt> = {
  flash: {
    title: '限时秒杀',
    sub: '每日三场 准点开抢',
    art: ['alarm-clock', 'high-voltage', 'shopping-bags'],
    hue: 8,
  },
  newbie: {
    title: '新人专享',
    sub: '首单1折起 礼包免费领',
    art: ['wrapped-gift', 'party-popper', 'ticket'],
    hue: 340,
  },
  coupon: {
    title: '领券中心',
    sub: '满99减10 天天可领',
    art: ['ticket', 'money-bag', 'coin'],
    hue: 28,
  },
  fruit: {
    title: '新鲜到家',
    sub: '当季鲜果 产地直发',
    art: ['tangerine', 'cherries', 'grapes', 'peach'],
    hue: 100,
  },
  new: {
    title: '新品上市',
    sub: '尝鲜价 限时抢购',
    art: ['sparkles', 'shopping-bags', 'glowing-star'],
    hue: 265,
  },
  nine: {
    title: '9.9包邮',
    sub: '好物不贵 全场包邮',
    art: ['package', 'delivery-truck', 'coin'],
    hue: 200,
  },
  // the activity image sets' tiles (img30 home-*: one 5:2 then 2:1 tiles; img31 fresh-*: 3:4)
  'home-1': {
    title: '厨房电器',
    sub: '焕新季 全国联保',
    art: ['cooking', 'pot-of-food', 'teapot'],
    hue: 190,
  },
  'home-2': {
    title: '智能家电',
    sub: '解放双手',
    art: ['robot', 'sparkles'],
    hue: 215,
    shape: 'half',
  },
  'home-3': {
    title: '洗护好物',
    sub: '持久留香',
    art: ['lotion-bottle', 'bubbles'],
    hue: 295,
    shape: 'half',
  },
  'fresh-1': {
    title: '当季鲜果',
    sub: '产地直发',
    art: ['cherries', 'tangerine'],
    hue: 100,
    shape: 'tall',
  },
  'fresh-2': {
    title: '海鲜水产',
    sub: '鲜活直发',
    art: ['crab', 'shrimp'],
    hue: 195,
    shape: 'tall',
  },
  'fresh-3': {
    title: '牛奶乳品',
    sub: '营养早餐',
    art: ['glass-of-milk', 'cow'],
    hue: 40,
    shape: 'tall',
  },
};

/** News covers by number (seed-messages ARTICLES order): art and hue. */
export const NEWS_ART: { art: string[]; hue: number }[] = [
  { art: ['wrapped-gift', 'shopping-bags'], hue: 350 },
  { art: ['delivery-truck', 'snowflake'], hue: 205 },
  { art: ['coin', 'memo'], hue: 42 },
  { art: ['convenience-store', 'sparkles'], hue: 150 },
  { art: ['shield', 'warning'], hue: 220 },
];

/** Brand wordmarks by key: the name and the badge colour. */
export const BRAND_ART: Record<string, { name: string; color: string }> = {
  xianfeng: { name: '鲜丰园', color: '#2e9d4f' },
  guoran: { name: '果然好', color: '#f08c1a' },
  lingshi: { name: '零食铺子', color: '#e5533d' },
  maixiang: { name: '麦香坊', color: '#b8792c' },
  shanquan: { name: '山泉源', color: '#1e88c7' },
  chunxiang: { name: '醇香酒业', color: '#8e2439' },
  jinsui: { name: '金穗', color: '#d4a017' },
  jingxiang: { name: '净享', color: '#3aa7a3' },
  jielifang: { name: '洁立方', color: '#4a6fd8' },
  zhijia: { name: '智家', color: '#2b3a55' },
  yipinhui: { name: '衣品汇', color: '#c2417c' },
  beibeile: { name: '贝贝乐', color: '#f5a623' },
};

/** Shop (seller) logos by key: a storefront emoji, a short name, a colour. */
export const SELLER_ART: Record<string, { emoji: string; name: string; color: string }> = {
  self: { emoji: 'department-store', name: '自营', color: '#e4393c' },
  sunshine: { emoji: 'convenience-store', name: '便利店', color: '#2f9e5a' },
  fruit: { emoji: 'red-apple', name: '鲜果园', color: '#f08c1a' },
  goods: { emoji: 'shopping-bags', name: '好物', color: '#7b61d1' },
  appliance: { emoji: 'electric-plug', name: '智家', color: '#2b3a55' },
  baby: { emoji: 'baby-bottle', name: '母婴', color: '#ef6a9a' },
  supplier: { emoji: 'delivery-truck', name: '绿源', color: '#3a9b47' },
  // local shops by their category (seed-local.ts): the storefront without a name
  'local-0': { emoji: 'pot-of-food', name: '', color: '#e4573d' },
  'local-1': { emoji: 'bubble-tea', name: '', color: '#b07b52' },
  'local-2': { emoji: 'convenience-store', name: '', color: '#2f9e5a' },
  'local-3': { emoji: 'watermelon', name: '', color: '#e8505b' },
  'local-4': { emoji: 'bouquet', name: '', color: '#d16ba5' },
  'local-5': { emoji: 'pill', name: '', color: '#2b8cc4' },
};

/** Avatars: friendly faces and animals on a soft circle; `default` is the first. */
export const AVATAR_ART: string[] = [
  'smiling-face-with-smiling-eyes',
  'cat-face',
  'dog-face',
  'panda',
  'rabbit-face',
  'fox',
  'bear',
  'koala',
  'tiger-face',
  'hamster',
  'monkey-face',
  'penguin',
  'grinning-face-with-big-eyes',
  'smiling-face-with-sunglasses',
  'front-facing-baby-chick',
  'owl',
];

/** Live room covers by number: what the room sells. */
export const LIVE_ART: { art: string[]; hue: number }[] = [
  { art: ['coat', 'hot-beverage'], hue: 20 },
  { art: ['peanuts', 'red-envelope'], hue: 0 },
  { art: ['lipstick', 'lotion-bottle'], hue: 320 },
  { art: ['shopping-bags', 'party-popper'], hue: 280 },
  { art: ['cooking', 'teapot'], hue: 190 },
  { art: ['sparkles', 'studio-microphone'], hue: 250 },
  { art: ['shopping-cart', 'package'], hue: 30 },
];

/** The key of a goods picture: the item's name, hashed (8 hex digits). */
export function goodsKey(name: string): string {
  return sha256(`goods:${name}`).slice(0, 8);
}

export interface GoodsArt {
  name: string;
  leaf: string;
  points: string[];
  emoji: string;
  second: string | null;
}

let byKey: Map<string, GoodsArt> | null = null;
let byName: Map<string, GoodsArt> | null = null;

function index(): { byKey: Map<string, GoodsArt>; byName: Map<string, GoodsArt> } {
  if (!byKey || !byName) {
    byKey = new Map();
    byName = new Map();
    for (const [leaf, def] of Object.entries(GOODS_ART)) {
      for (const [name, art] of Object.entries(def.items)) {
        const [emoji = '', second] = art.split('+');
        const entry = { name, leaf, points: def.points, emoji, second: second ?? null };
        byKey.set(goodsKey(name), entry);
        byName.set(name, entry);
      }
    }
  }
  return { byKey, byName };
}

export function goodsArtByKey(key: string): GoodsArt | undefined {
  return index().byKey.get(key);
}

/** By name; a name with a size after a space ("农夫山泉 550ml") is looked up without it. */
export function goodsArtByName(name: string): GoodsArt | undefined {
  const { byName } = index();
  return byName.get(name) ?? byName.get(name.split(' ')[0] ?? '');
}

/** Every emoji name the tables use (the subset script and its test read this list). */
export function usedEmoji(): string[] {
  const names = new Set<string>();
  for (const def of Object.values(GOODS_ART))
    for (const art of Object.values(def.items)) for (const n of art.split('+')) names.add(n);
  for (const n of Object.values(CATEGORY_ART)) names.add(n);
  for (const n of Object.values(ZONE_ART)) names.add(n);
  for (const b of Object.values(BANNER_ART)) for (const n of b.art) names.add(n);
  for (const b of NEWS_ART) for (const n of b.art) names.add(n);
  for (const b of LIVE_ART) for (const n of b.art) names.add(n);
  for (const s of Object.values(SELLER_ART)) names.add(s.emoji);
  for (const n of AVATAR_ART) names.add(n);
  for (const n of EXTRA_EMOJI) names.add(n);
  return [...names].sort();
}

/** Props the compositions add (a plate, a box, a bag, sparkles) and the SKU colour swatch. */
export const EXTRA_EMOJI = ['fork-and-knife-with-plate', 'package', 'sparkles', 'shopping-bags'];

/**
 * Path helpers the seed uses. `variant`: '' main, 'g1'.., 'd1'.., 'c1'.., 'p2'.., 'k<colour>'.
 * Throws for a name missing from GOODS_ART, so the seed cannot write a blank picture.
 */
export function goodsPicture(name: string, id: number | string, variant = ''): string {
  const art = goodsArtByName(name);
  if (!art) throw new Error(`media: no picture for goods item "${name}"`);
  return `/media/gen/goods/${goodsKey(art.name)}-${id}${variant ? `-${variant}` : ''}.svg`;
}

function keyOf(table: Record<string, unknown>, name: string, kind: string): string {
  if (!(name in table)) throw new Error(`media: no ${kind} picture for "${name}"`);
  return sha256(`${kind}:${name}`).slice(0, 8);
}

export function categoryPicture(name: string): string {
  return `/media/gen/category/${keyOf(CATEGORY_ART, name, 'category')}.svg`;
}

export function zonePicture(name: string): string {
  return `/media/gen/zone/${keyOf(ZONE_ART, name, 'zone')}.svg`;
}

export function lookupByKey<T>(table: Record<string, T>, kind: string, key: string): T | undefined {
  for (const [name, v] of Object.entries(table)) {
    if (sha256(`${kind}:${name}`).slice(0, 8) === key) return v;
  }
  return undefined;
}

/** SKU colours by code: the Chinese name and the swatch. */
export const SKU_COLOURS: Record<string, { name: string; hex: string }> = {
  white: { name: '白色', hex: '#f4f4f2' },
  grey: { name: '灰色', hex: '#9aa0a6' },
  pink: { name: '粉色', hex: '#f6a8c0' },
  black: { name: '黑色', hex: '#2b2b2b' },
  silver: { name: '银色', hex: '#c9ced6' },
  rosegold: { name: '玫瑰金', hex: '#e8b4a0' },
  navy: { name: '藏青', hex: '#27345c' },
  cream: { name: '米白', hex: '#f3ead8' },
  lightblue: { name: '浅蓝', hex: '#a9cdf0' },
  beige: { name: '米色', hex: '#e6d5b8' },
  khaki: { name: '卡其', hex: '#c3a878' },
  blue: { name: '蓝色', hex: '#5b9be6' },
  yellow: { name: '黄色', hex: '#f7d154' },
};

export function colourCode(name: string): string | undefined {
  return Object.entries(SKU_COLOURS).find(([, c]) => c.name === name)?.[0];
}
