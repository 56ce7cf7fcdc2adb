/**
 * Parcels and their traces (issue 22, logistics tracking; providers/logistics.ts). Shipping an
 * order records its waybill in `parcels` in the shipping transaction; after the commit, and
 * again from the `parcel-subscribe` job for any the provider did not accept, the provider is
 * asked to push the waybill's trace; each verified push replaces the stored trace unless it has
 * fewer events than the stored one (pushes can arrive out of order). Without a provider nothing
 * is subscribed and orders show the sandbox trace (order.routes.ts `sandboxTracking`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Executor } from '../../db';
import type { ParcelTrace } from '../../providers/logistics';

/** A waybill is asked for at most this many times (then an operator looks at it). */
export const SUBSCRIBE_MAX_ATTEMPTS = 8;
/** The job retries waybills shipped within this many seconds. */
export const SUBSCRIBE_WINDOW_S = 3 * 86_400;

/**
 * Records an order's waybill (once per carrier + number), in the shipping transaction; its id
 * when this call added it.
 */
export async function recordParcel(
  ex: Executor,
  orderId: number,
  parcel: { company: string; number: string },
  now: number,
): Promise<number | null> {
  const order = await ex
    .selectFrom('orders')
    .select('address_json')
    .where('id', '=', orderId)
    .executeTakeFirst();
  let mobile = '';
  try {
    const m = (JSON.parse(order?.address_json ?? '{}') as { mobile?: unknown }).mobile;
    mobile = typeof m === 'string' ? m : '';
  } catch {
    mobile = '';
  }
  const row = await ex
    .insertInto('parcels')
    .values({
      company: parcel.company.slice(0, 32),
      number: parcel.number.slice(0, 40),
      phone_tail: /^\d{4,}$/.test(mobile) ? mobile.slice(-4) : '',
      subscribed_at: null,
      updated_at: now,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['company', 'number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Failures of the subscription right after shipping are left to the job, which logs them. */
const QUIET = { warn: () => undefined };

/** After the shipping commit: asks the provider at once (the job retries a failure). */
export function subscribeAfterCommit(parcelId: number) {
  return (app: AppContext): void => {
    if (app.logistics) void subscribeParcel(app, parcelId, QUIET).catch(() => undefined);
  };
}

/**
 * Asks the provider to push a waybill's trace, counting the attempt first (a conditional
 * update, so two processes never ask twice at once). Returns what happened.
 */
export async function subscribeParcel(
  app: AppContext,
  parcelId: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<'accepted' | 'refused' | 'failed' | 'skipped'> {
  const provider = app.logistics;
  if (!provider) return 'skipped';
  const { db } = app.database;
  const row = await db
    .updateTable('parcels')
    .set((eb) => ({ subscribe_attempts: eb('subscribe_attempts', '+', 1) }))
    .where('id', '=', parcelId)
    .where('subscribed_at', 'is', null)
    .where('subscribe_attempts', '<', SUBSCRIBE_MAX_ATTEMPTS)
    .returning(['company', 'number', 'phone_tail'])
    .executeTakeFirst();
  if (!row) return 'skipped';
  if (!provider.tracks(row.company)) {
    await giveUp(db, parcelId);
    return 'refused';
  }
  try {
    const result = await provider.subscribe({
      company: row.company,
      number: row.number,
      phoneTail: row.phone_tail,
    });
    if (result === 'accepted') {
      await db
        .updateTable('parcels')
        .set({ subscribed_at: app.clock.now() })
        .where('id', '=', parcelId)
        .execute();
    } else {
      await giveUp(db, parcelId);
      log.warn({ company: row.company, number: row.number }, 'tracking provider refused a waybill');
    }
    return result;
  } catch (err) {
    log.warn({ reason: (err as Error).message, parcel: parcelId }, 'tracking subscription failed');
    return 'failed';
  }
}

async function giveUp(db: Executor, parcelId: number): Promise<void> {
  await db
    .updateTable('parcels')
    .set({ subscribe_attempts: SUBSCRIBE_MAX_ATTEMPTS })
    .where('id', '=', parcelId)
    .execute();
}

/** The job's body: asks again for recent waybills the provider has not accepted. */
export async function subscribePending(
  app: AppContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  if (!app.logistics) return 0;
  const rows = await app.database.db
    .selectFrom('parcels')
    .select('id')
    .where('subscribed_at', 'is', null)
    .where('subscribe_attempts', '<', SUBSCRIBE_MAX_ATTEMPTS)
    .where('created_at', '>=', app.clock.now() - SUBSCRIBE_WINDOW_S)
    .orderBy('id')
    .limit(100)
    .execute();
  let accepted = 0;
  for (const r of rows) if ((await subscribeParcel(app, r.id, log)) === 'accepted') accepted += 1;
  return accepted;
}

/**
 * Stores a verified push: the trace replaces the stored one unless that has more events. An
 * aborted subscription is asked for again by the job. Returns false for an unknown waybill.
 */
export async function applyPush(app: AppContext, trace: ParcelTrace): Promise<boolean> {
  const { db } = app.database;
  const n = trace.events.length;
  const res = await db
    .updateTable('parcels')
    .set({
      state: trace.state,
      signed: trace.signed ? 1 : 0,
      events: JSON.stringify(trace.events),
      event_count: n,
      updated_at: app.clock.now(),
      ...(trace.aborted ? { subscribed_at: null, subscribe_attempts: 0 } : {}),
    })
    .where('company', '=', trace.company)
    .where('number', '=', trace.number)
    .where('event_count', '<=', n)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 1) return true;
  const known = await db
    .selectFrom('parcels')
    .select('id')
    .where('company', '=', trace.company)
    .where('number', '=', trace.number)
    .executeTakeFirst();
  return Boolean(known);
}

/** The stored trace of a waybill (newest first), or [] before the first push. */
export async function parcelEvents(
  db: Executor,
  company: string,
  number: string,
): Promise<{ time: number; text: string }[]> {
  const row = await db
    .selectFrom('parcels')
    .select('events')
    .where('company', '=', company)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) return [];
  try {
    return JSON.parse(row.events) as { time: number; text: string }[];
  } catch {
    return [];
  }
}
