/**
 * Merchant cabinet area, cabinets and their goods (docs/api-guishang.md): cabinet detail, cabinet classes and goods,
 * stock in/out on a slot, the stock log, a batch replay for offline terminals, courier restock
 * with abnormal (shortfall) records. Merchant routes: HTTP 401/422; a merchant only sees and
 * changes its own cabinets, classes, goods and records (another's id answers 422 "not found").
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Selectable } from 'kysely';
import { z, type ZodType } from 'zod';
import { id, intIn, limit, optionalId, page, singleLine } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { CabinetGoodsTable } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Lang } from '../../lib/i18n';
import { parseJson } from '../../lib/json';
import { namedClassRoutes, ownNamedClass, type NamedClassConfig } from '../../lib/named-class';
import { invalid, notFound, ReplyError } from '../../lib/reply';
import { merchantRoute } from '../../lib/route';
import { cm, type CabinetMessageKey } from './cabinet.i18n';
import {
  moveStockOnce,
  STOCK_REASONS,
  StockError,
  withStockMoves,
  type MoveResult,
  type StockRefusal,
} from './stock.service';

const REFUSAL_MESSAGE: Record<StockRefusal, CabinetMessageKey> = {
  no_location: 'slotNotFound',
  not_enough: 'notEnough',
  over_capacity: 'overCapacity',
  key_reused: 'keyReused',
};

/** A cabinet goods row as the list and the detail answer it (images as an array). */
function goodsView(g: Selectable<CabinetGoodsTable>) {
  return {
    ...g,
    price: Number(g.price),
    created_at: Number(g.created_at),
    images: parseJson<string[]>(g.images, []),
  };
}

/** A JSON array given as a JSON body array or as a form field holding JSON. */
function jsonArray<S extends ZodType>(item: S, max: number) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? parseJson<unknown>(v, null) : v),
    z.array(item).min(1).max(max),
  );
}

const goodsName = singleLine(64, 1);
const price = intIn(0, 100_000_000);
const quantity = intIn(1, 10_000);
/** Unix seconds */
const unixTime = intIn(0, 2 ** 40);
const images = jsonArray(z.string().trim().min(1).max(500), 9);
/** A terminal's key for one queued move (a UUID or similar). */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/, 'invalid');
const IN_REASONS = ['stock_in', 'restock', 'correction'] as const;
const OUT_REASONS = ['stock_out', 'sale', 'correction'] as const;

/**
 * A terminal's move may say when it was made (`made_at`, Unix seconds: a move queued offline and
 * replayed after a new login). Checked per move in terminalMove: not ahead of the server clock
 * by more than MADE_AT_SKEW_S, not older than the longest merchant session.
 */
const moveFields = {
  location_id: id,
  sku_id: id,
  quantity,
  idempotency_key: idempotencyKey,
  made_at: unixTime.optional(),
};
/** How far a terminal's clock may run ahead of the server's, seconds. */
export const MADE_AT_SKEW_S = 120;
const batchMove = z
  .object({ type: z.enum(['in', 'out']), ...moveFields, reason: z.enum(STOCK_REASONS).optional() })
  .refine(
    (m) =>
      m.reason === undefined ||
      (m.type === 'in' ? IN_REASONS : OUT_REASONS).includes(m.reason as never),
    { message: 'invalid', path: ['reason'] },
  );
type BatchMove = z.output<typeof batchMove>;

const cabinetClasses: NamedClassConfig = {
  prefix: '/api/admin/guizi/class',
  table: 'cabinet_classes',
  goods: { table: 'cabinet_goods', column: 'class_id' },
  messages: {
    notFound: (lang) => cm(lang, 'classNotFound'),
    exists: (lang) => cm(lang, 'classExists'),
    notEmpty: (lang) => cm(lang, 'classNotEmpty'),
  },
};

