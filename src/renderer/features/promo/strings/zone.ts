// Strings of the promotion zone lists (features/promo ActivityZone and the pages/activityList zone
// pages) (keys `promoZone.…`). Registered into the one `translation` namespace when this module is
// first imported; every module that uses the group imports it (core/i18n/keys.test.ts checks that),
// so the strings load with the feature's screens, not in the apps' first load. `en` has exactly
// zh's keys (its type says so); src/renderer/i18next.d.ts types the keys of t() from `zh`.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  promoZone: {
    zones: {
      newperson: {
        title: '新人专享',
        rules: '新用户专享超低价，每人限购1件；完成首单后不再享受。',
      },
      limitedtime: {
        title: '第二单特价',
        rules: '完成第一单后，第二单可享专区特价，每人限1次。',
      },
      flashSale: {
        title: '限时秒杀',
        rules: '每日多场，准点开抢；每人限购，售完即止。',
      },
      integral: {
        title: '积分兑换',
        rules: '现金＋积分即可兑换，下单时扣除积分；订单取消或退款后积分退回。',
      },
      shopping: {
        title: '购物赚积分',
        rules: '购买专区商品，确认收货后赠送积分；订单关闭或退款不赠送。',
      },
      zero: {
        title: '0元福利',
        rules: '用积分兑换福利好物，现金0元。',
      },
      nine: {
        title: '9.9包邮',
        rules: '专区商品一口价9.9元，全国包邮。',
      },
      sysj: {
        title: '十元三件',
        // issue 19: says what cart-totals / three-for-ten.ts and freight.service.ts do
        rules:
          '专区任选3件共10元：结算时所选商品按价格从高到低每3件凑成一组，每组10元；凑不满一组的1～2件（价格最低的）按各自活动价计算。凑满3件即全部包邮（可跨店铺）；不足3件按普通运费规则计算。',
      },
      full: {
        title: '满减专区',
        rules: '同一订单商品满额立减，以结算页为准。',
      },
      shoudan: {
        title: '首单优惠',
        rules: '首次下单专享优惠价，每人限购1件。',
      },
      supermarket: {
        title: '超市',
        rules: '日用百货一站购齐。',
      },
      supermarketList: {
        title: '超市商品',
        rules: '日用百货一站购齐。',
      },
      supermarketCategory: {
        title: '超市分类',
        rules: '按分类浏览超市商品。',
      },
      newGoods: {
        title: '新品上市',
        rules: '每周上新，抢先尝鲜。',
      },
      nurseClean: {
        title: '个护清洁',
        rules: '洗护清洁好物精选。',
      },
      houseEle: {
        title: '家用电器',
        rules: '厨房电器、生活电器精选。',
      },
      isSuperior: {
        title: '品质优选',
        rules: '严选品质好物。',
      },
      previous: {
        title: '往期活动',
        rules: '以下活动已结束，仅供浏览。',
      },
      previousList: {
        title: '往期商品',
        rules: '以下活动已结束，仅供浏览。',
      },
      userCoupon: {
        title: '优惠券专区',
        rules: '领取优惠券后购买专区商品，下单时自动可选。',
      },
      shoppingGift: {
        title: '购物有礼',
        rules: '购买专区商品，确认收货后赠送积分好礼。',
      },
      groupGift: {
        title: '进群领券',
        rules: '加入官方福利群，领取群专属优惠券。',
      },
    },
    empty: '暂无活动商品',
    emptyHint: '活动商品正在准备中，去别处逛逛吧',
    rulesTitle: '活动规则',
    all: '全部',
    brands: '品牌筛选',
    categories: '分类',
    allCategories: '全部分类',
    tabs: '专区分类',
    typeTabs: {
      '52': '领券专区',
      '53': '用券专区',
    },
    plusPoints: '+{{n}}积分',
    pointsOnly: '{{n}}积分',
    earn: '赚{{n}}积分',
    gift: '送{{n}}积分',
    freeShipping: '包邮',
    limitPerUser: '每人限购{{n}}件',
    stockLeft: '仅剩{{n}}件',
    soldOut: '已抢光',
    ended: '已结束',
    notStarted: '未开始',
    buy: '立即抢购',
    buyOf: '抢购{{title}}',
    addCart: '加入购物车',
    addCartOf: '把{{title}}加入购物车',
    added: '已加入购物车',
    goCart: '去购物车',
    activityEndsIn: '距活动结束',
    activityStartsIn: '距活动开始',
    session: {
      label: '秒杀场次',
      ongoing: '抢购中',
      upcoming: '即将开始',
      ended: '已结束',
      endsIn: '距本场结束',
      startsIn: '距本场开始',
      none: '今日场次已结束，明天再来吧',
    },
    gate: {
      login: '登录后查看您的购买资格',
      loginAction: '去登录',
      newPerson: {
        ok: '您是新用户，可购买专区商品（每人限购1件）',
        unpaid: '您有未支付的新人订单，请先支付',
        unpaidAction: '去支付',
        limit: '已达到最大购买数量',
        notNew: '仅限新用户购买，您已不是新用户',
      },
      secondOrder: {
        ok: '您已完成首单，可享第二单特价',
        firstOrder: '完成首单后才可参加第二单活动',
        finished: '您已参加过第二单活动',
      },
    },
    full: {
      tiersTitle: '满减规则',
      tier: '满{{full}}减{{cut}}',
      none: '暂无满减活动',
    },
    groupGift: {
      qrAlt: '福利群二维码',
      scan: '长按识别二维码加入福利群',
      noGroup: '福利群暂未开放，敬请期待',
      couponsTitle: '入群可领优惠券',
      left: '剩余{{n}}张',
      goReceive: '去领取',
      receiveOf: '去领券中心领取{{title}}',
      noCoupons: '暂无可领的优惠券',
    },
  },
};

