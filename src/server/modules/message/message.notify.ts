/**
 * The messages other modules send at their events (docs/api-messages.md "Server function"):
 * each is one call at the event's place, inside its transaction (or right after its committed
 * statement), with the caller's `afterCommit` list. Texts are Chinese, the shop's language (the
 * reader's language is not known when a message is stored), like the order events.
 */
import type { Executor } from '../../db';
import type { AfterCommit } from '../payment/payment-kinds';
import { sendUserMessage } from './message.service';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The order has shipped: `order` message with the carrier and the tracking link. */
export async function notifyOrderShipped(
  ex: Executor,
  orderId: number,
  now: number,
  afterCommit: AfterCommit[],
): Promise<void> {
  const o = await ex
    .selectFrom('orders')
    .select(['id', 'user_id', 'order_sn', 'express_company', 'express_no'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) return;
  await sendUserMessage(
    ex,
    o.user_id,
    {
      category: 'order',
      title: '您的订单已发货',
      body: `订单 ${o.order_sn} 已由${o.express_company}发出，运单号 ${o.express_no}，请留意查收。`,
      link: `pages/subpack/order/orderWl?order_id=${o.id}`,
    },
    afterCommit,
    now,
  );
}

/** A merchant decided an after-sale request (approve / reject / refund): `account` message. */
export async function notifyAfterSaleDecided(
  ex: Executor,
  afterSaleId: number,
  now: number,
  afterCommit: AfterCommit[],
): Promise<void> {
  const a = await ex
    .selectFrom('after_sales as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select(['a.id', 'a.user_id', 'a.status', 'a.amount', 'a.reject_reason', 'o.order_sn'])
    .where('a.id', '=', afterSaleId)
    .executeTakeFirst();
  if (!a) return;
  // 0 applied, 1 approved, 2 returned, 3 refunded, 4 rejected, 5 withdrawn
  const text: Record<number, [string, string]> = {
    1: ['售后申请已通过', `订单 ${a.order_sn} 的售后申请已通过，请按页面提示处理。`],
    3: ['退款已完成', `订单 ${a.order_sn} 的退款 ¥${yuan(a.amount)} 已原路退回，请注意查收。`],
    4: ['售后申请未通过', `订单 ${a.order_sn} 的售后申请未通过：${a.reject_reason}`],
  };
  const t = text[a.status];
  if (!t) return;
  await sendUserMessage(
    ex,
    a.user_id,
    {
      category: 'account',
      title: t[0],
      body: t[1],
      link: `pages/subpack1/user/after-sale?id=${a.id}`,
    },
    afterCommit,
    now,
  );
}

/** A buying group succeeded: `promo` message to each paid member. */
export async function notifyGroupSuccess(
  ex: Executor,
  groupId: number,
  now: number,
  afterCommit: AfterCommit[],
): Promise<void> {
  const rows = await ex
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('paid_at', 'is not', null)
    .execute();
  for (const r of rows) {
    await sendUserMessage(
      ex,
      r.user_id,
      {
        category: 'promo',
        title: '拼团成功',
        body: '您参与的拼团已成团，商家将尽快为您发货。',
        link: 'pages/subpack1/user/my-group',
      },
      afterCommit,
      now,
    );
  }
}

/** A member of a failed group was released (order closed or refunded): `promo` message. */
export async function notifyGroupFailed(
  ex: Executor,
  orderId: number,
  now: number,
  afterCommit: AfterCommit[],
): Promise<void> {
  const o = await ex
    .selectFrom('orders')
    .select(['user_id', 'order_sn'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) return;
  await sendUserMessage(
    ex,
    o.user_id,
    {
      category: 'promo',
      title: '拼团未成功',
      body: `您参与的拼团未在规定时间内成团，订单 ${o.order_sn} 已关闭，已支付的款项将原路退回。`,
      link: 'pages/subpack1/user/my-group',
    },
    afterCommit,
    now,
  );
}
