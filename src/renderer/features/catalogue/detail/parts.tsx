/**
 * Pieces of a goods detail screen shared by the shop goods detail (`pages/subpack/goods/detail`)
 * and the activity detail (`features/promo/ActivityDetail`): the skeleton, the freight quote for the
 * chosen SKU and quantity, the spec and freight rows, the seller card, the description and the
 * share button (copies the page link).
 */
import '../strings/detail';
import { Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import { unwrap } from '../../../core/data';
import type { FreightQuote, GoodsDetail, SkuItem } from '../../../../shared/contract';
import { formatFen } from '../../../../shared/rules/money';
import * as detailApi from './api';
import { alert, toast } from '../../../core/ui';
import { ShareIcon, ShopIcon } from './icons';
import { copyText } from './share';
import { specText, type Selection } from './sku';
import './goods-detail.css';

const FREIGHT_DEBOUNCE_MS = 300;

export function DetailSkeleton() {
  return (
    <div className="detail-skeleton" aria-busy="true">
      <Skeleton animated className="detail-skeleton__image" />
      <div className="detail-card">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    </div>
  );
}

/**
 * The freight of `quantity` of the SKU, asked again (debounced) when either changes. An
 * activity detail passes its `activityGoodsId`: the server then quotes the activity price and
 * its free-shipping promise, exactly what checkout charges (issue 19).
 */
export function useFreight(
  goodsId: number,
  sku: SkuItem | undefined,
  quantity: number,
  ready: boolean,
  activityGoodsId?: number,
) {
  const [quote, setQuote] = useState<FreightQuote | null>(null);
  const [failed, setFailed] = useState(false);
  const skuId = sku?.id;
  useEffect(() => {
    if (!ready || !goodsId) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      unwrap(
        detailApi.getFreight({
          goods_id: goodsId,
          sku_id: skuId,
          num: quantity,
          ...(activityGoodsId ? { activity_goods_id: activityGoodsId } : {}),
          signal: controller.signal,
        }),
      ).then(
        (data) => {
          setQuote(data);
          setFailed(false);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, FREIGHT_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [goodsId, skuId, quantity, ready, activityGoodsId]);
  return { quote, failed };
}

export interface SpecFreightRowsProps {
  /** prop names not chosen yet */
  missing: string[];
  selection: Selection;
  quantity: number;
  onOpenPicker: () => void;
  quote: FreightQuote | null;
  freightFailed: boolean;
}

/** The "chosen / choose" row that opens the SKU picker and the freight row. */
export function SpecFreightRows({
  missing,
  selection,
  quantity,
  onOpenPicker,
  quote,
  freightFailed,
}: SpecFreightRowsProps) {
  const { t } = useTranslation();
  return (
    <section className="detail-card detail-rows">
      <button
        type="button"
        className="detail-row"
        data-testid="detail-spec-row"
        onClick={onOpenPicker}
      >
        <span className="detail-row__label">
          {missing.length > 0 ? t('detail.choose') : t('detail.chosen')}
        </span>
        <span className="detail-row__value">
          {missing.length > 0
            ? missing.join(' ')
            : [specText(selection), t('detail.pieces', { count: quantity })]
                .filter(Boolean)
                .join('，')}
        </span>
        <span className="detail-row__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      <div className="detail-row" data-testid="detail-freight">
        <span className="detail-row__label">{t('detail.freight')}</span>
        <span className="detail-row__value">
          {quote ? (
            <>
              {quote.freight > 0 ? `¥${formatFen(quote.freight)}` : t('detail.freeShipping')}
              {quote.freight > 0 && quote.free_threshold > 0 && (
                <span className="detail-row__note">
                  {t('detail.freeThreshold', { amount: formatFen(quote.free_threshold) })}
                </span>
              )}
              {quote.region && (
                <span className="detail-row__sub">
                  {t('detail.deliverTo', { region: quote.region })}
                </span>
              )}
            </>
          ) : freightFailed ? (
            t('detail.freightError')
          ) : (
            '…'
          )}
        </span>
      </div>
    </section>
  );
}

/** The seller's logo and name with a link into the shop. */
export function SellerCard({ seller }: { seller: NonNullable<GoodsDetail['seller']> }) {
  const { t } = useTranslation();
  return (
    <section className="detail-card detail-seller" data-testid="detail-seller">
      {seller.logo ? (
        <img className="detail-seller__logo" src={seller.logo} alt="" loading="lazy" />
      ) : (
        <span className="detail-seller__logo" aria-hidden="true">
          <ShopIcon />
        </span>
      )}
      <h2 className="detail-seller__name">{seller.name}</h2>
      <Link
        className="detail-seller__link"
        to={`/pages/subpack/merchant/merchant?seller_id=${seller.id}`}
      >
        {t('detail.enterShop')}
      </Link>
    </section>
  );
}

export function DescriptionCard({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="detail-card detail-description">
      <h2 className="detail-card__title">{t('detail.description')}</h2>
      <p>{text}</p>
    </section>
  );
}

/** The nav bar's share button: copies the page link, or shows it when the browser refuses. */
export function ShareButton() {
  const { t } = useTranslation();
  const share = () =>
    copyText(
      window.location.href,
      () => toast(t('detail.shareCopied')),
      () => alert(window.location.href, { title: t('detail.shareManual') }),
    );
  return (
    <button
      type="button"
      className="ui-icon-button"
      aria-label={t('detail.share')}
      onClick={() => void share()}
    >
      <ShareIcon />
    </button>
  );
}
