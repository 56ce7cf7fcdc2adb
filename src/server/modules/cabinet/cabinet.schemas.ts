/** Input schemas of the cabinet, cabinet goods, slot stock and restock routes. */
import { z } from 'zod';
import { id, intIn, limit, optionalId, page, singleLine } from '../../../shared/contract/schemas';
import { idempotencyKey, jsonArray } from './cabinet.shared';
import { STOCK_REASONS } from './stock.service';

const goodsName = singleLine(64, 1);
const price = intIn(0, 100_000_000);
const quantity = intIn(1, 10_000);
/** Unix seconds */
const unixTime = intIn(0, 2 ** 40);
const images = jsonArray(z.string().trim().min(1).max(500), 1, 9);
const IN_REASONS = ['stock_in', 'restock', 'correction'] as const;
const OUT_REASONS = ['stock_out', 'sale', 'correction'] as const;

export const cabinetDetailInput = z.object({ cabinet_id: id });

export const cabinetGoodsListInput = z.object({
  page,
  limit,
  class_id: optionalId,
  status: intIn(0, 1).optional(),
});

export const cabinetGoodsInput = z.object({
  class_id: id,
  sku_id: id,
  name: goodsName,
  price,
  images: images.optional(),
  status: intIn(0, 1).default(1),
});

export const cabinetGoodsEditInput = cabinetGoodsInput.extend({
  id,
  sku_id: optionalId,
  status: intIn(0, 1).optional(),
});

/**
 * A terminal's move may say when it was made (`made_at`, Unix seconds: a move queued offline and
 * replayed after a new login); checked per move by terminalMove.
 */
const moveFields = {
  location_id: id,
  sku_id: id,
  quantity,
  idempotency_key: idempotencyKey,
  made_at: unixTime.optional(),
};

export const stockInInput = z.object({
  ...moveFields,
  reason: z.enum(IN_REASONS).default('stock_in'),
});

export const stockOutInput = z.object({
  ...moveFields,
  reason: z.enum(OUT_REASONS).default('stock_out'),
});

const batchMove = z
  .object({ type: z.enum(['in', 'out']), ...moveFields, reason: z.enum(STOCK_REASONS).optional() })
  .refine(
    (m) =>
      m.reason === undefined ||
      (m.type === 'in' ? IN_REASONS : OUT_REASONS).includes(m.reason as never),
    { message: 'invalid', path: ['reason'] },
  );

export const stockBatchInput = z.object({ moves: jsonArray(batchMove, 1, 100) });

export const stockLogInput = z.object({
  page,
  limit,
  cabinet_id: optionalId,
  location_id: optionalId,
  sku_id: optionalId,
  reason: z.enum(STOCK_REASONS).optional(),
  // catch-up: rows after this ledger id, ascending (a kiosk pages forward until empty)
  after_id: intIn(0, 2 ** 31 - 1).optional(),
  start: unixTime.optional(),
  end: unixTime.optional(),
});

export const restockCreateInput = z.object({
  cabinet_id: id,
  operator: z.string().trim().max(64).optional(),
  lines: jsonArray(z.object({ location_id: id, sku_id: id, expected: quantity }), 1, 50),
});

export const restockFinishInput = z.object({
  id,
  lines: jsonArray(
    z.object({
      line_id: id,
      put_in: intIn(0, 10_000),
      reason: z.string().trim().max(200).optional(),
    }),
    1,
    50,
  ),
});

export const restockListInput = z.object({
  page,
  limit,
  cabinet_id: optionalId,
  status: intIn(0, 1).optional(),
});

export const abnormalListInput = z.object({ page, limit, cabinet_id: optionalId });
