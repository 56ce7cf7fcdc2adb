/**
 * Courier restock (docs/api-guishang.md): a record of expected quantities per slot line; its
 * finish books a `restock` move per line put in and an abnormal record per shortfall.
 */
import type { AppContext } from '../../context';
import { t, type Lang } from '../../messages';
import { invalid, notFound } from '../../lib/reply';
import { findSku } from './cabinet.repository';
import { ownCabinet } from './cabinet-goods.service';
import { stockRefusalAs422 } from './cabinet.shared';
import {
  finishRestockRecord,
  insertAbnormal,
  insertRestock,
  listAbnormal,
  listRestocks,
  restockExists,
  restockLinesOf,
  setLinePutIn,
  slotIdsOf,
} from './restock.repository';
import { withStockMoves } from './stock.service';

export async function createRestock(
  app: AppContext,
  merchantId: number,
  input: {
    cabinet_id: number;
    operator?: string;
    lines: { location_id: number; sku_id: number; expected: number }[];
  },
  lang: Lang,
) {
  const { db } = app.database;
  const cabinet = await ownCabinet(db, merchantId, input.cabinet_id, lang);
  const slotIds = await slotIdsOf(db, cabinet.id);
  const seen = new Set<string>();
  for (const l of input.lines) {
    if (!slotIds.has(l.location_id)) throw notFound(t(lang, 'cabinet.slotNotFound'));
    if (!(await findSku(db, l.sku_id))) throw notFound(t(lang, 'cabinet.skuNotFound'));
    const k = `${l.location_id}:${l.sku_id}`;
    if (seen.has(k)) throw invalid(`lines: ${k}`);
    seen.add(k);
  }
  const id = await db.transaction().execute((tx) =>
    insertRestock(
      tx,
      {
        merchant_id: merchantId,
        cabinet_id: cabinet.id,
        operator: input.operator || `merchant:${merchantId}`,
        created_at: app.clock.now(),
      },
      input.lines.map((l) => ({
        location_id: l.location_id,
        sku_id: l.sku_id,
        expected: l.expected,
      })),
    ),
  );
  return { id };
}

/**
 * Books a `restock` move per line (in location order), each shortfall becomes an abnormal
 * record; all in one transaction, and only the call that wins the 0 → 1 transition books.
 */
export async function finishRestock(
  app: AppContext,
  merchantId: number,
  input: { id: number; lines: { line_id: number; put_in: number; reason?: string }[] },
  lang: Lang,
) {
  const now = app.clock.now();
  return stockRefusalAs422(lang, () =>
    withStockMoves(app, async (move, tx) => {
      if (!(await finishRestockRecord(tx, merchantId, input.id, now))) {
        const exists = await restockExists(tx, merchantId, input.id);
        throw invalid(t(lang, exists ? 'cabinet.restockFinished' : 'cabinet.restockNotFound'));
      }
      const lines = await restockLinesOf(tx, input.id);
      const given = new Map(input.lines.map((l) => [l.line_id, l]));
      if (given.size !== input.lines.length || lines.some((l) => !given.has(l.id))) {
        throw invalid(t(lang, 'cabinet.restockLines'));
      }
      if (input.lines.length !== lines.length) throw invalid(t(lang, 'cabinet.restockLines'));
      let abnormal = 0;
      for (const line of lines) {
        const g = given.get(line.id)!;
        await setLinePutIn(tx, line.id, g.put_in);
        if (g.put_in > 0) {
          await move({
            locationId: line.location_id,
            skuId: line.sku_id,
            delta: g.put_in,
            reason: 'restock',
            ref: `bh:${input.id}`,
            operator: `merchant:${merchantId}`,
            idempotencyKey: `bh:${input.id}:${line.id}`,
            now,
          });
        }
        if (g.put_in < line.expected) {
          abnormal += 1;
          await insertAbnormal(tx, {
            merchant_id: merchantId,
            restock_record_id: input.id,
            location_id: line.location_id,
            sku_id: line.sku_id,
            expected: line.expected,
            put_in: g.put_in,
            shortfall: line.expected - g.put_in,
            reason: g.reason || t(lang, 'cabinet.shortfall'),
            created_at: now,
          });
        }
      }
      return { id: input.id, abnormal };
    }),
  );
}

export async function restockList(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number; status?: number },
) {
  const { total, rows, lines } = await listRestocks(app.database.db, merchantId, f);
  return {
    total,
    list: rows.map((r) => ({
      ...r,
      created_at: Number(r.created_at),
      finished_at: r.finished_at === null ? null : Number(r.finished_at),
      lines: lines.filter((l) => l.record_id === r.id),
    })),
  };
}

export async function abnormalList(
  app: AppContext,
  merchantId: number,
  f: { page: number; limit: number; cabinet_id?: number },
) {
  const { total, rows } = await listAbnormal(app.database.db, merchantId, f);
  return {
    total,
    list: rows.map(({ title, cabinet_goods_name, ...r }) => ({
      ...r,
      goods_name: cabinet_goods_name ?? title ?? '',
      created_at: Number(r.created_at),
    })),
  };
}
