/**
 * The platform's after-sale decisions (issue 20, after-sales arbitration): approve (a refund-only
 * request is refunded at once; a return waits for the parcel), refuse with a code and a reason,
 * confirm a returned parcel (→ refund), refund. Each runs in one transaction with its audit row,
 * through the after-sale module's conditional transitions and its one refund (refunds row unique
 * per request, the wallet ledger or the provider), so a repeat or a concurrent call moves no
 * money twice; the consumer's after-sale screens, messages and the order's timeline show each
 * step. The platform decides its own stores' requests and arbitrates a merchant's the seller
 * refused or left unanswered (aftersale.repository.ts `needOf`).
 */
import { AFTERSALE_SELLER_ANSWER_S } from '../../../shared/constants';
import type { ListData } from '../../../shared/contract/envelope';
import type { OpsAftersaleDetail, OpsAftersaleRow } from '../../../shared/contract/ops-aftersale';
import {
  AFTERSALE_REFUSE_TEXT,
  type AftersaleRefuseCode,
} from '../../../shared/rules/aftersale-ops';
import type { AppContext } from '../../context';
import type { Tx } from '../../db';
import type { AuditActor } from '../../lib/audit';
import { recordAudit } from '../../lib/audit';
import { notifyOps } from '../../lib/ops-events';
import { invalid, locked } from '../../lib/reply';
import { t, type Lang } from '../../messages';
import { AFTER_SALE_ORDER_STATES, refund } from '../after-sale/after-sale.service';
import { releaseFlag } from '../after-sale/after-sale.repository';
import { notifyAfterSaleDecided } from '../message/message.notify';
import { orderEvent } from '../order/order-event-text';
import { queueMerchantOrderEvents, runAfterCommit } from '../order/order-events';
import { submitRefunds } from '../payment/payment.service';
import { AFTER_SALE, addEvent, transitionAfterSale } from '../order/order.state';
import type { AfterCommit } from '../payment/payment-kinds';
import {
  aftersaleDetail,
  aftersalePage,
  aftersaleRow,
  reclaimFlag,
  refundOf,
  upholdRefusal,
  type AftersaleListQuery,
} from './aftersale.repository';

type Row = OpsAftersaleRow;

export function aftersaleList(app: AppContext, q: AftersaleListQuery): Promise<ListData<Row>> {
  return aftersalePage(app.database.db, q, app.clock.now());
}

export async function aftersaleShow(
  app: AppContext,
  lang: Lang,
  id: number,
): Promise<OpsAftersaleDetail> {
  const d = await aftersaleDetail(app.database.db, id, app.clock.now(), lang);
  if (!d) throw invalid(`id: ${t(lang, 'opsAftersale.notFound')}`);
  return d;
}

/** The request, refused unless the platform may decide it now. */
async function decidable(app: AppContext, lang: Lang, id: number): Promise<Row> {
  const row = await aftersaleRow(app.database.db, id, app.clock.now());
  if (!row) throw invalid(`id: ${t(lang, 'opsAftersale.notFound')}`);
  if (!row.decidable) {
    // decided (refunded, withdrawn, refused by the platform) or a platform case in another state
    if (row.status >= AFTER_SALE.REFUNDED || row.own_store || row.decided_by === 'platform') {
      throw invalid(t(lang, 'order.afterSaleState'));
    }
    throw locked(
      t(lang, 'opsAftersale.sellerDecides', { h: Math.round(AFTERSALE_SELLER_ANSWER_S / 3600) }),
    );
  }
  return row;
}

const stateOf = (r: { status: number; decided_by: string }) => ({
  status: r.status,
  decided_by: r.decided_by,
});

/**
 * One decision's transaction: `body` changes the request (throwing refuses it all), then the
 * order's merchants, the buyer's message centre and the console hear of it after the commit.
 */
async function decide(
  app: AppContext,
  lang: Lang,
  row: Row,
  body: (tx: Tx, now: number, submit: number[]) => Promise<void>,
): Promise<OpsAftersaleDetail> {
  const now = app.clock.now();
  const afterCommit: AfterCommit[] = [];
  const submit: number[] = [];
  await app.database.db.transaction().execute(async (tx) => {
    await body(tx, now, submit);
    await queueMerchantOrderEvents(tx, [row.order_id], afterCommit);
    await notifyAfterSaleDecided(tx, row.id, now, afterCommit); // message centre (modules/message)
  });
  await submitRefunds(app, submit); // online refunds: the provider call, after the commit
  runAfterCommit(app, afterCommit);
  notifyOps(app, 'aftersale', row.id);
  return aftersaleShow(app, lang, row.id);
}

const refToOf = (row: Row) => ({
  id: row.id,
  order_id: row.order_id,
  user_id: row.user_id,
  type: row.type,
  amount: row.amount,
  status: row.status,
});

/** The refund through the after-sale module (once: conditional transition + unique refunds row), audited. */
async function refundAudited(
  app: AppContext,
  tx: Tx,
  lang: Lang,
  actor: AuditActor,
  row: Row,
  fromStatus: number,
  now: number,
  submit: number[],
) {
  await refund(app, tx, refToOf(row), lang, now, submit);
  await tx
    .updateTable('after_sales')
    .set({ decided_by: 'platform' })
    .where('id', '=', row.id)
    .execute();
  const r = await refundOf(tx, row.id);
  await recordAudit(tx, actor, {
    action: 'aftersale.refund',
    object_type: 'aftersale',
    object_id: row.id,
    before: { status: fromStatus, decided_by: row.decided_by },
    after: {
      status: AFTER_SALE.REFUNDED,
      decided_by: 'platform',
      refund_id: r?.id ?? null,
      amount: r ? Number(r.amount) : row.amount,
      method: r?.method ?? '',
      provider_ref: r?.provider_ref ?? '',
    },
  });
}

