/**
 * The body of both purchase confirmations (from the cart: `createCarOrder?cart_ids=`, from one
 * goods: `createOrder?supply_goods_id=&quantity=`): delivery address (the default; "change" opens
 * the address list in pick mode, which hands the choice back through features/address/address-pick),
 * destination cabinet, the lines, goods amount, freight and total from `jinhuo/confirm`, a remark
 * → create → `money/pay?order_id=`.
 *
 * The visit's choices (address, cabinet, remark) are kept in sessionStorage under the history
 * entry, so they survive the trip to the address list. The `client_key` is made once per visit
 * (features/checkout/client-key): a double press, a retry after a lost answer or a reload send the
 * same key and the server answers the first order.
 */
import { Button, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearPickedAddress, peekPickedAddress } from '../../../address';
import { AddressLines } from '../../../address';
import * as buyApi from '../../purchase/api';
import type { PurchaseSource } from '../../purchase/api';
import * as merchantApi from '../../../../core/api/merchant';
import { clientKeyFor, forgetClientKey } from '../../../../core/platform/client-key';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
  toast,
} from '../../../../core/ui';
import '../../strings/buy';
import { reportFailure, unwrapMerchant, useLoad } from '../../../../core/data';

const ADDRESS_LIST = '/pages/guishang/address/address';
const PAY = '/pages/guishang/money/pay';

interface Draft {
  addressId?: number;
  cabinetId?: number;
  remark: string;
}

function readDraft(slot: string): Draft {
  try {
    const raw = sessionStorage.getItem(slot);
    const d = raw ? (JSON.parse(raw) as Partial<Draft>) : {};
    return {
      addressId: typeof d.addressId === 'number' ? d.addressId : undefined,
      cabinetId: typeof d.cabinetId === 'number' ? d.cabinetId : undefined,
      remark: typeof d.remark === 'string' ? d.remark : '',
    };
  } catch {
    return { remark: '' };
  }
}

function writeDraft(slot: string, d: Draft | null): void {
  try {
    if (d) sessionStorage.setItem(slot, JSON.stringify(d));
    else sessionStorage.removeItem(slot);
  } catch {
    // storage blocked: the choices live as long as the page
  }
}

export interface PurchaseConfirmProps {
  /** null when the query is not a valid source */
  source: PurchaseSource | null;
  page: string;
  title: string;
  /** where "back" goes without history */
  homePath: string;
}

