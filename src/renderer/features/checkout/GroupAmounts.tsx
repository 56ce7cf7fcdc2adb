/**
 * A shop group's amount lines on the confirmation page (issue 19): its goods amount, its share
 * of the platform's full reduction (满减), its three-for-ten saving, its coupon share (only the
 * non-zero ones), its freight, and the subtotal, so the subtotal visibly adds up:
 * subtotal = goods − 满减 − 十元三件 − coupon + freight. Every figure is the server's
 * (OrderPreviewGroup); nothing is computed here.
 */
import './strings/checkout';
import { useTranslation } from '../../core/i18n';
import type { OrderPreviewGroup } from '../order';
import { Price } from '../../core/ui';
import { discountText } from '../../core/ui/money-text';

export function GroupAmounts({ group }: { group: OrderPreviewGroup }) {
  const { t } = useTranslation();
  const shared = group.full_cut > 0 || group.coupon_discount > 0;
  return (
    <>
      <dl className="checkout-kv checkout-kv--group" data-testid="group-amounts">
        <div>
          <dt>{t('checkout.group.goods')}</dt>
          <dd data-testid="group-goods">
            <Price fen={group.goods_amount} size="sm" />
          </dd>
        </div>
        {group.full_cut > 0 && (
          <div>
            <dt>{t('checkout.group.fullCut')}</dt>
            <dd className="checkout-minus" data-testid="group-full-cut">
              {discountText(group.full_cut)}
            </dd>
          </div>
        )}
        {group.three_for_ten_saving > 0 && (
          <div>
            <dt>{t('checkout.group.threeForTen')}</dt>
            <dd className="checkout-minus" data-testid="group-three">
              {discountText(group.three_for_ten_saving)}
            </dd>
          </div>
        )}
        {group.coupon_discount > 0 && (
          <div>
            <dt>{t('checkout.group.coupon')}</dt>
            <dd className="checkout-minus" data-testid="group-coupon">
              {discountText(group.coupon_discount)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('checkout.freight')}</dt>
          <dd data-testid="group-freight">
            {group.freight > 0 ? (
              <Price fen={group.freight} size="sm" />
            ) : (
              t('checkout.freeShipping')
            )}
          </dd>
        </div>
        <div className="checkout-kv__subtotal">
          <dt>
            {t('checkout.groupSubtotal', {
              count: group.lines.reduce((n, l) => n + l.quantity, 0),
            })}
          </dt>
          <dd data-testid="group-subtotal">
            <Price fen={group.pay_amount} size="sm" />
          </dd>
        </div>
      </dl>
      {shared && (
        <p className="checkout-group__note" data-testid="group-share-note">
          {t('checkout.group.shareNote')}
        </p>
      )}
    </>
  );
}
