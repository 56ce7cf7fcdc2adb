// Strings of the console's statistics (issue 23, part stats; keys `console.stats.…`).
import { registerStrings } from '../../../../core/i18n/register';

export const zh = {
  console: {
    stats: {
      title: '数据统计',
      basis:
        '口径：按支付时间统计已支付订单。销售额 = 实付金额；退款 = 这些订单已完成的退款；净额 = 销售额 − 退款。分类与商品为订单行金额（单价 × 数量，未扣退款）。转化率 = 支付订单数 ÷ 活动页浏览量。',
      range: '日期（中国时间）',
      loadError: '统计数据加载失败',
      empty: '该时间段没有数据',
      csv: '导出 CSV',
      totals: '合计',
      byDay: '按日销售',
      byCategory: '按分类',
      byZone: '按专区',
      byActivity: '按活动（转化率）',
      topGoods: '热销商品',
      col: {
        day: '日期',
        sales: '销售额（元）',
        refunds: '退款（元）',
        net: '净额（元）',
        orders: '订单数',
        category: '分类',
        quantity: '件数',
        zone: '专区',
        activity: '活动',
        views: '浏览量',
        conversion: '转化率',
        goods: '商品',
      },
      zone: {
        '0': '普通商品',
        '1': '限时秒杀',
        '2': '活动列表',
        '3': '积分兑换',
        '4': '拼团',
        '11': '新人专享',
        '12': '第二单特惠',
        '16': '购物赚积分',
        '17': '十元三件',
        '50': '9.9包邮',
        other: '活动类型 {{type}}',
      },
    },
  },
};

export const en: typeof zh = {
  console: {
    stats: {
      title: 'Statistics',
      basis:
        'Basis: orders paid in the range, by payment time. Sales = amount paid; refunds = refunds completed for those orders; net = sales − refunds. Categories and goods: order line amounts (price × quantity, before refunds). Conversion = paid orders ÷ views of the activity’s pages.',
      range: 'Dates (China time)',
      loadError: 'Statistics could not be loaded',
      empty: 'Nothing in this range',
      csv: 'Export CSV',
      totals: 'Totals',
      byDay: 'Sales by day',
      byCategory: 'By category',
      byZone: 'By zone',
      byActivity: 'By activity (conversion)',
      topGoods: 'Top goods',
      col: {
        day: 'Day',
        sales: 'Sales (CNY)',
        refunds: 'Refunds (CNY)',
        net: 'Net (CNY)',
        orders: 'Orders',
        category: 'Category',
        quantity: 'Units',
        zone: 'Zone',
        activity: 'Activity',
        views: 'Views',
        conversion: 'Conversion',
        goods: 'Goods',
      },
      zone: {
        '0': 'Regular goods',
        '1': 'Flash sale',
        '2': 'Activity list',
        '3': 'Points exchange',
        '4': 'Group buy',
        '11': 'New user offers',
        '12': 'Second-order special',
        '16': 'Shop & earn points',
        '17': '3 for ¥10',
        '50': '¥9.9 free shipping',
        other: 'Activity type {{type}}',
      },
    },
  },
};

registerStrings(zh, en);
