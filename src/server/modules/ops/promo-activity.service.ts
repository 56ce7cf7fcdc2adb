/**
 * The console's promotions (issue 23, part promotions; shared/contract/ops-promo.ts): operators
 * create, edit, pause, resume and end the activities of every zone over the rows the consumer's
 * activity server sells (modules/activity, order/checkout.service.ts), so a change shows at once
 * (the public cache drops entries of the written tables) and checkout refuses the activity
 * price outside a running window (237) or beyond a stock cap (423).
 *
 * Refused with a reason, nothing written: an end before the start or already passed; a price
 * above the SKU's shop price, or 0 without points; points on a type without them (or none on a
 * points type); a SKU twice, off the shelf, or already in an overlapping activity of the same
 * type; overlapping flash-sale sessions; a stock cap above the warehouse stock; a group of fewer
 * than 2; goods of another brand in a brand day; on an activity that has sold: a changed price
 * or points of a sold SKU, removing it, or a cap below what it sold; a new start once started;
 * any edit once ended. Every write is audited in its transaction (`promo.activity_*`).
 */
import type { ListData } from '../../../shared/contract/envelope';
import {
  PROMO_EXCHANGE_TYPE,
  PROMO_FLASH_TYPE,
  PROMO_GROUP_TYPE,
  PROMO_NINE_TYPE,
  PROMO_POINTS_TYPES,
  PROMO_STATUS,
  PROMO_THREE_FOR_TEN_TYPE,
  PROMO_TYPES,
  promoState,
  type OpsPromoDetail,
  type OpsPromoRow,
  type OpsPromoSku,
  type PromoState,
} from '../../../shared/contract/ops-promo';
import { THREE_FOR_TEN_GROUP_PRICE } from '../../../shared/rules/three-for-ten';
import type { AppContext } from '../../context';
import type { Executor, Tx } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { parseJson } from '../../lib/json';
import { invalid } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import {
  activityGoodsOf,
  brandExists,
  findActivityRow,
  listActivities,
  overlappingSession,
  overlappingSkus,
  searchSkus,
  skusByIds,
  type ActivityListQuery,
  type ActivityListRow,
  type SkuRow,
} from './promo-activity.repository';

interface GoodsIn {
  sku_id: number;
  price: number;
  integral: number;
  stock_cap: number;
  limit_per_user: number;
}

interface RulesIn {
  group_size?: number | undefined;
  expire_hours?: number | undefined;
  brand_id?: number | undefined;
  zero?: boolean | undefined;
  free_shipping?: boolean | undefined;
}

const specOf = (json: string): Record<string, string> => {
  const v = parseJson<unknown>(json, {});
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
};

const rulesOf = (json: string): Record<string, unknown> => {
  const v = parseJson<unknown>(json, {});
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
};

function toRow(r: ActivityListRow, now: number): OpsPromoRow {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    start_at: Number(r.start_at),
    end_at: Number(r.end_at),
    status: r.status,
    state: promoState(now, {
      start_at: Number(r.start_at),
      end_at: Number(r.end_at),
      status: r.status,
    }),
    goods_count: Number(r.goods_count),
    sold: Number(r.sold),
    created_at: Number(r.created_at),
  };
}

export async function promoList(
  app: AppContext,
  q: ActivityListQuery,
): Promise<ListData<OpsPromoRow>> {
  const now = app.clock.now();
  const { rows, total } = await listActivities(app.database.db, q, now);
  return { list: rows.map((r) => toRow(r, now)), total, page: q.page, limit: q.limit };
}

async function detailOf(
  db: Executor,
  id: number,
  now: number,
  lang: Lang,
): Promise<OpsPromoDetail> {
  const row = await findActivityRow(db, id);
  if (!row) throw invalid(`id: ${t(lang, 'opsPromo.activityNotFound')}`);
  const goods = await activityGoodsOf(db, id);
  return {
    ...toRow(row, now),
    rules: rulesOf(row.rules),
    goods: goods.map((g) => ({
      id: g.id,
      goods_id: g.goods_id,
      sku_id: g.sku_id,
      title: g.title,
      image: g.image,
      spec: specOf(g.spec),
      sku_price: g.sku_price,
      stock: Number(g.stock),
      price: g.price,
      integral: g.integral,
      stock_cap: g.stock_cap,
      limit_per_user: g.limit_per_user,
      sold: Number(g.sold),
    })),
    server_time: now,
  };
}

