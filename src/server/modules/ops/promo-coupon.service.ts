/**
 * The console's coupons area (issue 23, coupons; contract shared/contract/ops-coupons.ts).
 *
 * - Templates live in `coupons` (the consumer's coupon centre and checkout read the same rows,
 *   modules/promo/coupon.service.ts and order/checkout.service.ts): create, edit, stop.
 * - Once some were taken, the terms a holder relies on are frozen: kind, amount, rate,
 *   threshold, start, validity and goods scope cannot change (the refusal names them); the
 *   title, the total (not below taken), the per-user limit (not lower), the end (only later)
 *   and the coupon-centre display can.
 * - Issuing to users is one transaction: the users' rows first (serialises against the same
 *   users taking in the centre, as receiving does), the users already at the per-user limit
 *   passed over (counted as skipped), then the conditional update `received + n <= total` of a
 *   running template by the number that receive, then the rows. Any refusal issues nothing.
 *   An issue runs once per (operator, request id) (lib/ops-once.ts): a repeat answers the first
 *   answer with `duplicate: true`, unaudited.
 * - Sign-in rules (`sign_rules`) and full-reduction tiers (`full_discount`) are app_config
 *   values, read on every sign-in and checkout (no restart).
 * - Every write is audited in its transaction with the before/after.
 */
import { sql } from 'kysely';
import type { ListData } from '../../../shared/contract/envelope';
import {
  COUPON_ISSUE_MAX,
  type FullReductionValue,
  type OpsCoupon,
  type OpsCouponIssueResult,
  type OpsCouponQuery,
  type OpsCouponSegmentCount,
  type OpsCouponSegmentIssueResult,
  type OpsCouponTemplate,
  type SignRulesValue,
} from '../../../shared/contract/ops-coupons';
import type { OpsSegmentInput } from '../../../shared/contract/ops-content';
import { couponExpiry, scopeIdsOf, type CouponScope } from '../../../shared/rules/coupon';
import { isMobile } from '../../../shared/rules/validate';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { invalid, ReplyError } from '../../lib/reply';
import { REPLY } from '../../../shared/constants';
import { t, type Lang } from '../../messages';
import { readConfig } from '../config/config.routes';
import { signRulesOf } from '../promo/sign.rules';
import { countSegment, segmentUsers } from './content.repository';
import { opsOnce } from '../../lib/ops-once';
import { segmentOf } from './content.service';
import { normaliseTiers, type FullTier } from '../../../shared/rules/cart-totals';
import {
  existingIds,
  findCoupon,
  scopeNames,
  heldFull,
  segmentHeldFull,
  heldCounts,
  searchCoupons,
  usedCounts,
  usersByKeys,
  writeConfig,
  type CouponRow,
} from './promo-coupon.repository';

const OBJECT = 'coupon';

/** The stored full-reduction tiers (app_config `full_discount`), as checkout reads them. */
function fullTiers(v: unknown): FullTier[] {
  if (!Array.isArray(v)) return [];
  return normaliseTiers(
    v.map((x: unknown) => {
      const o = (x ?? {}) as { full?: unknown; cut?: unknown };
      return { full: Number(o.full), cut: Number(o.cut) };
    }),
  );
}

/** A refusal with `data.reason`. */
const refused = (message: string, reason: string, extra: Record<string, unknown> = {}) =>
  new ReplyError(REPLY.INVALID, message, { reason, ...extra });

function stateOf(r: CouponRow, now: number): OpsCoupon['state'] {
  if (r.stopped_at > 0) return 'stopped';
  if (r.start_at > now) return 'not_started';
  if (r.end_at <= now) return 'ended';
  return 'running';
}

function toOps(r: CouponRow, used: number, now: number, names?: Map<string, string>): OpsCoupon {
  const scopeIds = scopeIdsOf(r.scope_ids);
  return {
    id: r.id,
    title: r.title,
    kind: r.kind === 1 ? 'discount' : 'amount',
    amount: Number(r.amount),
    rate: r.rate,
    threshold: Number(r.threshold),
    start_at: Number(r.start_at),
    end_at: Number(r.end_at),
    valid_days: r.valid_days,
    total: r.total,
    per_user_limit: r.per_user_limit,
    scope: (['all', 'categories', 'goods'].includes(r.scope) ? r.scope : 'all') as CouponScope,
    scope_ids: scopeIds,
    scope_names: scopeIds.map((i) => names?.get(`${r.scope}:${i}`) ?? ''),
    in_centre: r.in_centre === 1,
    state: stateOf(r, now),
    stopped_at: Number(r.stopped_at),
    received: r.received,
    used,
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  };
}

