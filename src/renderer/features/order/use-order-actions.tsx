/**
 * What the order actions do, shared by the order list and the order detail: requests with
 * confirmation where they cannot be undone, navigation, and the cancel-reason sheet. After a
 * change the caller's `onChanged` reloads its data and the mine tab's counters are refreshed.
 */
import '../../core/i18n/data';
import './strings/orders';
import { Popup, Radio, Space } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as cartApi from '../../core/api/cart';
import * as orderApi from './list-api';
import type { OrderSummary } from './list-api';
import { useStores } from '../../core/stores/context';
import { confirm, LoadingButton, toast } from '../../core/ui';
import { reportFailure, unwrap, useMutation } from '../../core/data';
import type { OrderAction } from './rules';
import { dynamicKey } from '../../core/i18n/typed';
import type { Envelope } from '../../../shared/contract';
import './orders.css';

export const CANCEL_REASONS = [
  'wrongInfo',
  'noNeed',
  'betterPrice',
  'payProblem',
  'other',
] as const;

export interface OrderActionsApi {
  run: (
    action: OrderAction,
    order: OrderSummary & { after_sale_info?: { id: number } | null },
  ) => Promise<void>;
  /** the cancel-reason sheet; render it once */
  sheet: ReactNode;
}

export function useOrderActions(
  onChanged: (what: 'changed' | 'deleted') => unknown,
): OrderActionsApi {
  const { t } = useTranslation();
  const write = useMutation(
    async (call: () => Promise<Envelope<unknown>>) => {
      await unwrap(call());
      return true;
    },
    { report: { fallbackKey: 'data.networkError' } },
  );
  const navigate = useNavigate();
  const { user, cart } = useStores();
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const [reason, setReason] = useState<string>(CANCEL_REASONS[0]);

  const changed = async (what: 'changed' | 'deleted') => {
    user.loadCounters().catch(() => undefined);
    await onChanged(what);
  };

  const buyAgain = async (order: OrderSummary) => {
    let added = 0;
    for (const line of order.lines) {
      try {
        await unwrap(cartApi.addCart(line.goods_id, line.sku_id, line.quantity));
        added++;
      } catch (e) {
        reportFailure(e, { fallbackKey: 'data.networkError' });
      }
    }
    if (added === 0) return;
    toast(
      added < order.lines.length
        ? t('orders.buyAgainPartly', { n: added, total: order.lines.length })
        : t('orders.buyAgainDone'),
    );
    cart.refreshCount().catch(() => undefined);
    void navigate('/pages/cart/cart');
  };

  const run: OrderActionsApi['run'] = async (action, order) => {
    const id = order.id;
    switch (action) {
      case 'pay':
        void navigate(
          `/pages/subpack/money/pay?trade_no=${encodeURIComponent(order.trade_no)}&order_id=${id}`,
        );
        return;
      case 'cancel':
        setReason(CANCEL_REASONS[0]);
        setCancelling(order);
        return;
      case 'remind':
        if (await write.attempt(() => orderApi.remindOrder(id))) toast(t('orders.reminded'));
        return;
      case 'track':
        void navigate(`/pages/subpack/order/orderWl?order_id=${id}`);
        return;
      case 'confirm':
        if (!(await confirm(t('orders.confirmReceiptAsk'), { title: t('orders.action.confirm') })))
          return;
        if (await write.attempt(() => orderApi.confirmReceipt(id))) {
          toast(t('orders.received'));
          await changed('changed');
        }
        return;
      case 'afterSale':
        void navigate(`/pages/subpack/order/refund?order_id=${id}`);
        return;
      case 'viewAfterSale':
        void navigate(
          order.after_sale_info
            ? `/pages/subpack1/user/after-sale?id=${order.after_sale_info.id}`
            : '/pages/subpack1/user/after-sale',
        );
        return;
      case 'review':
        void navigate(`/pages/subpack/order/evaluateDetail?order_id=${id}`);
        return;
      case 'buyAgain':
        await buyAgain(order);
        return;
      case 'delete':
        if (!(await confirm(t('orders.deleteAsk'), { title: t('orders.action.delete') }))) return;
        if (await write.attempt(() => orderApi.deleteOrder(id))) {
          toast(t('orders.deleted'));
          await changed('deleted');
        }
        return;
    }
  };

  const submitCancel = async () => {
    if (!cancelling) return;
    const text = t(dynamicKey('orders.cancelReason', reason));
    if (await write.attempt(() => orderApi.closeOrder(cancelling.id, text))) {
      setCancelling(null);
      toast(t('orders.cancelled'));
      await changed('changed');
    }
  };

  const sheet = (
    <Popup
      visible={cancelling !== null}
      onMaskClick={() => setCancelling(null)}
      onClose={() => setCancelling(null)}
      bodyClassName="ord-sheet"
      destroyOnClose
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="ord-cancel-title"
        data-testid="cancel-sheet"
      >
        <h2 id="ord-cancel-title" className="ord-sheet__title">
          {t('orders.cancelTitle')}
        </h2>
        <p className="ord-sheet__hint">{t('orders.cancelHint')}</p>
        <Radio.Group value={reason} onChange={(v) => setReason(String(v))}>
          <Space direction="vertical" block className="ord-sheet__options">
            {CANCEL_REASONS.map((r) => (
              <Radio key={r} value={r} block>
                {t(`orders.cancelReason.${r}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <div className="ord-sheet__actions">
          <LoadingButton block shape="rounded" onClick={() => setCancelling(null)}>
            {t('orders.keepOrder')}
          </LoadingButton>
          <LoadingButton block shape="rounded" color="primary" onClick={submitCancel}>
            {t('orders.cancelSubmit')}
          </LoadingButton>
        </div>
      </div>
    </Popup>
  );

  return { run, sheet };
}