export function promoDetail(app: AppContext, id: number, lang: Lang): Promise<OpsPromoDetail> {
  return detailOf(app.database.db, id, app.clock.now(), lang);
}

export async function promoSkus(
  app: AppContext,
  q: { page: number; limit: number; keyword?: string | undefined; goods_id?: number | undefined },
): Promise<ListData<OpsPromoSku>> {
  const { rows, total } = await searchSkus(app.database.db, q);
  return {
    list: rows.map((r) => ({
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      title: r.title,
      image: r.image,
      spec: specOf(r.spec),
      price: r.price,
      stock: Number(r.stock),
      brand_id: r.brand_id,
      status: r.status,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** The rules JSON of an activity of `type`: the given fields over the stored ones. */
async function buildRules(
  db: Executor,
  type: number,
  input: RulesIn,
  base: Record<string, unknown>,
  lang: Lang,
): Promise<Record<string, unknown>> {
  const rules: Record<string, unknown> = { ...base };
  const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
  if (type === PROMO_GROUP_TYPE) {
    const size = input.group_size ?? num(base.group_size, 2);
    if (size < 2) throw invalid(`rules.group_size: ${t(lang, 'opsPromo.groupSize')}`);
    rules.group_size = size;
    rules.expire_hours = input.expire_hours ?? num(base.expire_hours, 24);
  }
  if (type === PROMO_THREE_FOR_TEN_TYPE) {
    const brand = input.brand_id ?? num(base.brand_id, 0);
    if (brand > 0 && !(await brandExists(db, brand))) {
      throw invalid(`rules.brand_id: ${t(lang, 'opsPromo.brandNotFound')}`);
    }
    Object.assign(rules, {
      group_size: 3,
      group_price: THREE_FOR_TEN_GROUP_PRICE,
      brand_id: brand,
    });
  }
  if (type === PROMO_EXCHANGE_TYPE) {
    rules.zero = input.zero ?? base.zero === true;
    rules.integral_per_yuan = num(base.integral_per_yuan, 100);
  }
  if (type === PROMO_NINE_TYPE) Object.assign(rules, { price: 990, free_shipping: true });
  else if (input.free_shipping !== undefined) rules.free_shipping = input.free_shipping;
  return rules;
}

/** Checks a window: the end after the start and not yet passed. */
function checkWindow(s: { start_at: number; end_at: number }, now: number, lang: Lang): void {
  if (s.end_at <= s.start_at) throw invalid(`end_at: ${t(lang, 'opsPromo.endBeforeStart')}`);
  if (s.end_at <= now) throw invalid(`end_at: ${t(lang, 'opsPromo.endPassed')}`);
}

/**
 * Checks the goods of an activity of `type` in `[start, end)`; answers their SKUs by id.
 * `exclude`: the activity being edited (its own rows do not overlap it).
 */
async function checkGoods(
  db: Executor,
  p: {
    type: number;
    rules: Record<string, unknown>;
    goods: GoodsIn[];
    windows: { start_at: number; end_at: number }[];
    exclude: number;
  },
  lang: Lang,
): Promise<Map<number, SkuRow>> {
  const ids = p.goods.map((g) => g.sku_id);
  const skus = new Map((await skusByIds(db, ids)).map((s) => [s.sku_id, s]));
  const seen = new Set<number>();
  const points = PROMO_POINTS_TYPES.includes(p.type);
  const brand = p.type === PROMO_THREE_FOR_TEN_TYPE ? Number(p.rules.brand_id ?? 0) : 0;
  p.goods.forEach((g, i) => {
    const field = `goods.${i}`;
    const sku = skus.get(g.sku_id);
    if (!sku)
      throw invalid(`${field}.sku_id: ${t(lang, 'opsPromo.skuNotFound', { id: g.sku_id })}`);
    const title = sku.title;
    if (seen.has(g.sku_id))
      throw invalid(`${field}.sku_id: ${t(lang, 'opsPromo.skuTwice', { title })}`);
    seen.add(g.sku_id);
    if (sku.status !== 1)
      throw invalid(`${field}.sku_id: ${t(lang, 'opsPromo.goodsOff', { title })}`);
    if (g.price > sku.price) {
      throw invalid(
        `${field}.price: ${t(lang, 'opsPromo.priceAbove', { title, price: sku.price })}`,
      );
    }
    if (points && g.integral <= 0) {
      throw invalid(`${field}.integral: ${t(lang, 'opsPromo.pointsNeeded', { title })}`);
    }
    if (!points && g.integral > 0) {
      throw invalid(`${field}.integral: ${t(lang, 'opsPromo.pointsNotAllowed', { title })}`);
    }
    if (g.price === 0 && g.integral <= 0) {
      throw invalid(`${field}.price: ${t(lang, 'opsPromo.priceZero', { title })}`);
    }
    if (p.type === PROMO_EXCHANGE_TYPE && p.rules.zero === true && g.price !== 0) {
      throw invalid(`${field}.price: ${t(lang, 'opsPromo.zeroPrice', { title })}`);
    }
    const stock = Number(sku.stock);
    if (g.stock_cap > stock) {
      throw invalid(
        `${field}.stock_cap: ${t(lang, 'opsPromo.capAboveStock', { cap: g.stock_cap, stock, title })}`,
      );
    }
    if (brand > 0 && sku.brand_id !== brand) {
      throw invalid(`${field}.sku_id: ${t(lang, 'opsPromo.brandMismatch', { title })}`);
    }
  });
  for (const w of p.windows) {
    const hit = (
      await overlappingSkus(db, {
        type: p.type,
        skuIds: ids,
        start: w.start_at,
        end: w.end_at,
        exclude: p.exclude,
      })
    )[0];
    if (hit) {
      const i = ids.indexOf(hit.sku_id);
      throw invalid(
        `goods.${i}.sku_id: ${t(lang, 'opsPromo.skuOverlap', {
          title: skus.get(hit.sku_id)?.title ?? String(hit.sku_id),
          activity: hit.title,
          id: hit.id,
        })}`,
      );
    }
  }
  return skus;
}

/**
 * Flash-sale sessions are time slots: none may overlap another session on sale (the shop shows
 * one running session); a paused session's slot may be taken, and it resumes only when free.
 */
async function checkSessions(
  db: Executor,
  type: number,
  windows: { start_at: number; end_at: number }[],
  exclude: number,
  lang: Lang,
): Promise<void> {
  if (type !== PROMO_FLASH_TYPE) return;
  const sorted = [...windows].sort((a, b) => a.start_at - b.start_at);
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i]!.start_at < sorted[i - 1]!.end_at) {
      throw invalid(`slots: ${t(lang, 'opsPromo.slotsOverlap')}`);
    }
  }
  for (const w of windows) {
    const other = await overlappingSession(db, {
      type,
      start: w.start_at,
      end: w.end_at,
      exclude,
    });
    if (other) {
      throw invalid(`slots: ${t(lang, 'opsPromo.slotsOverlap')} (#${other.id} ${other.title})`);
    }
  }
}

/** What the audit row keeps of an activity. */
function auditView(d: OpsPromoDetail): Record<string, unknown> {
  return {
    type: d.type,
    title: d.title,
    start_at: d.start_at,
    end_at: d.end_at,
    status: d.status,
    rules: d.rules,
    goods: d.goods.map((g) => ({
      sku_id: g.sku_id,
      price: g.price,
      integral: g.integral,
      stock_cap: g.stock_cap,
      limit_per_user: g.limit_per_user,
    })),
  };
}

async function insertGoods(
  tx: Tx,
  activityId: number,
  goods: { g: GoodsIn; sku: SkuRow; sort: number }[],
): Promise<void> {
  if (goods.length === 0) return;
  await tx
    .insertInto('activity_goods')
    .values(
      goods.map(({ g, sku, sort }) => ({
        activity_id: activityId,
        goods_id: sku.goods_id,
        sku_id: g.sku_id,
        price: g.price,
        integral: g.integral,
        stock_cap: g.stock_cap,
        limit_per_user: g.limit_per_user,
        sort,
      })),
    )
    .execute();
}

export async function promoCreate(
  app: AppContext,
  lang: Lang,
  input: {
    type: number;
    title: string;
    rules: RulesIn;
    goods: GoodsIn[];
    slots: { start_at: number; end_at: number }[];
  },
  actor: AuditActor,
): Promise<{ list: OpsPromoDetail[] }> {
  if (!(PROMO_TYPES as readonly number[]).includes(input.type)) {
    throw invalid(`type: ${t(lang, 'opsPromo.typeUnknown')}`);
  }
  if (input.slots.length > 1 && input.type !== PROMO_FLASH_TYPE) {
    throw invalid(`slots: ${t(lang, 'opsPromo.onlyFlashSlots')}`);
  }
  const now = app.clock.now();
  for (const s of input.slots) checkWindow(s, now, lang);
  const list = await app.database.db.transaction().execute(async (tx) => {
    const rules = await buildRules(tx, input.type, input.rules, {}, lang);
    await checkSessions(tx, input.type, input.slots, 0, lang);
    const skus = await checkGoods(
      tx,
      { type: input.type, rules, goods: input.goods, windows: input.slots, exclude: 0 },
      lang,
    );
    const out: OpsPromoDetail[] = [];
    const slots = [...input.slots].sort((a, b) => a.start_at - b.start_at);
    for (const [i, s] of slots.entries()) {
      const r = input.type === PROMO_FLASH_TYPE ? { ...rules, session: i + 1 } : rules;
      const row = await tx
        .insertInto('activities')
        .values({
          type: input.type,
          title: input.title,
          start_at: s.start_at,
          end_at: s.end_at,
          status: PROMO_STATUS.ON,
          rules: JSON.stringify(r),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertGoods(
        tx,
        row.id,
        input.goods.map((g, sort) => ({ g, sku: skus.get(g.sku_id)!, sort })),
      );
      const after = await detailOf(tx, row.id, now, lang);
      await recordAudit(tx, actor, {
        action: 'promo.activity_create',
        object_type: 'activity',
        object_id: row.id,
        before: null,
        after: auditView(after),
      });
      out.push(after);
    }
    return out;
  });
  return { list };
}

export async function promoUpdate(
  app: AppContext,
  lang: Lang,
  input: {
    id: number;
    title: string;
    rules: RulesIn;
    goods: GoodsIn[];
    start_at: number;
    end_at: number;
  },
  actor: AuditActor,
): Promise<OpsPromoDetail> {
  const now = app.clock.now();
  return app.database.db.transaction().execute(async (tx) => {
    const before = await detailOf(tx, input.id, now, lang);
    if (before.state === 'ended') throw invalid(`id: ${t(lang, 'opsPromo.ended')}`);
    if (before.start_at <= now && input.start_at !== before.start_at) {
      throw invalid(`start_at: ${t(lang, 'opsPromo.startLocked')}`);
    }
    checkWindow(input, now, lang);
    const rules = await buildRules(tx, before.type, input.rules, before.rules, lang);
    await checkSessions(tx, before.type, [input], before.id, lang);
    const skus = await checkGoods(
      tx,
      { type: before.type, rules, goods: input.goods, windows: [input], exclude: before.id },
      lang,
    );
    const sent = new Map(input.goods.map((g) => [g.sku_id, g]));
    for (const old of before.goods) {
      const g = sent.get(old.sku_id);
      const title = old.title;
      if (old.sold > 0 && !g) throw invalid(`goods: ${t(lang, 'opsPromo.soldRemoved', { title })}`);
      if (!g) continue;
      const i = input.goods.indexOf(g);
      if (old.sold > 0 && (g.price !== old.price || g.integral !== old.integral)) {
        throw invalid(`goods.${i}.price: ${t(lang, 'opsPromo.soldPriceLocked', { title })}`);
      }
      if (g.stock_cap > 0 && g.stock_cap < old.sold) {
        throw invalid(
          `goods.${i}.stock_cap: ${t(lang, 'opsPromo.capBelowSold', { sold: old.sold, title })}`,
        );
      }
    }
    await tx
      .updateTable('activities')
      .set({
        title: input.title,
        start_at: input.start_at,
        end_at: input.end_at,
        rules: JSON.stringify(rules),
      })
      .where('id', '=', before.id)
      .execute();
    const kept = new Map(before.goods.map((g) => [g.sku_id, g]));
    const removed = before.goods.filter((g) => !sent.has(g.sku_id)).map((g) => g.id);
    if (removed.length > 0) {
      await tx.deleteFrom('activity_goods').where('id', 'in', removed).execute();
    }
    const added: { g: GoodsIn; sku: SkuRow; sort: number }[] = [];
    for (const [sort, g] of input.goods.entries()) {
      const old = kept.get(g.sku_id);
      if (!old) {
        added.push({ g, sku: skus.get(g.sku_id)!, sort });
        continue;
      }
      await tx
        .updateTable('activity_goods')
        .set({
          price: g.price,
          integral: g.integral,
          stock_cap: g.stock_cap,
          limit_per_user: g.limit_per_user,
          sort,
        })
        .where('id', '=', old.id)
        .execute();
    }
    await insertGoods(tx, before.id, added);
    const after = await detailOf(tx, before.id, now, lang);
    await recordAudit(tx, actor, {
      action: 'promo.activity_update',
      object_type: 'activity',
      object_id: before.id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

type StateAction = 'pause' | 'resume' | 'end';

/**
 * Pause (scheduled or running → paused), resume (paused → on, a flash-sale session only when
 * its slot is free), end (not ended → withdrawn, status 0: the end becomes now, and the start
 * too when it had not come; the shop stops showing it, also in the flash-sale session strip).
 * A conditional update on the status it read, audited in the same transaction.
 */
export async function promoSetState(
  app: AppContext,
  lang: Lang,
  id: number,
  action: StateAction,
  actor: AuditActor,
): Promise<OpsPromoDetail> {
  const now = app.clock.now();
  return app.database.db.transaction().execute(async (tx) => {
    const before = await detailOf(tx, id, now, lang);
    const state: PromoState = before.state;
    let set: { status: number; start_at?: number; end_at?: number };
    if (action === 'pause') {
      if (state !== 'scheduled' && state !== 'running') {
        throw invalid(`id: ${t(lang, 'opsPromo.notPausable')}`);
      }
      set = { status: PROMO_STATUS.PAUSED };
    } else if (action === 'resume') {
      if (state !== 'paused') throw invalid(`id: ${t(lang, 'opsPromo.notPaused')}`);
      await checkSessions(tx, before.type, [before], before.id, lang);
      set = { status: PROMO_STATUS.ON };
    } else {
      if (state === 'ended') throw invalid(`id: ${t(lang, 'opsPromo.ended')}`);
      set = {
        status: PROMO_STATUS.WITHDRAWN,
        start_at: Math.min(before.start_at, now),
        end_at: now,
      };
    }
    const r = await tx
      .updateTable('activities')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', before.status)
      .where('end_at', '=', before.end_at)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw invalid(`id: ${t(lang, 'opsPromo.ended')}`);
    const after = await detailOf(tx, id, now, lang);
    await recordAudit(tx, actor, {
      action: `promo.activity_${action}`,
      object_type: 'activity',
      object_id: id,
      before: { status: before.status, state, start_at: before.start_at, end_at: before.end_at },
      after: {
        status: after.status,
        state: after.state,
        start_at: after.start_at,
        end_at: after.end_at,
      },
    });
    return after;
  });
}