/** The audit's view of a template (its terms and counts). */
function snapshot(c: OpsCoupon): Record<string, unknown> {
  const { used: _u, created_at: _c, updated_at: _up, state: _s, scope_names: _n, ...rest } = c;
  return rest;
}

export async function opsCouponList(
  app: AppContext,
  q: OpsCouponQuery,
): Promise<ListData<OpsCoupon>> {
  const db = app.database.db;
  const now = app.clock.now();
  const { rows, total } = await searchCoupons(db, q, now);
  const used = await usedCounts(
    db,
    rows.map((r) => r.id),
  );
  const names = await scopeNames(db, rows);
  return {
    list: rows.map((r) => toOps(r, used.get(r.id) ?? 0, now, names)),
    total,
    page: q.page,
    limit: q.limit,
  };
}

async function loadOps(ex: Executor, lang: Lang, id: number, now: number): Promise<OpsCoupon> {
  const row = await findCoupon(ex, id);
  if (!row) throw refused(t(lang, 'opsCoupons.notFound'), 'not_found');
  return toOps(row, (await usedCounts(ex, [id])).get(id) ?? 0, now, await scopeNames(ex, [row]));
}

export function opsCouponDetail(app: AppContext, lang: Lang, id: number): Promise<OpsCoupon> {
  return loadOps(app.database.db, lang, id, app.clock.now());
}

/** The template's own consistency; refuses with the field named. */
async function checkTemplate(
  ex: Executor,
  lang: Lang,
  v: OpsCouponTemplate,
  now: number,
  endChanged: boolean,
): Promise<void> {
  if (v.kind === 'amount') {
    if (v.rate !== 0) throw invalid(t(lang, 'opsCoupons.rateOnlyDiscount'));
    if (v.amount <= 0) throw invalid(t(lang, 'opsCoupons.amountRequired'));
    if (v.threshold > 0 && v.amount > v.threshold) {
      throw invalid(t(lang, 'opsCoupons.amountOverThreshold'));
    }
  } else if (v.rate < 1 || v.rate > 99) {
    throw invalid(t(lang, 'opsCoupons.rateRequired'));
  }
  if (v.end_at <= v.start_at) throw invalid(t(lang, 'opsCoupons.window'));
  if (endChanged && v.end_at <= now) throw invalid(t(lang, 'opsCoupons.endPassed'));
  if (v.scope !== 'all') {
    if (v.scope_ids.length === 0) throw invalid(t(lang, 'opsCoupons.scopeIds'));
    const ids = [...new Set(v.scope_ids)];
    const found = await existingIds(ex, v.scope === 'goods' ? 'goods' : 'categories', ids);
    const missing = ids.filter((i) => !found.has(i));
    if (missing.length > 0) {
      throw invalid(t(lang, 'opsCoupons.scopeUnknown', { ids: missing.slice(0, 10).join(', ') }));
    }
  }
}

/** The stored columns of a template input. */
function columnsOf(v: OpsCouponTemplate) {
  return {
    title: v.title,
    kind: v.kind === 'discount' ? 1 : 0,
    amount: v.amount,
    rate: v.kind === 'discount' ? v.rate : 0,
    threshold: v.threshold,
    start_at: v.start_at,
    end_at: v.end_at,
    valid_days: v.valid_days,
    total: v.total,
    per_user_limit: v.per_user_limit,
    scope: v.scope,
    scope_ids: JSON.stringify(
      v.scope === 'all' ? [] : [...new Set(v.scope_ids)].sort((a, b) => a - b),
    ),
    in_centre: v.in_centre ? 1 : 0,
  };
}

