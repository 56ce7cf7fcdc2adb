/**
 * Apply for after-sale (`?order_id=`): refund only (before shipping, the only choice) or return
 * and refund, a reason from the picker, the amount in yuan (prefilled with, and at most, the
 * refundable amount shown), a description and up to three photos, then
 * `POST /api/after_sales/apply`; the new request opens in the after-sale list. An order that
 * cannot take a request (unpaid, closed, one already open, nothing left to refund, after-sale
 * window passed: the server's `after_sale_until`) says why.
 */
import '../../../core/i18n/data';
import '../strings/after-sale';
import '../strings/orders';
import { Input, List, Picker, Selector, TextArea } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatFen } from '../../../../shared/rules/money';
import * as orderApi from '../list-api';
import type { AfterSaleType, OrderDetail } from '../list-api';
import { isNotFound, unwrap, useMutation } from '../../../core/data';
import { OrderLines } from '../OrderLines';
import { PhotoPicker } from '../PhotoPicker';
import {
  afterSaleTypeKey,
  afterSaleWindowPassed,
  allowedAfterSaleTypes,
  hasOpenAfterSale,
  parseRefundAmount,
  refundableFen,
  type RefundAmountError,
} from '../rules';
import { useStores } from '../../../core/stores/context';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
  toast,
  MissingState,
} from '../../../core/ui';
import { dynamicKey } from '../../../core/i18n/typed';
import type { Envelope } from '../../../../shared/contract';
import '../orders.css';

const REASONS = [
  'noLonger',
  'wrongItem',
  'damaged',
  'quality',
  'notAsDescribed',
  'missing',
  'late',
  'other',
] as const;
const DESCRIPTION_MAX = 200;

