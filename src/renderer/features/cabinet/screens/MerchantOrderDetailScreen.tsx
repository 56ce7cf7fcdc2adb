/**
 * One online order as the merchant ships it (issue 18 part C; `pages/guishang/order/detail?id=`):
 * consignee, mobile, full address, buyer remark, items, amounts, logistics (carrier rendered in
 * the reader's language from its code) and the timeline; a paid order without an open after-sale
 * can be shipped from here. Uses `/api/admin/order/detail`; refreshed by merchantOrder events.
 */
import '../strings/trade';
import '../guishang-trade.css';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import { carrierName } from '../../../../shared/carriers';
import { EVENTS } from '../../../../shared/realtime';
import { unwrapMerchant, useLoad } from '../../../core/data';
import { formatTime } from '../../../core/i18n/format-time';
import { EmptyState, ErrorState, ListSkeleton, PageFrame, Price } from '../../../core/ui';
import { specText } from '../../order';
import { useKioskEvent } from '../hooks';
import { merchantOrderDetail } from '../trade/orders-api';
import { ShipForm } from '../trade/ShipForm';

const PAGE = 'pages/guishang/order/detail';

export default function MerchantOrderDetail() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [shipping, setShipping] = useState(false);

  const load = useLoad(
    async () => (valid ? unwrapMerchant(merchantOrderDetail(id)) : null),
    [id, valid],
  );
  const { retry } = load;
  useKioskEvent(EVENTS.merchantOrder, () => void retry());

  const o = load.data;
  let body;
  if (!valid) body = <EmptyState title={t('gsTrade.detail.notFound')} />;
  else if (load.status === 'loading' && !o) body = <ListSkeleton rows={4} />;
  else if (load.status === 'error' || !o) body = <ErrorState onRetry={retry} />;
  else {
    const a = o.address;
    const openAfterSale = !!o.after_sale && o.after_sale.status <= 2;
    body = (
      <div className="gs-order-detail" data-testid="merchant-order-detail">
        <section className="gs-card" aria-label={t('gsTrade.detail.consignee')}>
          <header className="gs-card__head">
            <span>
              {t('gsTrade.orderSn')} {o.order_sn}
            </span>
            <span className={`gs-status gs-status--o${o.status}`}>
              {t(`gsTrade.orderStatus.s${o.status}`)}
            </span>
          </header>
          <dl className="gs-dl">
            <dt>{t('gsTrade.detail.consignee')}</dt>
            <dd data-testid="order-consignee">{a?.name ?? '—'}</dd>
            <dt>{t('gsTrade.detail.mobile')}</dt>
            <dd data-testid="order-mobile">{a?.mobile ?? '—'}</dd>
            <dt>{t('gsTrade.detail.address')}</dt>
            <dd data-testid="order-address">
              {a ? `${a.province}${a.city}${a.district}${a.detail}` : '—'}
            </dd>
            <dt>{t('gsTrade.detail.remark')}</dt>
            <dd data-testid="order-remark">{o.remark || t('gsTrade.detail.noRemark')}</dd>
            <dt>{t('gsTrade.detail.created')}</dt>
            <dd>{formatTime(o.created_at, i18n.language)}</dd>
            {o.paid_at ? (
              <>
                <dt>{t('gsTrade.detail.paid')}</dt>
                <dd>{formatTime(o.paid_at, i18n.language)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="gs-card" aria-label={t('gsTrade.detail.items')}>
          <h2 className="gs-card__title">{t('gsTrade.detail.items')}</h2>
          <ul className="gs-order-lines">
            {o.lines.map((l, i) => (
              <li key={i}>
                {l.image ? (
                  <img src={l.image} alt={l.name} className="gs-order-lines__img" />
                ) : (
                  <span className="gs-order-lines__img" aria-hidden="true" />
                )}
                <span className="gs-order-lines__name">
                  {l.name}
                  {l.spec && <span className="gs-muted"> {specText(l.spec)}</span>}
                </span>
                <span>
                  <Price fen={l.price} size="sm" /> × {l.quantity}
                </span>
              </li>
            ))}
          </ul>
          <dl className="gs-dl">
            <dt>{t('gsTrade.detail.goodsAmount')}</dt>
            <dd>
              <Price fen={o.goods_amount} size="sm" />
            </dd>
            <dt>{t('gsTrade.detail.freight')}</dt>
            <dd>
              <Price fen={o.freight} size="sm" />
            </dd>
            {o.discount > 0 && (
              <>
                <dt>{t('gsTrade.detail.discount')}</dt>
                <dd>
                  −<Price fen={o.discount} size="sm" />
                </dd>
              </>
            )}
            <dt>{t('gsTrade.detail.payAmount')}</dt>
            <dd>
              <Price fen={o.pay_amount} />
            </dd>
            {o.refunded > 0 && (
              <>
                <dt>{t('gsTrade.detail.refunded')}</dt>
                <dd>
                  <Price fen={o.refunded} size="sm" />
                </dd>
              </>
            )}
          </dl>
        </section>
        <section className="gs-card" aria-label={t('gsTrade.detail.logistics')}>
          <h2 className="gs-card__title">{t('gsTrade.detail.logistics')}</h2>
          {o.express ? (
            <p data-testid="order-express">
              {carrierName(o.express.company, i18n.language)} {o.express.number}
              {o.shipped_at ? ` · ${formatTime(o.shipped_at, i18n.language)}` : ''}
            </p>
          ) : (
            <p className="gs-muted">{t('gsTrade.detail.notShipped')}</p>
          )}
          {o.status === 1 && !openAfterSale && (
            <div className="gs-actions">
              <Button color="primary" size="large" onClick={() => setShipping(true)}>
                {t('gsTrade.ship.button')}
              </Button>
            </div>
          )}
        </section>
      </div>
    );
  }

  return (
    <PageFrame title={t('gsTrade.detail.title')} page={PAGE} homePath="/pages/guishang/order/order">
      {body}
      <Popup
        visible={shipping && !!o}
        onMaskClick={() => setShipping(false)}
        destroyOnClose
        bodyClassName="gs-popup"
      >
        {o && (
          <ShipForm
            order={o}
            onDone={() => {
              setShipping(false);
              void retry();
            }}
          />
        )}
      </Popup>
    </PageFrame>
  );
}
