/**
 * Demo data of cabinet set-up (issue 18 part A), seeded after the cabinet seed: the demo
 * merchant's low-stock alerts (one open alert for every slot at or below its reorder level, as
 * the alert hook would have raised it; when the seeded quantities left none low, the lowest
 * stocked slot's reorder level is raised to its quantity so there is one), and a second merchant
 * account `merchant2` with ONE EMPTY cabinet (GZ-0101, a 2x3 grid of six unassigned slots,
 * capacity 10, reorder level 3) and no goods, to set up a cabinet from nothing.
 *
 * Ids come from the sequences (no explicit ids), so this runs the same on SQLite and PostgreSQL.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../lib/crypto';

export const DEMO_MERCHANT2 = { account: 'merchant2', password: 'demo123456' } as const;

export async function seedSlots(
  db: Kysely<DB>,
  opts: { now: number; merchantId: number },
): Promise<void> {
  const { now, merchantId } = opts;
  const hash = await hashPassword(DEMO_MERCHANT2.password);
  await db.transaction().execute(async (tx) => {
    const slots = await tx
      .selectFrom('stock_locations as l')
      .innerJoin('cabinets as c', 'c.id', 'l.cabinet_id')
      .select([
        'l.id',
        'l.cabinet_id',
        'l.sku_id',
        'l.reorder_level',
        sql<number>`(select coalesce(sum(s.quantity), 0) from stock s where s.location_id = l.id)`.as(
          'quantity',
        ),
      ])
      .where('c.merchant_id', '=', merchantId)
      .where('l.kind', '=', 'cabinet_slot')
      .where('l.sku_id', 'is not', null)
      .orderBy('l.id')
      .execute();
    const isLow = (s: (typeof slots)[number]) =>
      Number(s.reorder_level) > 0 && Number(s.quantity) <= Number(s.reorder_level);
    if (!slots.some(isLow)) {
      const lowest = [...slots]
        .filter((s) => Number(s.quantity) > 0)
        .sort((a, b) => Number(a.quantity) - Number(b.quantity))[0];
      if (lowest) {
        await tx
          .updateTable('stock_locations')
          .set({ reorder_level: Number(lowest.quantity) })
          .where('id', '=', lowest.id)
          .execute();
        lowest.reorder_level = Number(lowest.quantity);
      }
    }
    for (const s of slots.filter(isLow)) {
      await tx
        .insertInto('cabinet_alerts')
        .values({
          merchant_id: merchantId,
          cabinet_id: s.cabinet_id!,
          location_id: s.id,
          sku_id: s.sku_id!,
          kind: Number(s.quantity) === 0 ? 'empty' : 'low',
          quantity: Number(s.quantity),
          reorder_level: Number(s.reorder_level),
          status: 0,
          created_at: now,
        })
        .execute();
    }

    const m2 = await tx
      .insertInto('merchants')
      .values({
        account: DEMO_MERCHANT2.account,
        password_hash: hash,
        name: '新店商户',
        mobile: '13900139001',
        status: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cabinet = await tx
      .insertInto('cabinets')
      .values({
        merchant_id: m2.id,
        code: 'GZ-0101',
        name: '新店1号柜',
        address: '杭州市西湖区文一路新店小区1幢',
        status: 1,
        grid_rows: 2,
        grid_cols: 3,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let slot = 1; slot <= 6; slot++) {
      await tx
        .insertInto('stock_locations')
        .values({
          kind: 'cabinet_slot',
          name: `GZ-0101-${slot}`,
          cabinet_id: cabinet.id,
          slot_no: slot,
          capacity: 10,
          grid_row: Math.ceil(slot / 3),
          grid_col: ((slot - 1) % 3) + 1,
          sku_id: null,
          reorder_level: 3,
          created_at: now,
        })
        .execute();
    }
  });
}
