/**
 * A new cabinet sale: pick the cabinet (`?cabinet_id=` preselects), the cabinet goods in it and
 * their quantities (bounded by the stock of the fullest slot holding them), an optional buyer
 * mobile → create (one client key per form visit, so a double press or a retry is one order) →
 * collect the payment with the cashier QR code, which turns into "paid" live.
 */
import '../strings/trade';
import '../guishang-trade.css';
import { Button, Input } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isMobile } from '../../../../shared/rules/validate';
import { cabinetGoodsList, type CabinetGoods } from '../goods/api';
import { createCabinetOrder, type CabinetOrder } from '../trade/orders-api';
import { cabinetDetail } from '../stock-api';
import { cabinetList, type CabinetSummary } from '../../../core/api/merchant';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  Price,
} from '../../../core/ui';
import { Chips, Stepper } from '../parts';
import { newClientKey } from '../trade/client-key';
import { saleItems, saleTotals, type SaleItem } from '../trade/sale';
import { CollectPanel } from '../trade/CollectPanel';

const PAGE = 'pages/guishang/order/form';

async function loadItems(cabinetId: number): Promise<SaleItem[]> {
  const [detail, goods] = await Promise.all([cabinetDetail(cabinetId), allCabinetGoods()]);
  return saleItems(detail.data, goods);
}

async function allCabinetGoods(): Promise<CabinetGoods[]> {
  const out: CabinetGoods[] = [];
  for (let page = 1; page <= 20; page++) {
    const res = await cabinetGoodsList({ page, limit: 50 });
    out.push(...res.data.list);
    if (res.data.list.length === 0 || out.length >= res.data.total) break;
  }
  return out;
}

export default function CabinetSaleForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const paramId = Number(params.get('cabinet_id')) || null;

  const [cabinets, setCabinets] = useState<CabinetSummary[] | null>(null);
  const [cabinetsFailed, setCabinetsFailed] = useState(false);
  const [items, setItems] = useState<SaleItem[] | null>(null);
  const [itemsFailed, setItemsFailed] = useState(false);
  const [qty, setQty] = useState<Record<number, number>>({});
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState(false);
  const [clientKey, setClientKey] = useState(newClientKey);
  const [order, setOrder] = useState<CabinetOrder | null>(null);

  const cabinetId = paramId ?? cabinets?.[0]?.id ?? null;

  const loadCabinets = useCallback(async () => {
    setCabinetsFailed(false);
    try {
      const res = await cabinetList();
      setCabinets(res.data.list);
    } catch {
      setCabinetsFailed(true);
    }
  }, []);

  const reloadItems = useCallback(async () => {
    if (cabinetId === null) return;
    setItems(null);
    setItemsFailed(false);
    try {
      setItems(await loadItems(cabinetId));
    } catch {
      setItemsFailed(true);
    }
  }, [cabinetId]);

  useEffect(() => {
    void loadCabinets();
  }, [loadCabinets]);

  useEffect(() => {
    setQty({});
    void reloadItems();
  }, [reloadItems]);

  const { lines, count, total } = useMemo(() => saleTotals(items ?? [], qty), [items, qty]);

  const submit = async () => {
    if (cabinetId === null || lines.length === 0) return;
    const m = mobile.trim();
    if (m && !isMobile(m)) {
      setMobileError(true);
      return;
    }
    try {
      const res = await createCabinetOrder({
        cabinet_id: cabinetId,
        lines,
        client_key: clientKey,
        buyer_mobile: m || undefined,
      });
      setOrder(res.data);
    } catch {
      // 422 (not enough stock, ...) is shown by the wrapper; the stock may have changed
      void reloadItems();
    }
  };

  const newSale = () => {
    setOrder(null);
    setQty({});
    setMobile('');
    setClientKey(newClientKey());
    void reloadItems();
  };

  const pickCabinet = (id: number) => {
    if (order) return;
    setParams({ cabinet_id: String(id) }, { replace: true });
  };

  let body: React.ReactNode;
  if (order) {
    body = (
      <CollectPanel
        orderId={order.id}
        orderSn={order.order_sn}
        amount={order.amount}
        doneActions={
          <div className="gs-actions">
            <Button color="primary" onClick={newSale}>
              {t('gsTrade.form.newSale')}
            </Button>
            <Button onClick={() => void navigate('/pages/guishang/order/list')}>
              {t('gsTrade.form.toList')}
            </Button>
          </div>
        }
      />
    );
  } else if (cabinetsFailed) {
    body = <ErrorState onRetry={() => void loadCabinets()} />;
  } else if (!cabinets) {
    body = <ListSkeleton rows={3} />;
  } else if (cabinets.length === 0) {
    body = <EmptyState title={t('gsTrade.noCabinets')} />;
  } else {
    body = (
      <>
        <Chips
          label={t('gsTrade.cabinet')}
          testId="sale-cabinet"
          options={cabinets.map((c) => ({ value: c.id, label: c.name }))}
          value={cabinetId ?? 0}
          onChange={pickCabinet}
        />
        <h2 className="gs-section-title">{t('gsTrade.form.goods')}</h2>
        {itemsFailed && <ErrorState onRetry={() => void reloadItems()} />}
        {!items && !itemsFailed && <ListSkeleton rows={3} />}
        {items && items.length === 0 && <EmptyState title={t('gsTrade.form.noGoods')} />}
        {items && items.length > 0 && (
          <ul className="gs-sale-goods">
            {items.map((i) => (
              <li
                key={i.goods.id}
                className="gs-sale-goods__item"
                data-testid="sale-goods"
                data-goods-id={i.goods.id}
              >
                {i.image ? (
                  <img className="gs-sale-goods__img" src={i.image} alt={i.goods.name} />
                ) : (
                  <span className="gs-sale-goods__img" aria-hidden="true" />
                )}
                <div className="gs-sale-goods__info">
                  <h3 className="gs-sale-goods__name">{i.goods.name}</h3>
                  <Price fen={i.goods.price} />
                  <p className="gs-muted">{t('gsTrade.form.available', { count: i.available })}</p>
                </div>
                <Stepper
                  label={i.goods.name}
                  value={qty[i.goods.id] ?? 0}
                  max={i.available}
                  onChange={(v) => setQty((q) => ({ ...q, [i.goods.id]: v }))}
                />
              </li>
            ))}
          </ul>
        )}
        <div className="gs-field">
          <label htmlFor="gs-buyer-mobile">{t('gsTrade.form.buyerMobile')}</label>
          <Input
            id="gs-buyer-mobile"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('gsTrade.form.buyerMobileHint')}
            value={mobile}
            onChange={(v) => {
              setMobile(v);
              setMobileError(false);
            }}
            aria-invalid={mobileError}
            aria-describedby={mobileError ? 'gs-buyer-mobile-error' : undefined}
          />
          {mobileError && (
            <p id="gs-buyer-mobile-error" className="gs-error" role="alert">
              {t('gsTrade.form.mobileInvalid')}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <PageFrame
      title={t('gsTrade.form.title')}
      page={PAGE}
      homePath="/pages/guishang/index/index"
      footer={
        !order && cabinets && cabinets.length > 0 ? (
          <div className="gs-total-bar">
            <span className="gs-total-bar__label">
              {t('gsTrade.form.total', { count })} <Price fen={total} size="lg" />
            </span>
            <LoadingButton
              color="primary"
              disabled={lines.length === 0}
              onClick={submit}
              data-testid="create-sale"
            >
              {t('gsTrade.form.submit')}
            </LoadingButton>
          </div>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
