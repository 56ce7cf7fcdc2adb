/**
 * The confirmation screen of every checkout route (confirmationOrder, createOrder and the three
 * auction variants): address card, the lines by seller with each seller's amount lines
 * (GroupAmounts: goods, discount shares, freight, subtotal), the coupon
 * row (a sheet of the preview's usable coupons, the best preselected by the server, "don't
 * use"), a remark, and the totals exactly as the server's preview computed them. Every change
 * (address, coupon) asks the server for a new preview; nothing is summed here.
 *
 * Submit sends `/api/order/buy` with a `client_key` made once per visit (client-key.ts), so a
 * double tap or a retry makes one order, and replaces this screen with the payment screen.
 * The auction variants also show the user's auction count; any variant with
 * `activity_goods_id` in the query uses the activity preview.
 */
import '../wallet/strings/wallet';
import '../promo/strings/detail';
import './strings/checkout';
import { Input, Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import * as orderApi from '../order/api';
import type { ConfirmSource, OrderPreview, OrderPreviewGroup } from '../order';
import { PayWindowNotice } from '../order';
import { ApiError, reportFailure, unwrap, useLoad } from '../../core/data';
// the points row of a points exchange (issue 8) reads the promotion strings
import { useStores } from '../../core/stores/context';
import { EmptyState, ErrorState, LoadingButton, PageFrame, Price, toast } from '../../core/ui';
import { AddressCard } from './AddressCard';
import { parseAddressId, parseSource } from './checkout-query';
import { clientKeyFor, forgetClientKey } from '../../core/platform/client-key';
import { couponChoice } from './coupon-choice';
import { CouponSheet } from './CouponSheet';
import { GroupAmounts } from './GroupAmounts';
import { discountText } from '../../core/ui/money-text';
import { tradeQueryString } from './trade';
import './checkout.css';
import { specIn } from '../../core/i18n/catalogue';

export const PAY_PAGE = 'pages/subpack/money/pay';
const ADDRESS_PAGE = 'pages/subpack/address/address';
const REMARK_MAX = 100;

export interface CheckoutScreenProps {
  /** route path (`data-page`) */
  page: string;
  /** the auction variants show the auction count */
  auction?: boolean;
}

type PreviewState =
  | { status: 'loading'; preview: null; message: '' }
  | { status: 'ready'; preview: OrderPreview; message: '' }
  | { status: 'error'; preview: null; message: string };

/** The server's preview for the inputs; a new request on every change, the last one wins. */
function usePreview(source: ConfirmSource | null, addressId?: number, couponId?: number) {
  const [state, setState] = useState<PreviewState>({
    status: 'loading',
    preview: null,
    message: '',
  });
  const [updating, setUpdating] = useState(false);
  const [tick, setTick] = useState(0);
  const generation = useRef(0);
  const sourceKey = JSON.stringify(source);

  useEffect(() => {
    if (!source) return;
    const mine = ++generation.current;
    setUpdating(true);
    unwrap(orderApi.confirmOrder({ source, address_id: addressId, coupon_user_id: couponId }))
      .then(
        (data) => {
          if (mine !== generation.current) return;
          if (data) setState({ status: 'ready', preview: data, message: '' });
          else setState({ status: 'error', preview: null, message: '' });
        },
        (error: unknown) => {
          if (mine !== generation.current) return;
          // The server's words (a refusal) are shown; a transport failure gets the default text.
          const e = ApiError.from(error);
          const transport = e.kind === 'network' || (e.kind === 'server' && e.cause !== undefined);
          setState({ status: 'error', preview: null, message: transport ? '' : e.message });
        },
      )
      .finally(() => {
        if (mine === generation.current) setUpdating(false);
      });
    // sourceKey stands for source
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey, addressId, couponId, tick]);

  return { ...state, updating, reload: () => setTick((n) => n + 1) };
}

function specText(spec: Record<string, string>): string {
  return Object.values(specIn(spec)).filter(Boolean).join(' / ');
}

function SellerBlock({ group }: { group: OrderPreviewGroup }) {
  return (
    <section
      className="card checkout-group"
      data-testid="checkout-group"
      data-seller-id={group.seller_id}
    >
      <h2 className="checkout-group__seller">{group.seller_name}</h2>
      <ul className="checkout-lines">
        {group.lines.map((line, i) => (
          <li key={`${line.sku_id}-${i}`} className="checkout-line" data-testid="checkout-line">
            <img
              className="checkout-line__img"
              src={line.image}
              alt={line.title}
              loading="lazy"
              decoding="async"
              width={80}
              height={80}
            />
            <div className="checkout-line__info">
              <p className="checkout-line__title">{line.title}</p>
              {specText(line.spec) && <p className="checkout-line__spec">{specText(line.spec)}</p>}
              <div className="checkout-line__row">
                <Price fen={line.price} size="sm" />
                <span className="checkout-line__qty">×{line.quantity}</span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <GroupAmounts group={group} />
    </section>
  );
}

function TotalsBlock({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation();
  const s = preview;
  return (
    <section
      className="card checkout-totals"
      aria-label={t('checkout.totals')}
      data-testid="checkout-totals"
    >
      <dl className="checkout-kv">
        <div>
          <dt>{t('checkout.goodsAmount')}</dt>
          <dd data-testid="total-goods">
            <Price fen={s.goods_amount} size="sm" />
          </dd>
        </div>
        {(s.integral ?? 0) > 0 && (
          <div>
            <dt>{t('promoDetail.checkoutPoints')}</dt>
            <dd data-testid="total-integral">
              {t('promoDetail.pointsValue', { points: s.integral })}
            </dd>
          </div>
        )}
        {s.full_cut > 0 && (
          <div>
            <dt>{t('checkout.fullCut')}</dt>
            <dd className="checkout-minus" data-testid="total-full-cut">
              {discountText(s.full_cut)}
            </dd>
          </div>
        )}
        {s.three_for_ten_saving > 0 && (
          <div>
            <dt>{t('checkout.threeForTen')}</dt>
            <dd className="checkout-minus" data-testid="total-three">
              {discountText(s.three_for_ten_saving)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.coupon')}</dt>
          <dd className="checkout-minus" data-testid="total-coupon">
            {discountText(s.coupon_discount)}
          </dd>
        </div>
        <div>
          <dt>{t('checkout.freight')}</dt>
          <dd data-testid="total-freight">
            {s.freight > 0 ? <Price fen={s.freight} size="sm" /> : t('checkout.freeShipping')}
          </dd>
        </div>
        <div className="checkout-kv__total">
          <dt>{t('checkout.payAmount')}</dt>
          <dd data-testid="total-pay">
            <Price fen={s.pay_amount} size="md" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

export const CheckoutScreen = observer(function CheckoutScreen({
  page,
  auction = false,
}: CheckoutScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const root = useStores();
  const [params] = useSearchParams();
  const source = useMemo(() => parseSource(params), [params]);
  const addressId = parseAddressId(params);

  // undefined: the server's best; 0: none; else the chosen coupon
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [couponOpen, setCouponOpen] = useState(false);
  const [remark, setRemark] = useState('');
  const preview = usePreview(source, addressId, couponId);

  const auctionCount = useLoad(
    async () => (auction ? (await unwrap(orderApi.getAuctionAscCount())).count : null),
    [auction],
  );

  // One key per visit of this screen (history entry + route).
  const here = location.pathname.replace(/^\//, '') + location.search;
  const visit = `${location.key}:${here}`;
  const clientKey = useMemo(() => clientKeyFor(visit), [visit]);

  const pickAddress = () => {
    const back = encodeURIComponent(here);
    const current = preview.preview?.address?.id ?? addressId ?? 0;
    void navigate(`/${ADDRESS_PAGE}?select=1&back=${back}&address_id=${current}`, {
      state: { pick: true },
    });
  };

  const submit = async () => {
    const p = preview.preview;
    if (!source || !p || preview.updating) return;
    if (!p.address) {
      toast(t('checkout.needAddress'));
      pickAddress();
      return;
    }
    try {
      const bought = await unwrap(
        orderApi.buy({
          source,
          address_id: p.address.id,
          coupon_user_id: p.coupon_user_id,
          remark: remark.trim() || undefined,
          client_key: clientKey,
        }),
      );
      forgetClientKey(visit);
      root.cart.refreshCount().catch(() => undefined);
      void navigate(`/${PAY_PAGE}?${tradeQueryString(bought)}`, { replace: true });
    } catch (error) {
      reportFailure(error, { fallback: t('wallet.networkError') });
      preview.reload();
    }
  };

  const p = preview.preview;
  const choice = p ? couponChoice(p) : null;

  let body;
  if (!source) {
    body = (
      <EmptyState
        title={t('checkout.nothing')}
        actionText={t('common.goShopping')}
        onAction={() => void navigate('/' + HOME_TAB, { replace: true })}
      />
    );
  } else if (preview.status === 'error') {
    body = <ErrorState message={preview.message} onRetry={preview.reload} />;
  } else if (preview.status === 'loading' || !p) {
    body = (
      <div aria-busy="true">
        <div className="card checkout-skeleton">
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
        <div className="card checkout-skeleton">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  } else {
    body = (
      <div className="checkout" aria-busy={preview.updating}>
        {auction && auctionCount.data != null && (
          <p className="checkout-auction" data-testid="auction-count">
            {t('checkout.auctionCount', { count: auctionCount.data })}
          </p>
        )}
        <AddressCard address={p.address} onPick={pickAddress} />
        {p.groups.map((g) => (
          <SellerBlock key={g.seller_id} group={g} />
        ))}
        <section className="card checkout-options">
          <button
            type="button"
            className="checkout-option"
            data-testid="coupon-row"
            disabled={choice?.kind === 'none'}
            onClick={() => setCouponOpen(true)}
          >
            <span className="checkout-option__label">{t('checkout.coupon')}</span>
            <span className="checkout-option__value" data-testid="coupon-value">
              {choice?.kind === 'used' ? (
                <span className="checkout-minus">
                  {choice.coupon.title} {discountText(choice.discount)}
                </span>
              ) : choice?.kind === 'unused' ? (
                t('checkout.couponAvailable', { count: choice.count })
              ) : (
                t('checkout.couponNoneAvailable')
              )}
            </span>
            {choice?.kind !== 'none' && (
              <span className="checkout-option__arrow" aria-hidden="true">
                ›
              </span>
            )}
          </button>
          <div className="checkout-option checkout-option--input">
            <label className="checkout-option__label" htmlFor="checkout-remark">
              {t('checkout.remark')}
            </label>
            <Input
              id="checkout-remark"
              className="checkout-option__input"
              value={remark}
              maxLength={REMARK_MAX}
              placeholder={t('checkout.remarkPlaceholder')}
              onChange={setRemark}
            />
          </div>
        </section>
        <TotalsBlock preview={p} />
        {/* issue 25 (nav-exp): how long the buyer will have to pay (config com_exp_time/msg) */}
        <PayWindowNotice className="checkout-pay-window" />
        <CouponSheet
          visible={couponOpen}
          coupons={p.coupons}
          selected={p.coupon_user_id}
          onClose={() => setCouponOpen(false)}
          onSelect={(id) => {
            setCouponOpen(false);
            setCouponId(id);
          }}
        />
      </div>
    );
  }

  return (
    <PageFrame
      title={t('checkout.title')}
      page={page}
      className="checkout-screen"
      footer={
        p && preview.status === 'ready' ? (
          <div className="checkout-bar">
            <span className="checkout-bar__sum">
              {t('checkout.payAmount')}
              <span data-testid="bar-pay">
                <Price fen={p.pay_amount} size="md" />
              </span>
            </span>
            <LoadingButton
              className="checkout-bar__action"
              color="primary"
              shape="rounded"
              disabled={preview.updating}
              onClick={submit}
              data-testid="submit-order"
            >
              {t('checkout.submit')}
            </LoadingButton>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
});