export function cabinetGoodsRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;
  async function ownCabinet(merchantId: number, cabinetId: number, lang: Lang) {
    const c = await db
      .selectFrom('cabinets')
      .selectAll()
      .where('id', '=', cabinetId)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!c) throw notFound(cm(lang, 'cabinetNotFound'));
    return c;
  }

  const ownClass = (ex: Executor, merchantId: number, classId: number, lang: Lang) =>
    ownNamedClass(ex, cabinetClasses, merchantId, classId, lang);

  /** Whether a location is a slot of one of the merchant's cabinets. */
  async function ownSlot(merchantId: number, locationId: number): Promise<boolean> {
    const row = await db
      .selectFrom('stock_locations as l')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .select('l.id')
      .where('l.id', '=', locationId)
      .where('l.kind', '=', 'cabinet_slot')
      .where('c.merchant_id', '=', merchantId)
      .executeTakeFirst();
    return Boolean(row);
  }

  async function skuExists(skuId: number): Promise<{ goods_id: number } | undefined> {
    return db
      .selectFrom('goods_skus')
      .select('goods_id')
      .where('id', '=', skuId)
      .executeTakeFirst();
  }

  /** Terminal keys are namespaced per merchant: one merchant's keys never meet another's. */
  const ledgerKey = (merchantId: number, key: string) => `m${merchantId}:${key}`;

  function moveView(r: MoveResult) {
    return {
      ledger_id: r.ledger_id,
      location_id: r.location_id,
      sku_id: r.sku_id,
      delta: r.delta,
      before: r.before,
      quantity: r.after,
      reason: r.reason,
      replayed: r.replayed,
    };
  }

  /** One terminal move (stock/in, stock/out, one batch item); refusals throw 422. */
  async function terminalMove(
    merchant: { id: number; account?: string },
    m: BatchMove,
    lang: Lang,
  ): Promise<MoveResult> {
    const now = app.clock.now();
    if (m.made_at !== undefined) {
      if (m.made_at > now + MADE_AT_SKEW_S) throw invalid(cm(lang, 'madeAtFuture'));
      if (m.made_at < now - app.config.sessions.merchantMaxS) {
        throw invalid(cm(lang, 'madeAtTooOld'));
      }
    }
    if (!(await ownSlot(merchant.id, m.location_id))) throw notFound(cm(lang, 'slotNotFound'));
    if (!(await skuExists(m.sku_id))) throw notFound(cm(lang, 'skuNotFound'));
    const reason = m.reason ?? (m.type === 'in' ? 'stock_in' : 'stock_out');
    try {
      return await moveStockOnce(app, {
        locationId: m.location_id,
        skuId: m.sku_id,
        delta: m.type === 'in' ? m.quantity : -m.quantity,
        reason,
        ref: 'terminal',
        operator: `merchant:${merchant.id}`,
        idempotencyKey: ledgerKey(merchant.id, m.idempotency_key),
        now,
        madeAt: m.made_at ?? null,
      });
    } catch (err) {
      if (err instanceof StockError) throw invalid(cm(lang, REFUSAL_MESSAGE[err.refusal]));
      throw err;
    }
  }

  // --- cabinets ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/cabinet/detail',
    auth: 'required',
    input: z.object({ cabinet_id: id }),
    handler: async ({ merchant, input, lang }) => {
      const cabinet = await ownCabinet(merchant.id, input.cabinet_id, lang);
      const slots = await db
        .selectFrom('stock_locations')
        .select(['id as location_id', 'slot_no', 'name', 'capacity'])
        .where('cabinet_id', '=', cabinet.id)
        .where('kind', '=', 'cabinet_slot')
        .orderBy('slot_no')
        .execute();
      const ids = slots.map((s) => s.location_id);
      const stock = ids.length
        ? await db
            .selectFrom('stock as s')
            .innerJoin('goods_skus as k', 'k.id', 's.sku_id')
            .innerJoin('goods as g', 'g.id', 'k.goods_id')
            .leftJoin('cabinet_goods as cg', (j) =>
              j.onRef('cg.sku_id', '=', 's.sku_id').on('cg.merchant_id', '=', merchant.id),
            )
            .select([
              's.location_id',
              's.sku_id',
              's.quantity',
              'g.title',
              'k.spec',
              'cg.id as cabinet_goods_id',
              'cg.name as cabinet_goods_name',
              'cg.images as cabinet_goods_images',
              'g.image',
            ])
            .where('s.location_id', 'in', ids)
            .orderBy('s.sku_id')
            .execute()
        : [];
      return {
        id: cabinet.id,
        code: cabinet.code,
        name: cabinet.name,
        address: cabinet.address,
        status: cabinet.status,
        slots: slots.map((s) => {
          const goods = stock
            .filter((x) => x.location_id === s.location_id)
            .map((x) => ({
              sku_id: x.sku_id,
              quantity: Number(x.quantity),
              name: x.cabinet_goods_name ?? x.title,
              spec: x.spec,
              cabinet_goods_id: x.cabinet_goods_id,
              image: parseJson<string[]>(x.cabinet_goods_images ?? '[]', [])[0] ?? x.image,
            }));
          return { ...s, quantity: goods.reduce((n, g) => n + g.quantity, 0), goods };
        }),
      };
    },
  });

  // --- cabinet classes ---

  namedClassRoutes(fastify, app, cabinetClasses);

  // --- cabinet goods: a shop SKU with the merchant's own name, price, images and class ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/guizi/goods/list',
    auth: 'required',
    input: z.object({ page, limit, class_id: optionalId, status: intIn(0, 1).optional() }),
    handler: async ({ merchant, input }) => {
      let q = db.selectFrom('cabinet_goods').where('merchant_id', '=', merchant.id);
      if (input.class_id) q = q.where('class_id', '=', input.class_id);
      if (input.status !== undefined) q = q.where('status', '=', input.status);
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      return { total: Number(total?.n ?? 0), list: rows.map(goodsView) };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/guizi/goods/detail',
    auth: 'required',
    input: z.object({ id }),
    // The list row + the shop SKU it sells + its stock in each of the merchant's cabinet slots
    // holding that SKU (slot order).
    handler: async ({ merchant, input, lang }) => {
      const goods = await db
        .selectFrom('cabinet_goods')
        .selectAll()
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!goods) throw notFound(cm(lang, 'goodsNotFound'));
      const sku = await db
        .selectFrom('goods_skus as k')
        .innerJoin('goods as g', 'g.id', 'k.goods_id')
        .select(['k.goods_id', 'g.title', 'k.spec', 'k.price', 'k.image', 'g.image as goods_image'])
        .where('k.id', '=', goods.sku_id)
        .executeTakeFirst();
      const slots = await db
        .selectFrom('stock as s')
        .innerJoin('stock_locations as l', 'l.id', 's.location_id')
        .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
        .select([
          'c.id as cabinet_id',
          'c.name as cabinet_name',
          's.location_id',
          'l.slot_no',
          's.quantity',
        ])
        .where('s.sku_id', '=', goods.sku_id)
        .where('l.kind', '=', 'cabinet_slot')
        .where('c.merchant_id', '=', merchant.id)
        .orderBy('c.id')
        .orderBy('l.slot_no')
        .orderBy('s.location_id')
        .execute();
      const stock = slots.map((x) => ({ ...x, quantity: Number(x.quantity) }));
      return {
        ...goodsView(goods),
        sku: sku
          ? {
              goods_id: sku.goods_id,
              title: sku.title,
              spec: Object.values(parseJson<Record<string, string>>(sku.spec, {})).join(' '),
              price: Number(sku.price),
              image: sku.image || sku.goods_image,
            }
          : null,
        stock: stock.reduce((n, x) => n + x.quantity, 0),
        slots: stock,
      };
    },
  });

  const goodsInput = z.object({
    class_id: id,
    sku_id: id,
    name: goodsName,
    price,
    images: images.optional(),
    status: intIn(0, 1).default(1),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/goods/add',
    auth: 'required',
    input: goodsInput,
    handler: async ({ merchant, input, lang }) => {
      await ownClass(db, merchant.id, input.class_id, lang);
      const sku = await skuExists(input.sku_id);
      if (!sku) throw notFound(cm(lang, 'skuNotFound'));
      try {
        const row = await db
          .insertInto('cabinet_goods')
          .values({
            merchant_id: merchant.id,
            class_id: input.class_id,
            goods_id: sku.goods_id,
            sku_id: input.sku_id,
            name: input.name,
            price: input.price,
            images: JSON.stringify(input.images ?? []),
            status: input.status,
            created_at: app.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id };
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid(cm(lang, 'goodsExists'));
        throw err;
      }
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/goods/edit',
    auth: 'required',
    input: goodsInput.extend({
      id,
      sku_id: optionalId,
      status: intIn(0, 1).optional(),
    }),
    // `sku_id` (optional) moves the goods to another shop SKU (`goods_id` follows it); a SKU
    // that is already another cabinet goods of the merchant → 422 (also under a race: unique).
    handler: async ({ merchant, input, lang }) => {
      const goods = await db
        .selectFrom('cabinet_goods')
        .select(['id', 'sku_id'])
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (!goods) throw notFound(cm(lang, 'goodsNotFound'));
      await ownClass(db, merchant.id, input.class_id, lang);
      let skuChange: { sku_id: number; goods_id: number } | undefined;
      if (input.sku_id && input.sku_id !== goods.sku_id) {
        const sku = await skuExists(input.sku_id);
        if (!sku) throw notFound(cm(lang, 'skuNotFound'));
        skuChange = { sku_id: input.sku_id, goods_id: sku.goods_id };
      }
      try {
        await db
          .updateTable('cabinet_goods')
          .set({
            class_id: input.class_id,
            name: input.name,
            price: input.price,
            ...skuChange,
            ...(input.images === undefined ? {} : { images: JSON.stringify(input.images) }),
            ...(input.status === undefined ? {} : { status: input.status }),
          })
          .where('id', '=', input.id)
          .where('merchant_id', '=', merchant.id)
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid(cm(lang, 'goodsExists'));
        throw err;
      }
      return { id: input.id };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/goods/del',
    auth: 'required',
    input: z.object({ id }),
    handler: async ({ merchant, input, lang }) => {
      const res = await db
        .deleteFrom('cabinet_goods')
        .where('id', '=', input.id)
        .where('merchant_id', '=', merchant.id)
        .executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound(cm(lang, 'goodsNotFound'));
      return null;
    },
  });

  // --- stock on a slot ---

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/stock/in',
    auth: 'required',
    input: z.object({ ...moveFields, reason: z.enum(IN_REASONS).default('stock_in') }),
    handler: async ({ merchant, input, lang }) =>
      moveView(await terminalMove(merchant, { ...input, type: 'in' }, lang)),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/stock/out',
    auth: 'required',
    input: z.object({ ...moveFields, reason: z.enum(OUT_REASONS).default('stock_out') }),
    handler: async ({ merchant, input, lang }) =>
      moveView(await terminalMove(merchant, { ...input, type: 'out' }, lang)),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/stock/batch',
    auth: 'required',
    input: z.object({ moves: jsonArray(batchMove, 100) }),
    // Items are booked one by one, in order, each in its own transaction: a replayed key
    // answers its first result, a refused item answers ok: false and does not stop the rest.
    handler: async ({ merchant, input, lang }) => {
      const results = [];
      for (const m of input.moves) {
        try {
          const r = await terminalMove(merchant, m, lang);
          results.push({ idempotency_key: m.idempotency_key, ok: true, ...moveView(r) });
        } catch (err) {
          if (!(err instanceof ReplyError)) throw err;
          results.push({ idempotency_key: m.idempotency_key, ok: false, message: err.message });
        }
      }
      return { results };
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/stock/log',
    auth: 'required',
    input: z.object({
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
    }),
    handler: async ({ merchant, input }) => {
      let q = db
        .selectFrom('stock_ledger as s')
        .innerJoin('stock_locations as l', 'l.id', 's.location_id')
        .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
        .where('c.merchant_id', '=', merchant.id);
      if (input.cabinet_id) q = q.where('c.id', '=', input.cabinet_id);
      if (input.location_id) q = q.where('s.location_id', '=', input.location_id);
      if (input.sku_id) q = q.where('s.sku_id', '=', input.sku_id);
      if (input.reason) q = q.where('s.reason', '=', input.reason);
      if (input.start !== undefined) q = q.where('s.created_at', '>=', input.start);
      if (input.end !== undefined) q = q.where('s.created_at', '<=', input.end);
      const catchUp = input.after_id !== undefined;
      if (catchUp) q = q.where('s.id', '>', input.after_id!);
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .innerJoin('goods_skus as k', 'k.id', 's.sku_id')
        .innerJoin('goods as g', 'g.id', 'k.goods_id')
        .leftJoin('cabinet_goods as cg', (j) =>
          j.onRef('cg.sku_id', '=', 's.sku_id').on('cg.merchant_id', '=', merchant.id),
        )
        .select([
          's.id',
          's.location_id',
          'l.name as slot_name',
          'l.slot_no',
          'c.id as cabinet_id',
          'c.name as cabinet_name',
          's.sku_id',
          'g.title',
          'k.spec',
          'cg.name as cabinet_goods_name',
          's.delta',
          's.before_qty',
          's.after_qty',
          's.reason',
          's.ref',
          's.operator',
          's.idempotency_key',
          's.created_at',
          's.made_at',
        ])
        .orderBy('s.id', catchUp ? 'asc' : 'desc')
        .limit(input.limit)
        .offset(catchUp ? 0 : (input.page - 1) * input.limit)
        .execute();
      return {
        total: Number(total?.n ?? 0),
        list: rows.map(({ title, cabinet_goods_name, ...r }) => ({
          ...r,
          ledger_id: r.id,
          goods_name: cabinet_goods_name ?? title,
          before: r.before_qty,
          after: r.after_qty,
          created_at: Number(r.created_at),
          made_at: r.made_at === null ? null : Number(r.made_at),
        })),
      };
    },
  });

  // --- courier restock ---

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/bh/create',
    auth: 'required',
    input: z.object({
      cabinet_id: id,
      operator: z.string().trim().max(64).optional(),
      lines: jsonArray(z.object({ location_id: id, sku_id: id, expected: quantity }), 50),
    }),
    handler: async ({ merchant, input, lang }) => {
      const cabinet = await ownCabinet(merchant.id, input.cabinet_id, lang);
      const slots = await db
        .selectFrom('stock_locations')
        .select('id')
        .where('cabinet_id', '=', cabinet.id)
        .where('kind', '=', 'cabinet_slot')
        .execute();
      const slotIds = new Set(slots.map((s) => s.id));
      const seen = new Set<string>();
      for (const l of input.lines) {
        if (!slotIds.has(l.location_id)) throw notFound(cm(lang, 'slotNotFound'));
        if (!(await skuExists(l.sku_id))) throw notFound(cm(lang, 'skuNotFound'));
        const k = `${l.location_id}:${l.sku_id}`;
        if (seen.has(k)) throw invalid(`lines: ${k}`);
        seen.add(k);
      }
      const recordId = await db.transaction().execute(async (tx) => {
        const rec = await tx
          .insertInto('restock_records')
          .values({
            merchant_id: merchant.id,
            cabinet_id: cabinet.id,
            operator: input.operator || `merchant:${merchant.id}`,
            status: 0,
            finished_at: null,
            created_at: app.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('restock_lines')
          .values(
            input.lines.map((l) => ({
              record_id: rec.id,
              location_id: l.location_id,
              sku_id: l.sku_id,
              expected: l.expected,
              put_in: null,
            })),
          )
          .execute();
        return rec.id;
      });
      return { id: recordId };
    },
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/bh/finish',
    auth: 'required',
    input: z.object({
      id,
      lines: jsonArray(
        z.object({
          line_id: id,
          put_in: intIn(0, 10_000),
          reason: z.string().trim().max(200).optional(),
        }),
        50,
      ),
    }),
    // Books a `restock` move per line (in location order), each shortfall becomes an abnormal
    // record; all in one transaction, and only the call that wins the 0 → 1 transition books.
    handler: async ({ merchant, input, lang }) => {
      const now = app.clock.now();
      try {
        return await withStockMoves(app, async (move, tx) => {
          const won = await tx
            .updateTable('restock_records')
            .set({ status: 1, finished_at: now })
            .where('id', '=', input.id)
            .where('merchant_id', '=', merchant.id)
            .where('status', '=', 0)
            .executeTakeFirst();
          if (Number(won.numUpdatedRows) === 0) {
            const exists = await tx
              .selectFrom('restock_records')
              .select('id')
              .where('id', '=', input.id)
              .where('merchant_id', '=', merchant.id)
              .executeTakeFirst();
            throw invalid(cm(lang, exists ? 'restockFinished' : 'restockNotFound'));
          }
          const lines = await tx
            .selectFrom('restock_lines')
            .selectAll()
            .where('record_id', '=', input.id)
            .orderBy('location_id')
            .orderBy('id')
            .execute();
          const given = new Map(input.lines.map((l) => [l.line_id, l]));
          if (given.size !== input.lines.length || lines.some((l) => !given.has(l.id))) {
            throw invalid(cm(lang, 'restockLines'));
          }
          if (input.lines.length !== lines.length) throw invalid(cm(lang, 'restockLines'));
          let abnormal = 0;
          for (const line of lines) {
            const g = given.get(line.id)!;
            await tx
              .updateTable('restock_lines')
              .set({ put_in: g.put_in })
              .where('id', '=', line.id)
              .execute();
            if (g.put_in > 0) {
              await move({
                locationId: line.location_id,
                skuId: line.sku_id,
                delta: g.put_in,
                reason: 'restock',
                ref: `bh:${input.id}`,
                operator: `merchant:${merchant.id}`,
                idempotencyKey: `bh:${input.id}:${line.id}`,
                now,
              });
            }
            if (g.put_in < line.expected) {
              abnormal += 1;
              await tx
                .insertInto('abnormal_records')
                .values({
                  merchant_id: merchant.id,
                  restock_record_id: input.id,
                  location_id: line.location_id,
                  sku_id: line.sku_id,
                  expected: line.expected,
                  put_in: g.put_in,
                  shortfall: line.expected - g.put_in,
                  reason: g.reason || cm(lang, 'shortfall'),
                  created_at: now,
                })
                .execute();
            }
          }
          return { id: input.id, abnormal };
        });
      } catch (err) {
        if (err instanceof StockError) throw invalid(cm(lang, REFUSAL_MESSAGE[err.refusal]));
        throw err;
      }
    },
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/bh/list',
    auth: 'required',
    input: z.object({ page, limit, cabinet_id: optionalId, status: intIn(0, 1).optional() }),
    handler: async ({ merchant, input }) => {
      let q = db.selectFrom('restock_records').where('merchant_id', '=', merchant.id);
      if (input.cabinet_id) q = q.where('cabinet_id', '=', input.cabinet_id);
      if (input.status !== undefined) q = q.where('status', '=', input.status);
      const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      const rows = await q
        .selectAll()
        .orderBy('id', 'desc')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute();
      const lines = rows.length
        ? await db
            .selectFrom('restock_lines')
            .selectAll()
            .where(
              'record_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return {
        total: Number(total?.n ?? 0),
        list: rows.map((r) => ({
          ...r,
          created_at: Number(r.created_at),
          finished_at: r.finished_at === null ? null : Number(r.finished_at),
          lines: lines.filter((l) => l.record_id === r.id),
        })),
      };
    },
  });

  for (const url of ['/api/admin/log/abnormal', '/api/admin/log/log2']) {
    merchantRoute(fastify, app, {
      method: 'GET',
      url,
      auth: 'required',
      input: z.object({ page, limit, cabinet_id: optionalId }),
      handler: async ({ merchant, input }) => {
        let q = db
          .selectFrom('abnormal_records as a')
          .innerJoin('restock_records as r', 'r.id', 'a.restock_record_id')
          .where('a.merchant_id', '=', merchant.id);
        if (input.cabinet_id) q = q.where('r.cabinet_id', '=', input.cabinet_id);
        const total = await q.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
        const rows = await q
          .innerJoin('cabinets as c', 'c.id', 'r.cabinet_id')
          .leftJoin('stock_locations as l', 'l.id', 'a.location_id')
          .leftJoin('goods_skus as k', 'k.id', 'a.sku_id')
          .leftJoin('goods as g', 'g.id', 'k.goods_id')
          .leftJoin('cabinet_goods as cg', (j) =>
            j.onRef('cg.sku_id', '=', 'a.sku_id').on('cg.merchant_id', '=', merchant.id),
          )
          .selectAll('a')
          .select([
            'r.cabinet_id',
            'r.operator',
            'c.name as cabinet_name',
            'l.slot_no',
            'g.title',
            'cg.name as cabinet_goods_name',
          ])
          .orderBy('a.id', 'desc')
          .limit(input.limit)
          .offset((input.page - 1) * input.limit)
          .execute();
        return {
          total: Number(total?.n ?? 0),
          list: rows.map(({ title, cabinet_goods_name, ...r }) => ({
            ...r,
            goods_name: cabinet_goods_name ?? title ?? '',
            created_at: Number(r.created_at),
          })),
        };
      },
    });
  }
}