/** Approve: applied (or a seller's refusal overturned) → approved; a refund-only is refunded at once. */
export async function aftersaleApprove(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<OpsAftersaleDetail> {
  const row = await decidable(app, lang, id);
  return decide(app, lang, row, async (tx, now, submit) => {
    if (row.status === AFTER_SALE.REJECTED) {
      // arbitration: the request opens again, if the order has no other open one
      if (!(await reclaimFlag(tx, row.order_id, AFTER_SALE_ORDER_STATES))) {
        throw locked(t(lang, 'opsAftersale.flagTaken'));
      }
    }
    const won = await transitionAfterSale(
      tx,
      row.id,
      [AFTER_SALE.APPLIED, AFTER_SALE.REJECTED],
      AFTER_SALE.APPROVED,
      {
        now,
        extra: { decided_by: 'platform', reject_code: '', reject_reason: '' },
      },
    );
    if (!won) throw invalid(t(lang, 'order.afterSaleState'));
    await addEvent(tx, row.order_id, 'after_sale', orderEvent('afterSalePlatformApproved'), now);
    await recordAudit(tx, actor, {
      action: 'aftersale.approve',
      object_type: 'aftersale',
      object_id: row.id,
      before: stateOf(row),
      after: { status: AFTER_SALE.APPROVED, decided_by: 'platform' },
    });
    if (row.type === 'refund') {
      await refundAudited(
        app,
        tx,
        lang,
        actor,
        { ...row, status: AFTER_SALE.APPROVED },
        AFTER_SALE.APPROVED,
        now,
        submit,
      );
    }
  });
}

/** The words the consumer reads: the code's words and the operator's text. */
export function refusalText(code: AftersaleRefuseCode, reason: string): string {
  return `${AFTERSALE_REFUSE_TEXT[code].zh}：${reason}`;
}

/** Refuse: an open request → rejected (the order's flag released); a seller's refusal → upheld. */
export async function aftersaleRefuse(
  app: AppContext,
  lang: Lang,
  input: { id: number; code: AftersaleRefuseCode; reason: string },
  actor: AuditActor,
): Promise<OpsAftersaleDetail> {
  const row = await decidable(app, lang, input.id);
  const text = refusalText(input.code, input.reason);
  return decide(app, lang, row, async (tx, now) => {
    if (row.status === AFTER_SALE.REJECTED) {
      if (
        !(await upholdRefusal(tx, row.id, { reject_code: input.code, reject_reason: text, now }))
      ) {
        throw invalid(t(lang, 'order.afterSaleState'));
      }
    } else {
      const won = await transitionAfterSale(
        tx,
        row.id,
        [AFTER_SALE.APPLIED, AFTER_SALE.APPROVED, AFTER_SALE.RETURNED],
        AFTER_SALE.REJECTED,
        { now, extra: { reject_reason: text, reject_code: input.code, decided_by: 'platform' } },
      );
      if (!won) throw invalid(t(lang, 'order.afterSaleState'));
      await releaseFlag(tx, row.order_id);
    }
    await addEvent(
      tx,
      row.order_id,
      'after_sale',
      orderEvent('afterSalePlatformRejected', { reason: text }),
      now,
    );
    await recordAudit(tx, actor, {
      action: 'aftersale.refuse',
      object_type: 'aftersale',
      object_id: row.id,
      before: stateOf(row),
      after: {
        status: AFTER_SALE.REJECTED,
        decided_by: 'platform',
        reject_code: input.code,
        reject_reason: text,
      },
    });
  });
}

/** Confirm the returned parcel: a returned return-and-refund → refunded (stock back). */
export async function aftersaleReceive(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<OpsAftersaleDetail> {
  const row = await decidable(app, lang, id);
  if (row.type !== 'return_refund') throw invalid(t(lang, 'opsAftersale.notReturn'));
  return decide(app, lang, row, async (tx, now, submit) => {
    if (row.status !== AFTER_SALE.RETURNED) throw invalid(t(lang, 'order.afterSaleState'));
    await addEvent(tx, row.order_id, 'after_sale', orderEvent('afterSaleReceived'), now);
    await recordAudit(tx, actor, {
      action: 'aftersale.receive',
      object_type: 'aftersale',
      object_id: row.id,
      before: stateOf(row),
      after: { received: true },
    });
    await refundAudited(app, tx, lang, actor, row, row.status, now, submit);
  });
}

/** Refund: an approved refund-only (or a returned parcel's) request → refunded, once. */
export async function aftersaleRefund(
  app: AppContext,
  lang: Lang,
  id: number,
  actor: AuditActor,
): Promise<OpsAftersaleDetail> {
  const row = await decidable(app, lang, id);
  return decide(app, lang, row, (tx, now, submit) =>
    refundAudited(app, tx, lang, actor, row, row.status, now, submit),
  );
}
