/** The SQL of the complaint routes (complaint.routes.ts). */
import type { Selectable } from 'kysely';
import type { Executor } from '../../db';
import type { ComplaintsTable } from '../../db/schema';

export type ComplaintRow = Selectable<ComplaintsTable>;

/** The user's complaint sent with `clientId`. */
export function complaintByClientId(
  db: Executor,
  userId: number,
  clientId: string,
): Promise<ComplaintRow | undefined> {
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** How many complaints the user sent since `since` (Unix seconds). */
export async function complaintsSince(
  db: Executor,
  userId: number,
  since: number,
): Promise<number> {
  const today = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(today.n);
}

export function insertComplaint(
  db: Executor,
  v: {
    user_id: number;
    client_id: string;
    type: string;
    content: string;
    images: string;
    phone: string;
    created_at: number;
    updated_at: number;
  },
): Promise<ComplaintRow> {
  return db.insertInto('complaints').values(v).returningAll().executeTakeFirstOrThrow();
}

/** A page of the user's complaints (newest first) and their count. */
export async function complaintPage(
  db: Executor,
  userId: number,
  q: { page: number; limit: number },
): Promise<{ total: number; rows: ComplaintRow[] }> {
  const total = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('complaints')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  return { total: Number(total.n), rows };
}

export function complaintById(db: Executor, id: number): Promise<ComplaintRow | undefined> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirst();
}
