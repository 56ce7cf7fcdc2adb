/**
 * Receiving a paid purchase order, partly if need be (issue 18 part C; docs/api-guishang.md
 * "Trade"). What fits goes into slots (purchase-receive.plan.ts: the product's slots, else empty
 * unassigned ones, never a slot of other goods; a line may be split), booked through moveStock
 * as `restock` moves with ledger rows; `purchase_order_lines.received` counts what is in, and
 * the order stays status 1 ("partly received", derived) until every line is received, then 2.
 *
 * Idempotent on retries: each move's key is `po:<order>:<line>:<received before>:<slot>` and the
 * received counter only grows by moves that really moved, never above the line's quantity, so a
 * repeated request books nothing twice. A received SKU the merchant does not sell yet becomes
 * cabinet goods (supply name and images; price given in `sell`, else the SKU's retail price,
 * else the purchase price) so it appears in New sale at once.
 */
import type { ReceiveBooked, ReceiveLeft } from '../../../shared/contract/cabinet-purchase';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { t, type Lang } from '../../messages';
import { invalid, notFound } from '../../lib/reply';
import { num, stockRefusalAs422 } from './cabinet.shared';
import { insertCabinetGoods } from './cabinet.repository';
import { findPurchase, markReceived } from './purchase.repository';
import { planReceipt, type PlanChoice } from './purchase-receive.plan';
import {
  addReceived,
  assignSlot,
  cabinetClassFor,
  openLineCount,
  skuRetail,
  slotsForPlan,
  soldSkus,
  supplyImages,
} from './purchase-receive.repository';
import { emitPurchaseOrder, PURCHASE, purchaseViews } from './purchase.service';
import { withStockMoves } from './stock.service';

export interface ReceiveInput {
  order_id: number;
  lines?: PlanChoice[];
  sell?: { line_id: number; price: number }[];
}

async function view(app: AppContext, merchantId: number, orderId: number, lang: Lang) {
  const row = await findPurchase(app.database.db, merchantId, orderId);
  if (!row) throw notFound(t(lang, 'cabinet.orderNotFound'));
  const [v] = await purchaseViews(app.database.db, [row], true);
  return v!;
}

export function leftText(lang: Lang, l: ReceiveLeft): string {
  return t(lang, `cabinet.receiveLeft_${l.reason}`, { name: l.name, n: l.quantity, unit: l.unit });
}

export async function receivePurchase(
  app: AppContext,
  merchantId: number,
  input: ReceiveInput,
  lang: Lang,
) {
  try {
    return await receiveOnce(app, merchantId, input, lang);
  } catch (err) {
    // a concurrent identical request booked first (unique ledger key): answer after it
    if (!isUniqueViolation(err)) throw err;
    return receiveOnce(app, merchantId, input, lang);
  }
}

async function receiveOnce(app: AppContext, merchantId: number, input: ReceiveInput, lang: Lang) {
  const { db } = app.database;
  const order = await view(app, merchantId, input.order_id, lang);
  if (order.status !== PURCHASE.PAID) throw invalid(t(lang, 'cabinet.notPaid'));
  const slots = await slotsForPlan(db, order.cabinet_id);
  const slotIds = new Set(slots.map((s) => s.id));
  for (const l of [...(input.lines ?? []), ...(input.sell ?? [])]) {
    if (!order.lines.some((x) => x.id === l.line_id)) {
      throw invalid(t(lang, 'cabinet.linesInvalid'));
    }
  }
  for (const l of input.lines ?? []) {
    if (!slotIds.has(l.location_id)) throw notFound(t(lang, 'cabinet.slotNotFound'));
  }
  const lineOf = new Map(order.lines.map((l) => [l.id, l]));
  const plan = planReceipt(
    order.lines.map((l) => ({ id: l.id, sku_id: l.sku_id, open: l.quantity - l.received })),
    slots,
    input.lines ?? [],
  );
  const left: ReceiveLeft[] = plan.left.map((x) => {
    const l = lineOf.get(x.line_id)!;
    return { line_id: l.id, name: l.name, unit: l.unit, quantity: x.quantity, reason: x.reason };
  });
  if (plan.moves.length === 0) {
    throw invalid(
      t(lang, 'cabinet.receiveNothingFits', {
        lines: left.map((l) => leftText(lang, l)).join('; '),
      }),
    );
  }
  const receivedBefore = new Map(order.lines.map((l) => [l.id, l.received]));
  const slotById = new Map(slots.map((s) => [s.id, s]));
  const moves = [...plan.moves].sort(
    (a, b) => a.location_id - b.location_id || a.line_id - b.line_id,
  );
  const now = app.clock.now();
  const booked: ReceiveBooked[] = [];
  const created: { id: number; sku_id: number; name: string; price: number }[] = [];

  await stockRefusalAs422(lang, () =>
    withStockMoves(app, async (move, tx) => {
      for (const m of moves) {
        const line = lineOf.get(m.line_id)!;
        if (m.assign) await assignSlot(tx, m.location_id, m.sku_id);
        const before = receivedBefore.get(m.line_id)!;
        const r = await move({
          locationId: m.location_id,
          skuId: m.sku_id,
          delta: m.quantity,
          reason: 'restock',
          ref: `po:${order.id}`,
          operator: `merchant:${merchantId}`,
          idempotencyKey: `po:${order.id}:${m.line_id}:${before}:${m.location_id}`,
          now,
        });
        if (!r.replayed) {
          if (!(await addReceived(tx, m.line_id, m.quantity, m.location_id))) {
            throw invalid(t(lang, 'cabinet.notPaid'));
          }
        }
        receivedBefore.set(m.line_id, before + m.quantity);
        const slot = slotById.get(m.location_id)!;
        booked.push({
          line_id: m.line_id,
          name: line.name,
          unit: line.unit,
          location_id: m.location_id,
          slot_no: slot.slot_no,
          quantity: m.quantity,
          slot_quantity: r.after,
          capacity: slot.capacity,
        });
      }
      if ((await openLineCount(tx, order.id)) === 0) {
        if (!(await markReceived(tx, merchantId, order.id, now))) {
          throw invalid(t(lang, 'cabinet.notPaid'));
        }
      }
      // received SKUs the merchant does not sell yet become cabinet goods
      const skus = [...new Set(moves.map((m) => m.sku_id))];
      const sold = await soldSkus(tx, merchantId, skus);
      let classId: number | undefined;
      for (const sku of skus) {
        if (sold.has(sku)) continue;
        const line = order.lines.find((l) => l.sku_id === sku)!;
        const retail = await skuRetail(tx, sku);
        if (!retail) continue;
        const price =
          input.sell?.find((s) => lineOf.get(s.line_id)?.sku_id === sku)?.price ??
          (num(retail.price) > 0 ? num(retail.price) : line.price);
        classId ??= await cabinetClassFor(tx, merchantId, t(lang, 'cabinet.purchasedClass'), now);
        const images = await supplyImages(tx, line.supply_goods_id);
        const id = await insertCabinetGoods(tx, {
          merchant_id: merchantId,
          class_id: classId,
          goods_id: retail.goods_id,
          sku_id: sku,
          name: line.name,
          price,
          images: JSON.stringify(images.length ? images : line.image ? [line.image] : []),
          status: 1,
          created_at: now,
        });
        created.push({ id, sku_id: sku, name: line.name, price });
      }
    }),
  );
  const after = await view(app, merchantId, order.id, lang);
  emitPurchaseOrder(app, merchantId, order.id, after.status);
  return { ...after, booked, left, created_goods: created };
}
