/**
 * Confirm a local shop order (`?shop_id=`; `mode`, `slot` and `address_id` also live in the URL
 * so the address picker's round trip and a reload keep them). Every figure comes from the
 * server's quote (`/api/trashy/confirm`) of the device cart: lines with current prices and their
 * problems (sold out, off the menu, not enough: one tap fixes the cart), goods, packing,
 * delivery, total, the slots and why it cannot be ordered now. Delivery or pick-up as the shop
 * allows, a time slot, the address (the shared consumer address list in select mode), a remark
 * (kept for the visit), and submit with one client_key per visit (reused on a retry) → pay.
 */
import '../../../core/i18n/data';
import { Popup, Skeleton, TextArea } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LocalMode, LocalQuote } from '../../../../shared/contract/local-shop';
import * as addressApi from '../../address/api';
import * as localApi from '../api';
import { AddressCard } from '../../checkout';
import { clientKeyFor, forgetClientKey } from '../../../core/platform/client-key';
import { yuanText } from '../../../core/ui/money-text';
import '../strings';
import { applyQuoteProblems, cartInput, clearCart } from '../cart';
import { groupSlots, slotLabel } from '../hours';
import { getCurrentPoint } from '../location';
import { CHOOSE_LOCATION, GO_FOOD, nowSec } from '../parts';
import { useLocalCart } from '../use-cart';
import { EmptyState, ErrorState, LoadingButton, PageFrame, Price, toast } from '../../../core/ui';
import { reportFailure, unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack1/trashy/confirmOrder';
const PAY = '/pages/subpack1/trashy/pay/pay';
const ADDRESS_PAGE = 'pages/subpack/address/address';

const posInt = (v: string | null) => {
  const n = Number(v ?? '');
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

function useSlotText() {
  const { t } = useTranslation();
  return (start: number, mode: LocalMode) => {
    const l = slotLabel(start, nowSec());
    if (l.asap) return mode === 'pickup' ? t('local.confirm.asapPickup') : t('local.confirm.asap');
    const day = l.day === 'later' ? l.date : t(`local.confirm.${l.day}`);
    return `${day} ${l.time}`;
  };
}

export default function ConfirmOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const shopId = posInt(params.get('shop_id'));
  const modeParam = params.get('mode');
  const slot = Math.max(0, Number(params.get('slot') ?? 0) || 0);
  const addressParam = posInt(params.get('address_id'));

  const [cart, setCart] = useLocalCart(shopId);
  const lines = cartInput(cart);
  const linesKey = JSON.stringify(lines);

  const here = location.pathname.replace(/^\//, '') + location.search;
  const visitKey = `${location.key}:${location.pathname}?shop_id=${shopId}`;
  const clientKey = useMemo(() => clientKeyFor(visitKey), [visitKey]);
  const remarkSlot = `local:remark:${shopId}`;
  const [remark, setRemarkState] = useState(() => sessionStorage.getItem(remarkSlot) ?? '');
  const setRemark = (v: string) => {
    setRemarkState(v);
    try {
      sessionStorage.setItem(remarkSlot, v);
    } catch {
      // kept in the state only
    }
  };
  const [slotOpen, setSlotOpen] = useState(false);
  const [slotDay, setSlotDay] = useState(0);
  const slotText = useSlotText();

  // The shop decides which modes exist; before the first quote, delivery unless asked otherwise.
  const [allowed, setAllowed] = useState<{ delivery: boolean; pickup: boolean } | null>(null);
  let mode: LocalMode = modeParam === 'pickup' ? 'pickup' : 'delivery';
  if (allowed && !allowed[mode]) mode = allowed.delivery ? 'delivery' : 'pickup';

  const addresses = useLoad(async () => {
    if (mode !== 'delivery') return [];
    return (await unwrap(addressApi.getAddresses())).list;
  }, [mode]);
  const address =
    mode === 'delivery'
      ? ((addressParam ? addresses.data?.find((a) => a.id === addressParam) : undefined) ??
        addresses.data?.find((a) => a.is_default) ??
        addresses.data?.[0] ??
        null)
      : null;

  const quote = useLoad<LocalQuote | null>(async () => {
    if (!shopId || lines.length === 0) return null;
    if (mode === 'delivery' && addresses.status === 'loading') return null;
    return unwrap(
      localApi.confirmLocal({
        shop_id: shopId,
        lines,
        mode,
        slot_start: slot,
        address_id: address?.id,
        point: getCurrentPoint(),
      }),
    );
  }, [shopId, linesKey, mode, slot, address?.id, addresses.status]);
  const q = quote.data ?? null;

  useEffect(() => {
    if (q) setAllowed({ delivery: q.shop.delivery, pickup: q.shop.pickup });
  }, [q]);

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const pickAddress = () => {
    const back = encodeURIComponent(here);
    void navigate(`/${ADDRESS_PAGE}?select=1&back=${back}&address_id=${address?.id ?? 0}`, {
      state: { pick: true },
    });
  };

  const problems = q ? q.lines.filter((l) => l.problem !== null) : [];
  const slotValid = !q || q.slots.some((s) => s.start === slot) || q.slots.length === 0;
  const canSubmit =
    !!q &&
    !quote.error &&
    q.blocked === null &&
    problems.length === 0 &&
    (mode === 'pickup' || (!!address && q.min_order_gap === 0)) &&
    slotValid;

  // The chosen slot vanished from the quote (time moved on): fall back to the first one.
  useEffect(() => {
    if (q && q.slots.length > 0 && !q.slots.some((s) => s.start === slot)) {
      setQuery({ slot: String(q.slots[0]?.start ?? 0) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const submit = async () => {
    if (!q || !canSubmit) return;
    try {
      const { order_id } = await unwrap(
        localApi.createLocalOrder({
          shop_id: shopId,
          lines,
          mode,
          slot_start: slot,
          address_id: address?.id,
          point: getCurrentPoint(),
          client_key: clientKey,
          remark: remark.trim(),
        }),
      );
      forgetClientKey(visitKey);
      clearCart(shopId);
      sessionStorage.removeItem(remarkSlot);
      await navigate(`${PAY}?order_id=${order_id}`, { replace: true });
    } catch (error) {
      // a refusal (stock or hours moved on) was told by the wrapper; show the new quote
      reportFailure(error, { fallbackKey: 'data.networkError' });
      void quote.reload();
    }
  };

  const fix = () => {
    if (!q) return;
    setCart(applyQuoteProblems(cart, q.lines));
    toast(t('local.confirm.fixed'));
  };

  let body;
  if (!shopId || lines.length === 0) {
    body = (
      <EmptyState
        title={t('local.confirm.emptyCart')}
        actionText={t('local.confirm.backToMenu')}
        onAction={() =>
          void navigate(shopId ? `${GO_FOOD}?id=${shopId}` : '/pages/subpack1/trashy/shop/index', {
            replace: true,
          })
        }
      />
    );
  } else if (quote.status === 'error' || addresses.status === 'error') {
    body = (
      <ErrorState
        onRetry={() => {
          if (addresses.status === 'error') addresses.retry();
          quote.retry();
        }}
      />
    );
  } else if (!q) {
    body = (
      <div aria-busy="true">
        <div className="local-section">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
        <div className="local-section">
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </div>
    );
  } else {
    const groups = groupSlots(q.slots, nowSec());
    const dayGroup = groups[Math.min(slotDay, groups.length - 1)];
    body = (
      <>
        {(q.shop.delivery || q.shop.pickup) && (
          <section className="local-section">
            <h2>{t('local.confirm.mode')}</h2>
            <div className="local-modes" role="radiogroup" aria-label={t('local.confirm.mode')}>
              {(['delivery', 'pickup'] as const)
                .filter((m) => q.shop[m])
                .map((m) => (
                  <button
                    key={m}
                    type="button"
                    role="radio"
                    aria-checked={mode === m}
                    className="local-mode"
                    data-testid={`local-mode-${m}`}
                    onClick={() => setQuery({ mode: m })}
                  >
                    {t(`local.confirm.${m}`)}
                  </button>
                ))}
            </div>
          </section>
        )}
        {mode === 'delivery' ? (
          <AddressCard address={address} onPick={pickAddress} />
        ) : (
          <section className="local-section">
            <h2>{t('local.confirm.pickupAt')}</h2>
            <p style={{ margin: 0 }}>{q.shop.name}</p>
            <p className="local-muted">{q.shop.address}</p>
          </section>
        )}
        <section className="local-section">
          <button
            type="button"
            className="local-row-button"
            data-testid="local-slot"
            disabled={q.slots.length === 0}
            onClick={() => setSlotOpen(true)}
          >
            <span>{t('local.confirm.time')}</span>
            <span>
              {q.slots.length === 0 ? t('local.confirm.noSlots') : slotText(slot, mode)} ›
            </span>
          </button>
        </section>
        <section className="local-section" data-testid="local-quote-lines">
          <h2>{q.shop.name}</h2>
          {q.lines.map((l) => (
            <div
              key={l.sku_id}
              className={l.problem ? 'local-line local-line--problem' : 'local-line'}
              data-testid="local-quote-line"
            >
              <div className="local-line__body">
                <div>{l.name}</div>
                {l.spec && <div className="local-muted">{l.spec}</div>}
                {l.problem && (
                  <div className="local-line__problem" role="alert">
                    {t(`local.confirm.problem.${l.problem}`, { n: l.stock })}
                  </div>
                )}
              </div>
              <span className="local-muted">{t('local.confirm.qty', { n: l.quantity })}</span>
              <Price fen={l.price * l.quantity} size="sm" />
            </div>
          ))}
          {problems.length > 0 && (
            <button
              type="button"
              className="local-link ui-text-button"
              data-testid="local-fix-lines"
              onClick={fix}
            >
              {t('local.confirm.fixAll')}
            </button>
          )}
          <div className="local-kv">
            <span>{t('local.confirm.goods')}</span>
            <Price fen={q.goods_amount} size="sm" />
          </div>
          <div className="local-kv">
            <span>{t('local.confirm.packing')}</span>
            <Price fen={q.packing_fee} size="sm" />
          </div>
          {mode === 'delivery' && (
            <div className="local-kv">
              <span>{t('local.confirm.deliveryFee')}</span>
              <Price fen={q.delivery_fee} size="sm" />
            </div>
          )}
          <div className="local-kv local-total">
            <span>{t('local.confirm.total')}</span>
            <span data-testid="local-quote-total">
              <Price fen={q.pay_amount} size="md" />
            </span>
          </div>
        </section>
        {(q.blocked || (mode === 'delivery' && q.min_order_gap > 0)) && (
          <p className="local-banner" role="alert" data-testid="local-blocked">
            {q.blocked ?? t('local.confirm.gap', { amount: yuanText(q.min_order_gap) })}
            {/* issue 19, brief B: the address is out of range or cannot be located: offer
                pick-up (when the shop offers it) or another address */}
            {mode === 'delivery' && q.address_problem && (
              <span className="local-offers" data-testid="local-address-offers">
                {q.shop.pickup && (
                  <button
                    type="button"
                    className="local-link ui-text-button"
                    data-testid="local-offer-pickup"
                    onClick={() => setQuery({ mode: 'pickup' })}
                  >
                    {t('local.addressRange.offerPickup')} ›
                  </button>
                )}
                <button
                  type="button"
                  className="local-link ui-text-button"
                  data-testid="local-offer-address"
                  onClick={pickAddress}
                >
                  {t('local.addressRange.offerAddress')} ›
                </button>
              </span>
            )}
            {/* without an address, delivery is checked against the current point */}
            {mode === 'delivery' && !q.address_problem && !getCurrentPoint() && (
              <Link className="local-link" to={CHOOSE_LOCATION} style={{ marginLeft: 8 }}>
                {t('local.point.choose')} ›
              </Link>
            )}
          </p>
        )}
        <section className="local-section">
          <label htmlFor="local-remark" className="local-label" style={{ fontWeight: 600 }}>
            {t('local.confirm.remark')}
          </label>
          <TextArea
            id="local-remark"
            value={remark}
            onChange={setRemark}
            placeholder={t('local.confirm.remarkPlaceholder')}
            maxLength={100}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </section>
        <Popup
          visible={slotOpen}
          onMaskClick={() => setSlotOpen(false)}
          onClose={() => setSlotOpen(false)}
        >
          <div role="dialog" aria-label={t('local.confirm.chooseTime')}>
            <div className="local-cartsheet__head">
              <strong>{t('local.confirm.chooseTime')}</strong>
              <button
                type="button"
                className="ui-icon-button"
                aria-label={t('common.cancel')}
                onClick={() => setSlotOpen(false)}
              >
                ✕
              </button>
            </div>
            <div className="local-slots">
              <div className="local-slots__days" role="tablist">
                {groups.map((g, i) => (
                  <button
                    key={`${g.day}${g.date}`}
                    type="button"
                    role="tab"
                    aria-selected={g === dayGroup}
                    className="local-menu__cat"
                    aria-current={g === dayGroup ? 'true' : undefined}
                    onClick={() => setSlotDay(i)}
                  >
                    {g.day === 'later' ? g.date : t(`local.confirm.${g.day}`)}
                  </button>
                ))}
              </div>
              <div className="local-slots__list" role="radiogroup">
                {dayGroup?.slots.map((s) => (
                  <button
                    key={s.start}
                    type="button"
                    role="radio"
                    aria-checked={s.start === slot}
                    className="local-slot"
                    onClick={() => {
                      setQuery({ slot: String(s.start) });
                      setSlotOpen(false);
                    }}
                  >
                    {s.start === 0 ? slotText(0, mode) : slotLabel(s.start, nowSec()).time}
                    {s.start === slot && <span aria-hidden="true">✓</span>}
                  </button>
                ))}
              </div>
            </div>
          </div>
        </Popup>
      </>
    );
  }

  return (
    <PageFrame
      title={t('local.confirm.title')}
      page={PAGE}
      homePath={shopId ? `${GO_FOOD}?id=${shopId}` : undefined}
      footer={
        q ? (
          <div
            className="checkout-footer"
            style={{ display: 'flex', gap: 12, alignItems: 'center' }}
          >
            <span style={{ flex: 1 }}>
              {t('local.confirm.total')} <Price fen={q.pay_amount} size="lg" />
            </span>
            <LoadingButton
              color="primary"
              shape="rounded"
              size="large"
              disabled={!canSubmit}
              onClick={submit}
              data-testid="local-submit"
            >
              {t('local.confirm.submit')}
            </LoadingButton>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