export default function Refund() {
  const { t } = useTranslation();
  const write = useMutation(
    async (call: () => Promise<Envelope<unknown>>) => {
      await unwrap(call());
      return true;
    },
    { report: { fallbackKey: 'data.networkError' } },
  );
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error' | 'missing'>('loading');
  const [type, setType] = useState<AfterSaleType>('refund');
  const [reason, setReason] = useState<string>('');
  const [pickerOpen, setPickerOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [touched, setTouched] = useState(false);

  const fetchOrder = useCallback(async () => {
    setState('loading');
    try {
      const o = await unwrap(orderApi.getOrderInfo(orderId));
      setOrder(o);
      setAmount(formatFen(refundableFen(o)));
      setType(allowedAfterSaleTypes(o.status)[0] ?? 'refund');
      setState('ready');
    } catch (e) {
      setState(isNotFound(e) ? 'missing' : 'error');
    }
  }, [orderId]);

  useEffect(() => {
    if (orderId > 0) void fetchOrder();
    else setState('missing');
  }, [orderId, fetchOrder]);

  const max = order ? refundableFen(order) : 0;
  const parsed = parseRefundAmount(amount, max);
  const amountError: RefundAmountError | null = parsed.ok ? null : parsed.error;
  const reasonError = touched && !reason;

  const submit = async () => {
    setTouched(true);
    if (!order || !reason || !parsed.ok) return;
    if (uploading) {
      toast(t('orders.photos.wait'));
      return;
    }
    let id = 0;
    const ok = await write.attempt(async () => {
      const res = await orderApi.applyAfterSale({
        order_id: order.id,
        type,
        reason: t(dynamicKey('afterSale.reason', reason)),
        amount: parsed.fen,
        description: description.trim(),
        images,
      });
      id = res.data?.id ?? 0;
      return res;
    });
    if (!ok) return;
    toast(t('afterSale.submitted'));
    user.loadCounters().catch(() => undefined);
    void navigate(`/pages/subpack1/user/after-sale${id ? `?id=${id}` : ''}`, { replace: true });
  };

  let body;
  let blocked = true;
  if (state === 'loading') body = <ListSkeleton rows={3} />;
  else if (state === 'missing')
    body = (
      <MissingState
        title={t('orders.missing')}
        description={t('orders.missingHint')}
        to="/pages/subpack/order/order"
        actionText={t('orders.toOrders')}
      />
    );
  else if (state === 'error' || !order) body = <ErrorState onRetry={() => void fetchOrder()} />;
  else {
    const types = allowedAfterSaleTypes(order.status);
    const why =
      types.length === 0
        ? t('afterSale.notAllowed')
        : hasOpenAfterSale(order)
          ? t('afterSale.alreadyOpen')
          : max === 0
            ? t('afterSale.nothingLeft')
            : afterSaleWindowPassed(order)
              ? t('afterSale.windowPassed', { days: order.after_sale_days })
              : null;
    if (why) {
      body = (
        <EmptyState
          title={why}
          actionText={t('orders.backToOrder')}
          onAction={() =>
            void navigate(`/pages/subpack/order/orderStatus?order_id=${order.id}`, {
              replace: true,
            })
          }
        />
      );
    } else {
      blocked = false;
      body = (
        <form
          className="ord-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
          }}
        >
          <section className="ord-block">
            <h2 className="ord-block__title">{order.seller_name || t('orders.shop')}</h2>
            <OrderLines lines={order.lines} />
          </section>

          <section className="ord-block">
            <h2 className="ord-block__title" id="as-type">
              {t('afterSale.typeLabel')}
            </h2>
            <Selector
              aria-labelledby="as-type"
              columns={2}
              value={[type]}
              onChange={(v) => v[0] && setType(v[0])}
              options={types.map((x) => ({
                value: x,
                label: t(afterSaleTypeKey(x)),
                description: t(
                  x === 'refund' ? 'afterSale.type.refundHint' : 'afterSale.type.returnRefundHint',
                ),
              }))}
            />
          </section>

          <List className="ord-block ord-form__list">
            <List.Item
              extra={
                reason ? (
                  <span data-testid="reason-value">
                    {t(dynamicKey('afterSale.reason', reason))}
                  </span>
                ) : (
                  <span className="ord-placeholder">{t('afterSale.reasonPick')}</span>
                )
              }
              onClick={() => setPickerOpen(true)}
              arrowIcon
              description={
                reasonError ? (
                  <span className="ord-error">{t('afterSale.reasonRequired')}</span>
                ) : undefined
              }
            >
              {t('afterSale.reasonLabel')}
            </List.Item>
          </List>
          <Picker
            visible={pickerOpen}
            onClose={() => setPickerOpen(false)}
            columns={[REASONS.map((r) => ({ value: r, label: t(`afterSale.reason.${r}`) }))]}
            value={reason ? [reason] : [REASONS[0]]}
            onConfirm={(v) => setReason(String(v[0] ?? REASONS[0]))}
            confirmText={t('common.confirm')}
            cancelText={t('common.cancel')}
            title={t('afterSale.reasonLabel')}
          />

          <section className="ord-block">
            <label className="ord-block__title" htmlFor="as-amount">
              {t('afterSale.amountLabel')}
            </label>
            <div className="ord-amount-input">
              <span aria-hidden="true">¥</span>
              <Input
                id="as-amount"
                inputMode="decimal"
                value={amount}
                onChange={setAmount}
                aria-invalid={touched && amountError !== null}
                aria-describedby="as-amount-hint"
                data-testid="refund-amount"
              />
            </div>
            <p id="as-amount-hint" className="ord-hint">
              {touched && amountError ? (
                <span className="ord-error">
                  {t(`afterSale.amountError.${amountError}`, { max: formatFen(max) })}
                </span>
              ) : (
                <>
                  {t('afterSale.amountMax')} <Price fen={max} size="sm" />
                </>
              )}
            </p>
          </section>

          <section className="ord-block">
            <label className="ord-block__title" htmlFor="as-desc">
              {t('afterSale.descriptionLabel')}
            </label>
            <TextArea
              id="as-desc"
              placeholder={t('afterSale.descriptionPlaceholder')}
              value={description}
              onChange={setDescription}
              maxLength={DESCRIPTION_MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
            <p className="ord-block__sub">{t('afterSale.photosLabel')}</p>
            <PhotoPicker
              max={3}
              label={t('afterSale.addPhoto')}
              testId="refund-photo"
              onChange={setImages}
              onBusyChange={setUploading}
            />
          </section>
        </form>
      );
    }
  }

  return (
    <PageFrame
      title={t('afterSale.applyTitle')}
      page="pages/subpack/order/refund"
      className="ord-page"
      homePath="/pages/subpack/order/order"
      footer={
        blocked ? undefined : (
          <LoadingButton
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={uploading}
            onClick={submit}
            data-testid="refund-submit"
          >
            {t('afterSale.submit')}
          </LoadingButton>
        )
      }
    >
      {body}
    </PageFrame>
  );
}
