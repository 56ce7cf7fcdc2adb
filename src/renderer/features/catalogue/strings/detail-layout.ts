// Strings of the goods detail's mall layout (keys `detailLayout.…`, issue 19 layout part): the
// activity price band, coupon, promotion, guarantee, brand rows, review tags, the shop card and
// the recommendations. `en` has exactly zh's keys.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  detailLayout: {
    activityEnds: '距结束',
    activityGo: '去抢购',
    coupons: '领券',
    couponChip: '满{{threshold}}减{{amount}}',
    couponChipNoThreshold: '无门槛减{{amount}}',
    getCoupons: '领取',
    promotion: '促销',
    fullTag: '满减',
    fullTier: '满{{full}}减{{cut}}',
    guarantees: '服务',
    guarantee: {
      genuine: '正品保障',
      no_reason_7d: '7天无理由退货',
      no_reason_excluded: '不支持7天无理由退货',
    },
    brand: '品牌',
    brandGo: '品牌专区',
    shopGoods: '在售商品 {{count}} 件',
    enterShop: '进店',
    recommend: '为你推荐',
    detailImages: '图文详情',
    reviewTag: {
      fresh: '新鲜',
      tasty: '味道好',
      value: '性价比高',
      packaging: '包装好',
      fast_delivery: '物流快',
      repurchase: '会回购',
      generous: '分量足',
      genuine: '正品',
      quality: '质量好',
      slow_delivery: '物流慢',
    },
  },
};

export const en: typeof zh = {
  detailLayout: {
    activityEnds: 'Ends in',
    activityGo: 'Grab it',
    coupons: 'Coupons',
    couponChip: '¥{{amount}} off ¥{{threshold}}',
    couponChipNoThreshold: '¥{{amount}} off',
    getCoupons: 'Get',
    promotion: 'Offers',
    fullTag: 'Spend & save',
    fullTier: '¥{{cut}} off ¥{{full}}',
    guarantees: 'Service',
    guarantee: {
      genuine: 'Genuine guaranteed',
      no_reason_7d: '7-day no-reason returns',
      no_reason_excluded: 'No 7-day no-reason returns',
    },
    brand: 'Brand',
    brandGo: 'Brand zone',
    shopGoods: '{{count}} goods on sale',
    enterShop: 'Visit',
    recommend: 'You may also like',
    detailImages: 'Details',
    reviewTag: {
      fresh: 'Fresh',
      tasty: 'Tasty',
      value: 'Good value',
      packaging: 'Well packed',
      fast_delivery: 'Fast delivery',
      repurchase: 'Would buy again',
      generous: 'Generous',
      genuine: 'Genuine',
      quality: 'Good quality',
      slow_delivery: 'Slow delivery',
    },
  },
};

registerStrings(zh, en);
