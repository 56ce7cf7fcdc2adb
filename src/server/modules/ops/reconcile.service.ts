/**
 * The console's reconciliation view (issue 22): the checks payment reconciliation recorded
 * (modules/payment/reconcile.service.ts), newest first, with the state of the refund each
 * started; and "check now", one reconciliation pass with its audit row.
 */
import type { ListData } from '../../../shared/contract/envelope';
import type {
  OpsPaymentCheck,
  OpsReconcileRun,
  opsPaymentChecksInput,
} from '../../../shared/contract/ops-money';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { reconcilePayments } from '../payment/reconcile.service';

type ChecksQuery = z.output<typeof opsPaymentChecksInput>;

export async function paymentChecks(
  app: AppContext,
  q: ChecksQuery,
): Promise<ListData<OpsPaymentCheck>> {
  const { db } = app.database;
  let base = db.selectFrom('payment_checks as c');
  if (q.kind) base = base.where('c.kind', '=', q.kind);
  if (q.action) base = base.where('c.action', '=', q.action);
  if (q.from !== undefined) base = base.where('c.created_at', '>=', q.from);
  if (q.to !== undefined) base = base.where('c.created_at', '<', q.to);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('refunds as r', (j) =>
        j
          .onRef('r.trade_no', '=', 'c.trade_no')
          .onRef('r.out_refund_no', '=', 'c.out_refund_no')
          .on('c.out_refund_no', '!=', ''),
      )
      .selectAll('c')
      .select('r.status as refund_status')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      trade_no: r.trade_no,
      provider: r.provider,
      kind: r.kind as OpsPaymentCheck['kind'],
      our_state: r.our_state,
      our_amount: Number(r.our_amount),
      provider_state: r.provider_state,
      provider_amount: Number(r.provider_amount),
      provider_ref: r.provider_ref,
      action: r.action as OpsPaymentCheck['action'],
      out_refund_no: r.out_refund_no,
      refund_status: r.refund_status ?? '',
      created_at: Number(r.created_at),
    })),
    total: Number(count?.n ?? 0),
    page: q.page,
    limit: q.limit,
  };
}

/** "Check now": one reconciliation pass, audited with what it did. */
export async function runReconcile(app: AppContext, actor: AuditActor): Promise<OpsReconcileRun> {
  const r = await reconcilePayments(app);
  await recordAudit(app.database.db, actor, {
    action: 'money.reconcile_run',
    object_type: 'payment_checks',
    object_id: '',
    before: null,
    after: { ...r },
  });
  return r;
}
