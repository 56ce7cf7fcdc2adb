/**
 * Messages of the chat and complaint modules. In the catalogue (./index.ts) the keys are
 * `chat.<key>`: `t(lang, 'chat.<key>', params)`.
 */
import type { Messages } from './lang';

export const chat = {
  serviceOff: {
    zh: '在线客服暂不可用，请拨打客服电话',
    en: 'Online service is unavailable; please call customer service',
  },
  goodsNotFound: { zh: '商品不存在或已下架', en: 'No such goods, or it is off the shelf' },
  orderNotFound: { zh: '订单不存在', en: 'No such order' },
  orderNotYours: { zh: '无权查看该订单', en: 'This order is not yours' },
  imageNotYours: { zh: 'content: 请上传图片后发送', en: 'content: upload the image first' },
  notAgent: { zh: '该账号不是客服账号', en: 'This account is not a customer-service account' },
  conversationNotFound: { zh: '会话不存在', en: 'No such conversation' },
  complaintNotFound: { zh: '投诉不存在', en: 'No such complaint' },
  complaintNotYours: { zh: '无权查看该投诉', en: 'This complaint is not yours' },
  complaintImage: { zh: 'images: 图片无效', en: 'images: invalid image' },
  complaintDaily: {
    zh: '今日提交次数已达上限（{n}次），请明天再试',
    en: 'At most {n} submissions a day; please try again tomorrow',
  },
} as const satisfies Messages;

export type ChatMessageKey = keyof typeof chat;
