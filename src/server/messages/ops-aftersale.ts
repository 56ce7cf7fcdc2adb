/**
 * Messages of the operator console's after-sales (issue 20, modules/ops/aftersale.*). In the
 * catalogue (./index.ts) the keys are `opsAftersale.<key>`.
 */
import type { Messages } from './lang';

export const opsAftersale = {
  notFound: { zh: '售后申请不存在', en: 'No such after-sale request' },
  sellerDecides: {
    zh: '此售后由商家处理：商家拒绝后或{h}小时未处理时平台才可介入',
    en: 'The seller decides this request: the platform may step in once the seller refuses or after {h} h without an answer',
  },
  notReturn: {
    zh: '只有退货退款的申请需要确认收货',
    en: 'Only a return-and-refund request has a parcel to receive',
  },
  flagTaken: {
    zh: '该订单已有进行中的售后申请',
    en: 'The order already has another open after-sale request',
  },
} as const satisfies Messages;

export type OpsAftersaleMessageKey = keyof typeof opsAftersale;