export function PurchaseConfirm({ source, page, title, homePath }: PurchaseConfirmProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const visit = `gs-buy:${location.key}:${page}`;
  const draftSlot = `gs-buy:draft:${location.key}`;

  const [draft, setDraft] = useState<Draft>(() => {
    const d = readDraft(draftSlot);
    const picked = peekPickedAddress();
    return picked ? { ...d, addressId: picked } : d;
  });
  useEffect(() => clearPickedAddress(), []);
  useEffect(() => writeDraft(draftSlot, draft), [draftSlot, draft]);

  const sourceKey = source
    ? source.kind === 'cart'
      ? `c:${source.cartIds.join(',')}`
      : `g:${source.goodsId}:${source.quantity}`
    : '';

  const preview = useLoad(async () => {
    if (!source) return null;
    return await unwrapMerchant(buyApi.purchaseConfirm(source, draft.addressId));
  }, [sourceKey, draft.addressId]);

  const cabinets = useLoad(async () => (await unwrapMerchant(merchantApi.cabinetList())).list, []);
  const cabinetList = cabinets.data ?? [];
  const cabinetId =
    draft.cabinetId && cabinetList.some((c) => c.id === draft.cabinetId)
      ? draft.cabinetId
      : cabinetList[0]?.id;

  const p = preview.data;
  const address = p?.address ?? null;

  const pickAddress = () =>
    void navigate(`${ADDRESS_LIST}?pick=1${address ? `&address_id=${address.id}` : ''}`);

  const submit = async () => {
    if (!source || !p) return;
    if (!address) {
      toast(t('gsBuy.confirm.needAddress'));
      return;
    }
    if (!cabinetId) {
      toast(t('gsBuy.confirm.needCabinet'));
      return;
    }
    try {
      const res = await buyApi.createPurchase(source, {
        addressId: address.id,
        cabinetId,
        clientKey: clientKeyFor(visit),
        remark: draft.remark.trim() || undefined,
      });
      forgetClientKey(visit);
      writeDraft(draftSlot, null);
      toast(t('gsBuy.confirm.created'));
      await navigate(`${PAY}?order_id=${res.data.id}`, { replace: true });
    } catch (error) {
      reportFailure(error, { fallbackKey: 'gsBuy.failed', reasonKey: 'gsBuy.failedReason' });
    }
  };

  let body;
  if (!source)
    body = (
      <EmptyState
        title={t('gsBuy.confirm.badSource')}
        actionText={t('gsBuy.market.title')}
        onAction={() => void navigate('/pages/guishang/jinhuo/jinhuo', { replace: true })}
      />
    );
  else if (preview.status === 'loading') body = <ListSkeleton rows={3} />;
  else if (preview.status === 'error' || !p) body = <ErrorState onRetry={preview.retry} />;
  else
    body = (
      <div className="gs-confirm">
        <section className="card gs-confirm__card" aria-labelledby="gs-confirm-address">
          <h2 id="gs-confirm-address" className="gs-confirm__title">
            {t('gsBuy.confirm.address')}
          </h2>
          {address ? (
            <div className="gs-confirm__address" data-testid="confirm-address">
              <AddressLines address={{ ...address, full: buyApi.addressText(address) }} />
              <Button className="gs-text-button" onClick={pickAddress}>
                {t('gsBuy.confirm.changeAddress')}
              </Button>
            </div>
          ) : (
            <div className="gs-confirm__address">
              <p>{t('gsBuy.confirm.noAddress')}</p>
              <Button color="primary" onClick={pickAddress}>
                {t('gsBuy.confirm.addAddress')}
              </Button>
            </div>
          )}
        </section>
        <section className="card gs-confirm__card" aria-labelledby="gs-confirm-cabinet">
          <h2 id="gs-confirm-cabinet" className="gs-confirm__title">
            {t('gsBuy.confirm.cabinet')}
          </h2>
          <p className="gs-confirm__hint">{t('gsBuy.confirm.cabinetHint')}</p>
          {cabinets.status === 'loading' && <ListSkeleton rows={1} />}
          {cabinets.status === 'error' && <ErrorState onRetry={cabinets.retry} />}
          {cabinets.status === 'ready' && cabinetList.length === 0 && (
            <p>{t('gsBuy.confirm.noCabinet')}</p>
          )}
          <div className="gs-choices" role="radiogroup" aria-labelledby="gs-confirm-cabinet">
            {cabinetList.map((c) => (
              <button
                key={c.id}
                type="button"
                role="radio"
                aria-checked={c.id === cabinetId}
                className={c.id === cabinetId ? 'gs-choice gs-choice--on' : 'gs-choice'}
                data-testid="cabinet-choice"
                onClick={() => setDraft((d) => ({ ...d, cabinetId: c.id }))}
              >
                <span className="gs-choice__name">{c.name}</span>
                <span className="gs-choice__sub">{c.address || c.code}</span>
              </button>
            ))}
          </div>
        </section>
        <section className="card gs-confirm__card" aria-labelledby="gs-confirm-lines">
          <h2 id="gs-confirm-lines" className="gs-confirm__title">
            {t('gsBuy.confirm.lines', { n: p.lines.length })}
          </h2>
          <ul className="gs-lines">
            {p.lines.map((l, i) => (
              <li key={`${l.supply_goods_id}:${i}`} className="gs-line" data-testid="confirm-line">
                <img className="gs-line__img" src={l.image} alt={l.name} />
                <span className="gs-line__name">{l.name}</span>
                <span className="gs-line__qty">
                  {t('gsBuy.times', { n: l.quantity, unit: l.unit })}
                </span>
                <Price fen={l.price * l.quantity} size="sm" />
              </li>
            ))}
          </ul>
          <dl className="gs-sums">
            <div>
              <dt>{t('gsBuy.confirm.goodsAmount')}</dt>
              <dd>
                <Price fen={p.goods_amount} size="sm" />
              </dd>
            </div>
            <div>
              <dt>{t('gsBuy.confirm.freight')}</dt>
              <dd data-testid="confirm-freight">
                {p.freight > 0 ? (
                  <Price fen={p.freight} size="sm" />
                ) : (
                  t('gsBuy.confirm.freeFreight')
                )}
              </dd>
            </div>
          </dl>
          <p className="gs-confirm__freight-rule">{t('gsBuy.confirm.freightRule')}</p>
        </section>
        <section className="card gs-confirm__card">
          <label className="gs-confirm__title" htmlFor="gs-confirm-remark">
            {t('gsBuy.confirm.remark')}
          </label>
          <TextArea
            id="gs-confirm-remark"
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('gsBuy.confirm.remarkPlaceholder')}
            value={draft.remark}
            onChange={(v) => setDraft((d) => ({ ...d, remark: v }))}
          />
        </section>
      </div>
    );

  return (
    <PageFrame
      title={title}
      page={page}
      homePath={homePath}
      className="gs-buy"
      footer={
        p ? (
          <div className="gs-buy__footer">
            <p className="gs-cart__total" data-testid="confirm-total">
              {t('gsBuy.confirm.payAmount')} <Price fen={p.pay_amount} size="lg" />
            </p>
            <LoadingButton
              size="large"
              color="primary"
              disabled={!address || !cabinetId}
              onClick={submit}
            >
              {t('gsBuy.confirm.submit')}
            </LoadingButton>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