export const en: typeof zh = {
  promoZone: {
    zones: {
      newperson: {
        title: 'New user offers',
        rules:
          'Rock-bottom prices for new users, one item per person; the offer ends with your first order.',
      },
      limitedtime: {
        title: 'Second-order special',
        rules: 'After your first order, your second order gets the special price, once per person.',
      },
      flashSale: {
        title: 'Flash sale',
        rules:
          'Several sessions a day, starting on the hour; limited per person, while stocks last.',
      },
      integral: {
        title: 'Points exchange',
        rules:
          'Pay with cash plus points; the points are taken when you order and given back if the order is cancelled or refunded.',
      },
      shopping: {
        title: 'Shop & earn points',
        rules:
          'Buy goods of this zone and earn points when you confirm receipt; closed or refunded orders earn none.',
      },
      zero: {
        title: 'Zero-price welfare',
        rules: 'Exchange your points for welfare goods at ¥0 cash.',
      },
      nine: {
        title: '¥9.9 free shipping',
        rules: 'Every item ¥9.9 with free shipping nationwide.',
      },
      sysj: {
        title: '3 for ¥10',
        // issue 19: says what cart-totals / three-for-ten.ts and freight.service.ts do
        rules:
          'Any 3 items for ¥10: at checkout your items are grouped in threes from the highest price down, ¥10 a group; the 1 or 2 cheapest items left over pay their own activity price. With 3 or more items they all ship free (across shops); fewer than 3 follow the normal shipping rule.',
      },
      full: {
        title: 'Spend and save',
        rules: 'Spend the amount in one order and save; the checkout shows the final price.',
      },
      shoudan: {
        title: 'First-order discount',
        rules: 'Special prices for your first order, one item per person.',
      },
      supermarket: {
        title: 'Supermarket',
        rules: 'Everyday essentials in one place.',
      },
      supermarketList: {
        title: 'Supermarket goods',
        rules: 'Everyday essentials in one place.',
      },
      supermarketCategory: {
        title: 'Supermarket categories',
        rules: 'Browse the supermarket by category.',
      },
      newGoods: {
        title: 'New arrivals',
        rules: 'New goods every week; be the first to try them.',
      },
      nurseClean: {
        title: 'Personal care & cleaning',
        rules: 'Selected care and cleaning goods.',
      },
      houseEle: {
        title: 'Home appliances',
        rules: 'Selected kitchen and household appliances.',
      },
      isSuperior: {
        title: 'Quality picks',
        rules: 'Goods selected for their quality.',
      },
      previous: {
        title: 'Previous periods',
        rules: 'These activities have ended; for browsing only.',
      },
      previousList: {
        title: 'Previous goods',
        rules: 'These activities have ended; for browsing only.',
      },
      userCoupon: {
        title: 'Coupon zone',
        rules: 'Receive a coupon, then buy goods of this zone; the coupon is offered at checkout.',
      },
      shoppingGift: {
        title: 'Shopping gift',
        rules: 'Buy goods of this zone and get bonus points when you confirm receipt.',
      },
      groupGift: {
        title: 'Join group for coupons',
        rules: 'Join the official welfare group to receive its exclusive coupons.',
      },
    },
    empty: 'No activity goods yet',
    emptyHint: 'The goods are on their way; have a look around meanwhile',
    rulesTitle: 'Rules',
    all: 'All',
    brands: 'Filter by brand',
    categories: 'Categories',
    allCategories: 'All categories',
    tabs: 'Zone sections',
    typeTabs: {
      '52': 'Receive coupons',
      '53': 'Use coupons',
    },
    plusPoints: '+{{n}} points',
    pointsOnly: '{{n}} points',
    earn: 'Earn {{n}} points',
    gift: '{{n}} bonus points',
    freeShipping: 'Free shipping',
    limitPerUser: 'Limit {{n}} per person',
    stockLeft: 'Only {{n}} left',
    soldOut: 'Sold out',
    ended: 'Ended',
    notStarted: 'Not started',
    buy: 'Buy now',
    buyOf: 'Buy {{title}}',
    addCart: 'Add to cart',
    addCartOf: 'Add {{title}} to the cart',
    added: 'Added to cart',
    goCart: 'Go to cart',
    activityEndsIn: 'Ends in',
    activityStartsIn: 'Starts in',
    session: {
      label: 'Flash-sale sessions',
      ongoing: 'On now',
      upcoming: 'Coming',
      ended: 'Ended',
      endsIn: 'Session ends in',
      startsIn: 'Session starts in',
      none: "Today's sessions are over; come back tomorrow",
    },
    gate: {
      login: 'Log in to see whether you qualify',
      loginAction: 'Log in',
      newPerson: {
        ok: 'You are a new user: you may buy one item of this zone',
        unpaid: 'You have an unpaid new-user order; pay it first',
        unpaidAction: 'Pay now',
        limit: 'Maximum purchase reached',
        notNew: 'For new users only; you are no longer a new user',
      },
      secondOrder: {
        ok: 'Your first order is done: the second-order special is yours',
        firstOrder: 'Complete your first order to join the second-order offer',
        finished: 'You have already used the second-order offer',
      },
    },
    full: {
      tiersTitle: 'Spend and save',
      tier: 'Spend ¥{{full}}, save ¥{{cut}}',
      none: 'No spend-and-save offer right now',
    },
    groupGift: {
      qrAlt: 'QR code of the welfare group',
      scan: 'Press and hold the QR code to join the welfare group',
      noGroup: 'The welfare group opens soon',
      couponsTitle: 'Coupons for group members',
      left: '{{n}} left',
      goReceive: 'Receive',
      receiveOf: 'Receive {{title}} in the coupon centre',
      noCoupons: 'No coupons to receive right now',
    },
  },
};

registerStrings(zh, en);
