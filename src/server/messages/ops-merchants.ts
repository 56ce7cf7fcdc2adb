/**
 * Messages of the console's merchants and cabinets (issue 23, part merchants,
 * modules/ops/merchants.*). In the catalogue (./index.ts) the keys are `opsMerchants.<key>`.
 */
import type { Messages } from './lang';

export const opsMerchants = {
  merchantNotFound: { zh: '商户不存在', en: 'No such merchant' },
  accountTaken: { zh: '该登录账号已被使用', en: 'This login account is already taken' },
  cabinetNotFound: { zh: '柜子不存在', en: 'No such cabinet' },
  codeTaken: { zh: '柜子编号 {code} 已被使用', en: 'Cabinet code {code} is already taken' },
  courierNotFound: { zh: '配送员不存在', en: 'No such courier' },
  slotNotFound: { zh: '格口不存在', en: 'No such slot' },
  capacityBelowHeld: {
    zh: '格口现有 {n} 件，容量不能小于它',
    en: 'The slot holds {n}; its capacity cannot be lower',
  },
  notMerchantCabinet: {
    zh: '柜子 {id} 不属于该商户',
    en: 'Cabinet {id} is not one of this merchant’s cabinets',
  },
  terminalBoundElsewhere: {
    zh: '终端已绑定到柜子 {code}，请先解绑',
    en: 'The terminal is bound to cabinet {code}; unbind it first',
  },
  terminalNotFound: { zh: '终端不存在', en: 'No such terminal' },
} as const satisfies Messages;
export type OpsMerchantsMessageKey = keyof typeof opsMerchants;
