// Strings of issue 18's kiosk polish (brief E, "offline"): the grouped menu of Mine (keys
// `gsMine.…`), the stock log's date range check and the accessibility labels that were left in
// Chinese. Registered into the one `translation` namespace when first imported.
import { registerStrings } from '../../../core/i18n/register';

export const zh = {
  gsMine: {
    menu: '全部功能',
    group: {
      cabinet: '柜子',
      shop: '店铺与订单',
      purchase: '进货',
      stock: '库存与补货',
      money: '资金与报表',
      account: '账户',
    },
    item: {
      home: '首页',
      guizi: '柜子与设置',
      cabinetGoods: '柜子商品',
      cabinetOrders: '柜子订单',
      orderForm: '开单收款',
      alerts: '缺货提醒',
      terminals: '终端',
      shopGoods: '店铺商品',
      orders: '线上订单',
      jinhuo: '进货市场',
      purchaseOrders: '进货订单',
      log: '库存流水',
      log2: '异常记录',
      bh: '补货单',
      couriers: '快递员',
      reports: '报表',
      money: '资金账户',
      settlement: '结算',
      address: '收货地址',
      service: '客服消息',
    },
  },
  gsOffline: {
    dateRangeReversed: '开始日期不能晚于结束日期',
  },
};

export const en: typeof zh = {
  gsMine: {
    menu: 'All areas',
    group: {
      cabinet: 'Cabinets',
      shop: 'Shop and orders',
      purchase: 'Purchase',
      stock: 'Stock and restock',
      money: 'Money and reports',
      account: 'Account',
    },
    item: {
      home: 'Home',
      guizi: 'Cabinets and set-up',
      cabinetGoods: 'Cabinet goods',
      cabinetOrders: 'Cabinet orders',
      orderForm: 'New sale',
      alerts: 'Low-stock alerts',
      terminals: 'Terminals',
      shopGoods: 'Shop goods',
      orders: 'Online orders',
      jinhuo: 'Purchase',
      purchaseOrders: 'Purchase orders',
      log: 'Stock log',
      log2: 'Abnormal log',
      bh: 'Restocks',
      couriers: 'Couriers',
      reports: 'Reports',
      money: 'Money',
      settlement: 'Settlement',
      address: 'Addresses',
      service: 'Service inbox',
    },
  },
  gsOffline: {
    dateRangeReversed: 'The start date cannot be after the end date',
  },
};

registerStrings(zh, en);
