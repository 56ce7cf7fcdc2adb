/**
 * `comment_add` (review.routes.ts): writes `comments` rows (with the bought SKU's spec), marks
 * the lines reviewed (conditionally: a line is reviewed once) and moves the order to reviewed
 * (3 → 4) when its last line is, in one transaction.
 */
import { bannedWordIn } from '../../../shared/rules/moderation';
import { bannedWords } from '../config/moderation-settings';
import type { REVIEW } from '../../../shared/contract/catalogue';
import type { RouteInput } from '../../../shared/contract/route';
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { parseJson } from '../../lib/json';
import { invalid, locked } from '../../lib/reply';
import { findUserOrder } from '../order/order.repository';
import { illegal } from '../order/order.routes';
import { ORDER, transition } from '../order/order.state';
import { ownUploadPath } from '../upload/upload.repository';
import {
  findOrderLine,
  insertComment,
  linesLeftToReview,
  markLineReviewed,
  openAfterSale,
} from './review.repository';
import { orderEvent } from '../order/order-event-text';

/** `{"规格":"2斤装"}` → `规格:2斤装` (the comments.spec format). */
export function specText(spec: string): string {
  return Object.entries(parseJson<Record<string, string>>(spec, {}))
    .map(([k, v]) => `${k}:${v}`)
    .join(' ')
    .slice(0, 200);
}

export async function addReviews(
  app: AppContext,
  userId: number,
  input: RouteInput<typeof REVIEW.add>,
  lang: Lang,
): Promise<null> {
  const { db } = app.database;
  const order = await findUserOrder(db, userId, input.order_id);
  if (!order) throw invalid(t(lang, 'order.orderNotFound'));
  if (order.status !== ORDER.RECEIVED) throw illegal(lang, 'review');
  const open = await openAfterSale(db, order.id);
  if (open) throw locked(t(lang, 'order.afterSaleOpen'));
  for (const url of input.items.flatMap((i) => i.images)) {
    if (!(await ownUploadPath(db, app.storage, userId, url))) {
      throw invalid(`images: ${t(lang, 'order.imageNotOwn')}`);
    }
  }
  const now = app.clock.now();
  // issue 23 (moderation): a review with a word of the console's review list is kept hidden
  const words = await bannedWords(db, 'reviews');
  await db.transaction().execute(async (tx) => {
    for (const item of input.items) {
      const line = await findOrderLine(tx, order.id, item.order_item_id);
      const marked = line ? await markLineReviewed(tx, line.id) : 0;
      if (!line || marked === 0) {
        throw invalid(t(lang, 'order.reviewItem'));
      }
      const banned = bannedWordIn(item.content, words);
      await insertComment(tx, {
        ...(banned ? { status: 0, hidden_code: 'banned_word', hidden_note: banned } : {}),
        goods_id: line.goods_id,
        sku_id: line.sku_id,
        user_id: userId,
        order_id: order.id,
        score: item.score,
        content: item.content,
        images: JSON.stringify(item.images),
        spec: specText(line.spec),
        created_at: now,
      });
    }
    if ((await linesLeftToReview(tx, order.id)) === 0) {
      await transition(tx, order.id, [ORDER.RECEIVED], ORDER.REVIEWED, {
        now,
        extra: { commented: 1 },
        event: { kind: 'reviewed', ...orderEvent('reviewed') },
      });
    }
  });
  return null;
}