export async function opsCouponCreate(
  app: AppContext,
  lang: Lang,
  input: OpsCouponTemplate,
  actor: AuditActor,
): Promise<OpsCoupon> {
  const now = actor.at;
  return app.database.db.transaction().execute(async (tx) => {
    await checkTemplate(tx, lang, input, now, true);
    const row = await tx
      .insertInto('coupons')
      .values({ ...columnsOf(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = await loadOps(tx, lang, row.id, now);
    await recordAudit(tx, actor, {
      action: 'promo.coupon_create',
      object_type: OBJECT,
      object_id: row.id,
      before: null,
      after: snapshot(after),
    });
    return after;
  });
}

/** The terms a holder relies on: frozen once some were taken. */
const FROZEN = [
  'kind',
  'amount',
  'rate',
  'threshold',
  'start_at',
  'valid_days',
  'scope',
  'scope_ids',
] as const;

export async function opsCouponUpdate(
  app: AppContext,
  lang: Lang,
  input: OpsCouponTemplate & { id: number },
  actor: AuditActor,
): Promise<OpsCoupon> {
  const now = actor.at;
  return app.database.db.transaction().execute(async (tx) => {
    const row = await findCoupon(tx, input.id);
    if (!row) throw refused(t(lang, 'opsCoupons.notFound'), 'not_found');
    if (row.stopped_at > 0) throw refused(t(lang, 'opsCoupons.stopped'), 'stopped');
    const cols = columnsOf(input);
    await checkTemplate(tx, lang, input, now, cols.end_at !== Number(row.end_at));
    const before = toOps(row, 0, now);
    if (row.received > 0) {
      const changed = FROZEN.filter((k) => String(cols[k]) !== String(row[k]));
      if (changed.length > 0) {
        throw refused(t(lang, 'opsCoupons.lockedFields', { fields: changed.join(', ') }), 'taken', {
          fields: changed,
        });
      }
      if (cols.per_user_limit !== row.per_user_limit) {
        const lower =
          cols.per_user_limit !== 0 &&
          (row.per_user_limit === 0 || cols.per_user_limit < row.per_user_limit);
        if (lower) {
          throw refused(t(lang, 'opsCoupons.lockedFields', { fields: 'per_user_limit' }), 'taken', {
            fields: ['per_user_limit'],
          });
        }
      }
      if (cols.end_at < Number(row.end_at)) {
        throw refused(t(lang, 'opsCoupons.lockedFields', { fields: 'end_at' }), 'taken', {
          fields: ['end_at'],
        });
      }
    }
    // conditional on the taken count: a coupon taken meanwhile cannot slip under the total
    const done = await tx
      .updateTable('coupons')
      .set({ ...cols, updated_at: now })
      .where('id', '=', input.id)
      .where('stopped_at', '=', 0)
      .where('received', '<=', cols.total)
      .where(row.received > 0 ? sql<boolean>`1 = 1` : sql<boolean>`received = 0`)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      const now2 = await findCoupon(tx, input.id);
      throw refused(
        t(lang, 'opsCoupons.totalBelowTaken', { n: now2?.received ?? row.received }),
        'total',
      );
    }
    const after = await loadOps(tx, lang, input.id, now);
    await recordAudit(tx, actor, {
      action: 'promo.coupon_update',
      object_type: OBJECT,
      object_id: input.id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

export async function opsCouponStop(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<OpsCoupon> {
  const now = actor.at;
  return app.database.db.transaction().execute(async (tx) => {
    const row = await findCoupon(tx, id);
    if (!row) throw refused(t(lang, 'opsCoupons.notFound'), 'not_found');
    const done = await tx
      .updateTable('coupons')
      .set({ stopped_at: now, updated_at: now })
      .where('id', '=', id)
      .where('stopped_at', '=', 0)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) {
      throw refused(t(lang, 'opsCoupons.stopped'), 'stopped');
    }
    const after = await loadOps(tx, lang, id, now);
    await recordAudit(tx, actor, {
      action: 'promo.coupon_stop',
      object_type: OBJECT,
      object_id: id,
      before: { state: stateOf(row, now), stopped_at: 0 },
      after: { state: 'stopped', stopped_at: now },
    });
    return after;
  });
}

/** The distinct targets of an issue, or a refusal naming the malformed ones. */
export function parseTargets(lang: Lang, by: 'id' | 'mobile', text: string): string[] {
  const items = [...new Set(text.split(/[\s,，;；]+/).filter((s) => s !== ''))];
  if (items.length === 0) throw invalid(t(lang, 'opsCoupons.noTargets'));
  const bad = items.filter((s) =>
    by === 'id' ? !/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2 ** 31 - 1 : !isMobile(s),
  );
  if (bad.length > 0) {
    throw invalid(t(lang, 'opsCoupons.badTargets', { items: bad.slice(0, 10).join(', ') }));
  }
  if (items.length > COUPON_ISSUE_MAX) {
    throw invalid(t(lang, 'opsCoupons.tooManyTargets', { n: COUPON_ISSUE_MAX }));
  }
  return items;
}

/** The template an issue takes from, or a refusal (unknown, stopped, ended). */
async function issuable(ex: Executor, lang: Lang, id: number, now: number): Promise<CouponRow> {
  const row = await findCoupon(ex, id);
  if (!row) throw refused(t(lang, 'opsCoupons.notFound'), 'not_found');
  if (row.stopped_at > 0) throw refused(t(lang, 'opsCoupons.stopped'), 'stopped');
  if (row.end_at <= now) throw refused(t(lang, 'opsCoupons.ended'), 'ended');
  return row;
}

/**
 * Takes `n` from the template by the conditional update `received + n <= total` of a running
 * template; refuses with what is left when it cannot (`short` makes the message).
 */
async function takeFromTemplate(
  ex: Executor,
  id: number,
  n: number,
  now: number,
  short: (left: number) => ReplyError,
): Promise<void> {
  const taken = await ex
    .updateTable('coupons')
    .set({ received: sql<number>`received + ${n}`, updated_at: now })
    .where('id', '=', id)
    .where('stopped_at', '=', 0)
    .where('end_at', '>', now)
    .where(sql<boolean>`received + ${n} <= total`)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    const cur = await findCoupon(ex, id);
    throw short(Math.max(0, (cur?.total ?? 0) - (cur?.received ?? 0)));
  }
}

/** Runs an issue once per (operator, request id): a repeat answers the first answer. */
function issueOnce<T extends object>(
  app: AppContext,
  lang: Lang,
  actor: AuditActor,
  input: { id: number; request_id: string },
  work: (tx: Executor) => Promise<T>,
): Promise<T & { duplicate: boolean }> {
  return opsOnce(
    app.database.db,
    {
      operator_id: actor.operatorId ?? 0,
      request_id: input.request_id,
      action: `coupon_issue:${input.id}`,
      now: actor.at,
    },
    work,
    () => refused(t(lang, 'opsCoupons.requestReused'), 'request_reused'),
  );
}

/**
 * Issues one coupon to each listed user who does not hold the per-user limit yet (those are
 * skipped and counted), in one transaction; any refusal (an unknown user, all at the limit,
 * too few left for the rest) issues nothing.
 */
export async function opsCouponIssue(
  app: AppContext,
  lang: Lang,
  input: { id: number; by: 'id' | 'mobile'; targets: string; request_id: string },
  actor: AuditActor,
): Promise<OpsCouponIssueResult> {
  const now = actor.at;
  const keys = parseTargets(lang, input.by, input.targets);
  return issueOnce(app, lang, actor, input, async (tx) => {
    const row = await issuable(tx, lang, input.id, now);
    const found = await usersByKeys(tx, input.by, keys);
    const unknown = keys.filter((k) => !found.has(k));
    if (unknown.length > 0) {
      throw refused(
        t(lang, 'opsCoupons.unknownUsers', { items: unknown.slice(0, 10).join(', ') }),
        'unknown_users',
      );
    }
    const userIds = [...new Set(found.values())].sort((a, b) => a - b);
    // the users' rows first, in id order: the same lock receiving in the centre takes
    await tx
      .updateTable('users')
      .set({ status: sql<number>`status` })
      .where('id', 'in', userIds)
      .execute();
    let skippedIds: number[] = [];
    if (row.per_user_limit > 0) {
      const held = await heldCounts(tx, input.id, userIds);
      skippedIds = userIds.filter((u) => (held.get(u) ?? 0) >= row.per_user_limit);
    }
    const skip = new Set(skippedIds);
    const receivers = userIds.filter((u) => !skip.has(u));
    if (receivers.length === 0) {
      throw refused(t(lang, 'opsCoupons.allAtLimit', { n: row.per_user_limit }), 'user_limit', {
        skipped: skippedIds.length,
      });
    }
    const n = receivers.length;
    const skipped = skippedIds.length;
    await takeFromTemplate(tx, input.id, n, now, (left) =>
      refused(
        skipped > 0
          ? t(lang, 'opsCoupons.notEnoughSkipped', { left, n, skipped })
          : t(lang, 'opsCoupons.notEnough', { left, n }),
        'not_enough',
        { left, issued: n, skipped },
      ),
    );
    const expires = couponExpiry({ valid_days: row.valid_days, end_at: Number(row.end_at) }, now);
    await tx
      .insertInto('coupon_users')
      .values(
        receivers.map((u) => ({
          coupon_id: input.id,
          user_id: u,
          created_at: now,
          expires_at: expires,
          source: 'issue',
        })),
      )
      .execute();
    const coupon = await loadOps(tx, lang, input.id, now);
    await recordAudit(tx, actor, {
      action: 'promo.coupon_issue',
      object_type: OBJECT,
      object_id: input.id,
      before: { received: row.received },
      after: {
        received: coupon.received,
        issued: n,
        skipped,
        by: input.by,
        user_ids: receivers,
        skipped_ids: skippedIds,
      },
    });
    return { coupon, issued: n, skipped };
  });
}

/**
 * How many users a segment has now, how many of them already hold the per-user limit (skipped
 * by an issue) and what the template has left (the console's confirm).
 */
export async function opsCouponSegmentCount(
  app: AppContext,
  lang: Lang,
  input: OpsSegmentInput & { id: number },
): Promise<OpsCouponSegmentCount> {
  const seg = segmentOf(lang, input);
  const db = app.database.db;
  const row = await findCoupon(db, input.id);
  if (!row) throw refused(t(lang, 'opsCoupons.notFound'), 'not_found');
  const { n, maxId } = await countSegment(db, seg);
  const skipped =
    row.per_user_limit > 0 && n > 0
      ? (await segmentHeldFull(db, input.id, row.per_user_limit, segmentUsers(db, seg, maxId)))
          .count
      : 0;
  return { count: n, skipped, left: Math.max(0, row.total - row.received) };
}

/**
 * Issues one coupon to every user of a segment (the announcements' segments,
 * content.repository.ts) who does not hold the per-user limit yet, in one transaction: the
 * segment is counted (users up to the highest id counted, so one registering meanwhile is not
 * added); the users' rows are locked in one statement, those at the limit counted in one, the
 * same conditional update of the taken count as `opsCouponIssue` by the number that receive,
 * then one INSERT … SELECT of the coupons that passes over the users at the limit. Too few
 * left for them (or none to receive) issues nothing. Audited once with the segment and counts.
 */
export async function opsCouponIssueSegment(
  app: AppContext,
  lang: Lang,
  input: OpsSegmentInput & { id: number; request_id: string },
  actor: AuditActor,
): Promise<OpsCouponSegmentIssueResult> {
  const now = actor.at;
  const seg = segmentOf(lang, input);
  return issueOnce(app, lang, actor, input, async (tx) => {
    const row = await issuable(tx, lang, input.id, now);
    const { n: count, maxId } = await countSegment(tx, seg);
    if (count === 0) throw refused(t(lang, 'opsCoupons.segmentEmpty'), 'empty_segment');
    // the users' rows first: the same lock receiving in the centre takes
    await tx
      .updateTable('users')
      .set({ status: sql<number>`status` })
      .where('id', 'in', segmentUsers(tx, seg, maxId))
      .execute();
    const limit = row.per_user_limit;
    const skipped =
      limit > 0
        ? (await segmentHeldFull(tx, input.id, limit, segmentUsers(tx, seg, maxId))).count
        : 0;
    const n = count - skipped;
    if (n === 0) {
      throw refused(t(lang, 'opsCoupons.segmentAllAtLimit', { count, n: limit }), 'user_limit', {
        count,
        skipped,
      });
    }
    await takeFromTemplate(tx, input.id, n, now, (left) =>
      refused(
        skipped > 0
          ? t(lang, 'opsCoupons.segmentTooLargeSkipped', { count, skipped, n, left })
          : t(lang, 'opsCoupons.segmentTooLarge', { n, left }),
        'not_enough',
        { count, skipped, left },
      ),
    );
    const expires = couponExpiry({ valid_days: row.valid_days, end_at: Number(row.end_at) }, now);
    let receivers = segmentUsers(tx, seg, maxId);
    if (limit > 0) receivers = receivers.where('users.id', 'not in', heldFull(tx, input.id, limit));
    const inserted = await tx
      .insertInto('coupon_users')
      .columns(['coupon_id', 'user_id', 'created_at', 'expires_at', 'source'])
      .expression(
        // typed casts: PostgreSQL takes an untyped parameter of a select list as text
        receivers
          .clearSelect()
          .select([
            sql<number>`cast(${input.id} as integer)`.as('coupon_id'),
            'users.id as user_id',
            sql<number>`cast(${now} as bigint)`.as('created_at'),
            sql<number>`cast(${expires} as bigint)`.as('expires_at'),
            sql<string>`cast(${'issue'} as varchar(12))`.as('source'),
          ]),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== n) {
      // the segment changed between the count and the insert (a right granted or taken away)
      throw refused(t(lang, 'opsCoupons.segmentChanged'), 'segment_changed');
    }
    const coupon = await loadOps(tx, lang, input.id, now);
    await recordAudit(tx, actor, {
      action: 'promo.coupon_issue_segment',
      object_type: OBJECT,
      object_id: input.id,
      before: { received: row.received },
      after: { received: coupon.received, issued: n, skipped, ...seg },
    });
    return { coupon, issued: n, skipped, segment: input.segment };
  });
}

export async function opsSignRules(app: AppContext): Promise<SignRulesValue> {
  return signRulesOf(await readConfig(app.database.db, 'sign_rules', null));
}

export async function opsSignRulesUpdate(
  app: AppContext,
  lang: Lang,
  input: SignRulesValue,
  actor: AuditActor,
): Promise<SignRulesValue> {
  const days = input.streak_bonus.map((b) => b.days);
  if (new Set(days).size !== days.length) throw invalid(t(lang, 'opsCoupons.bonusDays'));
  const value: SignRulesValue = {
    base: input.base,
    streak_bonus: [...input.streak_bonus].sort((a, b) => a.days - b.days),
  };
  await app.database.db.transaction().execute(async (tx) => {
    const before = signRulesOf(await readConfig(tx, 'sign_rules', null));
    await writeConfig(tx, 'sign_rules', value);
    await recordAudit(tx, actor, {
      action: 'promo.sign_rules_update',
      object_type: 'sign_rules',
      object_id: 'sign_rules',
      before: { ...before },
      after: { ...value },
    });
  });
  return value;
}

export async function opsFullReduction(app: AppContext): Promise<FullReductionValue> {
  return { tiers: fullTiers(await readConfig<unknown>(app.database.db, 'full_discount', [])) };
}

export async function opsFullReductionUpdate(
  app: AppContext,
  lang: Lang,
  input: FullReductionValue,
  actor: AuditActor,
): Promise<FullReductionValue> {
  const tiers = [...input.tiers].sort((a, b) => a.full - b.full);
  if (tiers.some((x) => x.cut <= 0 || x.cut >= x.full))
    throw invalid(t(lang, 'opsCoupons.tierCut'));
  for (let i = 1; i < tiers.length; i++) {
    const prev = tiers[i - 1]!;
    const cur = tiers[i]!;
    if (cur.full === prev.full || cur.cut <= prev.cut)
      throw invalid(t(lang, 'opsCoupons.tierFull'));
  }
  await app.database.db.transaction().execute(async (tx) => {
    const before = fullTiers(await readConfig<unknown>(tx, 'full_discount', []));
    await writeConfig(tx, 'full_discount', tiers);
    await recordAudit(tx, actor, {
      action: 'promo.full_reduction_update',
      object_type: 'full_reduction',
      object_id: 'full_discount',
      before: { tiers: before },
      after: { tiers },
    });
  });
  return { tiers };
}
