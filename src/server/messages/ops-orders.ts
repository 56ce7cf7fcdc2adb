/**
 * Messages of the operator console's orders area (issue 20, part ORDERS, modules/ops/
 * orders.*). In the catalogue (./index.ts) the keys are `opsOrders.<key>`.
 */
import type { Messages } from './lang';

export const opsOrders = {
  notFound: { zh: '订单不存在', en: 'No such order' },
  notPlatform: {
    zh: '该订单属于入驻商家的店铺，须由商家自行发货',
    en: "This order belongs to a merchant's shop; the merchant ships it",
  },
  notPaid: {
    zh: '只有已支付、待发货的订单可以发货',
    en: 'Only a paid order waiting to be shipped can be shipped',
  },
  notUnpaid: {
    zh: '只有待支付的订单可以取消',
    en: 'Only an unpaid order can be cancelled',
  },
  afterSaleOpen: {
    zh: '订单有进行中的售后，暂不能发货',
    en: 'The order has an open after-sale request; it cannot be shipped now',
  },
  cancelReason: { zh: '平台取消订单', en: 'Cancelled by the platform' },
} as const satisfies Messages;

export type OpsOrdersMessageKey = keyof typeof opsOrders;
