/**
 * The coupons usable in the coupon zone (types 52/53): the coupon-centre coupons the activity's
 * rules name (`coupon_ids`), each with its amount, threshold and a receive button (the server
 * enforces what is left and the per-user limit, answering 423 with the reason).
 */
import { useTranslation } from '../../../core/i18n';
import { formatFen } from '../../../../shared/rules/money';
import * as promoApi from '../api';
import type { CouponCentreItem } from '../api';
import { reportFailure, unwrap, useLoad } from '../../../core/data';
import { LoadingButton, Price, toast } from '../../../core/ui';
import '../strings/detail';

/** The coupon centre is small; one page covers the coupons an activity names. */
const COUPON_PAGE_LIMIT = 50;

export function CouponStrip({ couponIds }: { couponIds: number[] }) {
  const { t } = useTranslation();
  const key = couponIds.join(',');
  const coupons = useLoad(async () => {
    const centre = await unwrap(promoApi.getCouponCentre({ page: 1, limit: COUPON_PAGE_LIMIT }));
    const wanted = new Set(couponIds);
    return centre.list.filter((c) => wanted.has(c.id));
    // the ids' key stands for the array, whose identity changes on every render
  }, [key]);

  const receive = async (c: CouponCentreItem) => {
    try {
      await unwrap(promoApi.receiveCoupon(c.id));
      toast(t('promoDetail.coupons.receivedToast'));
    } catch (error) {
      // 423: the wrapper toasted the reason; logged out: it went to login
      reportFailure(error);
      return;
    }
    await coupons.reload();
  };

  let body;
  if (coupons.status === 'loading') body = <p className="promo-coupons__note">…</p>;
  else if (coupons.status === 'error')
    body = (
      <p className="promo-coupons__note">
        {t('promoDetail.coupons.loadError')}{' '}
        <button type="button" className="ui-text-button" onClick={coupons.retry}>
          {t('promoDetail.coupons.retry')}
        </button>
      </p>
    );
  else if (!coupons.data || coupons.data.length === 0)
    body = <p className="promo-coupons__note">{t('promoDetail.coupons.none')}</p>;
  else
    body = (
      <ul className="promo-coupons__list">
        {coupons.data.map((c) => {
          const gone = c.total > 0 && c.received >= c.total;
          const mine = c.my_received > 0;
          return (
            <li key={c.id} className="promo-coupon" data-testid="promo-coupon">
              <div className="promo-coupon__amount">
                <Price fen={c.amount} size="md" />
                <span className="promo-coupon__threshold">
                  {c.threshold > 0
                    ? t('promoDetail.coupons.threshold', { amount: formatFen(c.threshold) })
                    : t('promoDetail.coupons.noThreshold')}
                </span>
              </div>
              <span className="promo-coupon__title">{c.title}</span>
              <LoadingButton
                size="small"
                color="primary"
                className="promo-coupon__action"
                disabled={!c.can_receive}
                onClick={() => receive(c)}
              >
                {c.can_receive
                  ? t('promoDetail.coupons.receive')
                  : gone
                    ? t('promoDetail.coupons.gone')
                    : mine
                      ? t('promoDetail.coupons.received')
                      : t('promoDetail.coupons.receive')}
              </LoadingButton>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="detail-card promo-coupons" data-testid="promo-coupons">
      <h2 className="detail-card__title">{t('promoDetail.coupons.title')}</h2>
      {body}
    </section>
  );
}
