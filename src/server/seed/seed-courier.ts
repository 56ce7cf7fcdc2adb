/**
 * Demo data of the couriers (issue 18, part B), seeded with the demo accounts after the cabinet
 * seed: the courier `courier1` / `demo123456` (张师傅) of the demo merchant; one open work order
 * of cabinet 1 assigned to them, due later today (a line for every assigned slot not full); two
 * finished restocks of the past days whose shortfalls are abnormal records in every status
 * (open, resolved, compensated), each handled after it was raised. The past shortfall lines put
 * nothing in (no stock moved), so stock and ledger stay as the other seeds left them. The
 * courier serves (`courier_cabinets`, issue 23: an operator's assignment) every cabinet of the
 * merchant with slots.
 *
 * Ids come from the sequences (no explicit ids), so this runs the same on SQLite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { dayStart } from '../modules/cabinet/cabinet.shared';

export const DEMO_COURIER = {
  account: 'courier1',
  password: 'demo123456',
  name: '张师傅',
} as const;

const HOUR = 3600;
const DAY = 86400;

export async function seedCourier(
  db: Kysely<DB>,
  opts: { now: number; merchantId: number },
): Promise<void> {
  const { now, merchantId } = opts;
  const hash = await hashPassword(DEMO_COURIER.password);
  await db.transaction().execute(async (tx) => {
    const courier = await tx
      .insertInto('couriers')
      .values({
        merchant_id: merchantId,
        account: DEMO_COURIER.account,
        name: DEMO_COURIER.name,
        mobile: '13900139001',
        password_hash: hash,
        status: 1,
        created_at: now - 7 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const slots = await tx
      .selectFrom('stock_locations as l')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .select([
        'l.id',
        'l.cabinet_id',
        'l.sku_id',
        'l.capacity',
        sql<number>`(select coalesce(sum(s.quantity), 0) from stock s where s.location_id = l.id)`.as(
          'quantity',
        ),
      ])
      .where('c.merchant_id', '=', merchantId)
      .where('l.kind', '=', 'cabinet_slot')
      .where('l.sku_id', 'is not', null)
      .orderBy('l.cabinet_id')
      .orderBy('l.slot_no')
      .execute();
    // issue 23: the courier serves the merchant's cabinets with slots (an operator's assignment)
    const served = [...new Set(slots.map((s) => s.cabinet_id!))];
    if (served.length > 0) {
      await tx
        .insertInto('courier_cabinets')
        .values(
          served.map((cabinet_id) => ({ courier_id: courier.id, cabinet_id, created_at: now })),
        )
        .execute();
    }
    const cab1 = slots.filter((s) => s.cabinet_id === slots[0]?.cabinet_id);
    const cab2 = slots.filter((s) => s.cabinet_id !== slots[0]?.cabinet_id);
    if (cab1.length === 0) return;

    const record = async (
      cabinetId: number,
      createdAt: number,
      finishedAt: number | null,
      dueAt: number | null,
      lines: { location_id: number; sku_id: number; expected: number; put_in: number | null }[],
    ) => {
      const r = await tx
        .insertInto('restock_records')
        .values({
          merchant_id: merchantId,
          cabinet_id: cabinetId,
          operator: DEMO_COURIER.name,
          status: finishedAt === null ? 0 : 1,
          created_at: createdAt,
          finished_at: finishedAt,
          courier_id: courier.id,
          due_at: dueAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('restock_lines')
        .values(
          lines.map((l) => ({
            record_id: r.id,
            ...l,
            photo: '',
            done_at: l.put_in === null ? null : finishedAt,
          })),
        )
        .execute();
      return r.id;
    };

    // the open work order: every assigned slot of cabinet 1 not full, due later today
    const open = cab1
      .map((s) => ({
        location_id: s.id,
        sku_id: s.sku_id!,
        expected: Number(s.capacity) - Number(s.quantity),
        put_in: null,
      }))
      .filter((l) => l.expected > 0);
    const endOfDay = dayStart(now) + DAY - 60;
    if (open.length > 0) {
      await record(
        cab1[0]!.cabinet_id!,
        now - HOUR,
        null,
        Math.min(now + 3 * HOUR, endOfDay),
        open,
      );
    }

    // past restocks: shortfall lines put nothing in (no stock moved)
    const abnormal = async (
      recordId: number,
      s: (typeof slots)[number],
      raisedAt: number,
      reasonCode: string,
      handled: { status: number; at: number; note: string } | null,
    ) => {
      await tx
        .insertInto('abnormal_records')
        .values({
          merchant_id: merchantId,
          restock_record_id: recordId,
          location_id: s.id,
          sku_id: s.sku_id!,
          expected: 6,
          put_in: 0,
          shortfall: 6,
          reason: '',
          reason_code: reasonCode,
          courier_id: courier.id,
          status: handled?.status ?? 0,
          handled_by: handled ? '演示柜商' : '',
          handled_at: handled?.at ?? null,
          note: handled?.note ?? '',
          created_at: raisedAt,
        })
        .execute();
    };
    const past = cab2.length >= 2 ? cab2 : cab1;
    const t3 = now - 3 * DAY;
    const r3 = await record(
      past[0]!.cabinet_id!,
      t3 - 2 * HOUR,
      t3,
      t3 - HOUR,
      past
        .slice(0, 2)
        .map((s) => ({ location_id: s.id, sku_id: s.sku_id!, expected: 6, put_in: 0 })),
    );
    await abnormal(r3, past[0]!, t3, 'damaged', { status: 1, at: t3 + 5 * HOUR, note: '' });
    if (past[1]) {
      await abnormal(r3, past[1], t3, 'expired', {
        status: 2,
        at: t3 + DAY,
        note: '已赔付配送员损失 ¥12.00',
      });
    }
    const t1 = now - DAY;
    const r1 = await record(cab1[0]!.cabinet_id!, t1 - 2 * HOUR, t1, t1 + HOUR, [
      { location_id: cab1[0]!.id, sku_id: cab1[0]!.sku_id!, expected: 6, put_in: 0 },
    ]);
    await abnormal(r1, cab1[0]!, t1, 'shortfall', null);
  });
}
