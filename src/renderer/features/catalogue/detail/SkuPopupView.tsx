/**
 * The SKU picker (the chunk behind SkuPopup.tsx): every prop with its values (a value that
 * cannot lead to an in-stock SKU with the other chosen values is disabled), the chosen SKU's
 * image, price and stock, the quantity (1..min(stock, 999)), and the action the picker was
 * opened for.
 */
import '../strings/detail';
import { Button, Popup, Stepper } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { cx, LoadingButton, Price } from '../../../core/ui';
import { useOpenAfterMount } from './lazy-overlay';
import type { SkuPopupProps } from './SkuPopup';
import {
  availability,
  clampQuantity,
  maxQuantity,
  missingProps,
  specText,
  toggleValue,
} from './sku';
import './goods-detail.css';
import { catalogueText } from '../../../core/i18n/catalogue';

export function SkuPopupView(p: SkuPopupProps) {
  const { t } = useTranslation();
  const rows = availability(p.props, p.skus, p.selection);
  const missing = missingProps(p.props, p.selection);
  const max = Math.min(maxQuantity(p.sku), Math.max(1, p.max ?? Infinity));
  const soldOut = p.sku !== undefined && p.sku.stock <= 0;
  const visible = useOpenAfterMount(p.visible);

  return (
    <Popup
      visible={visible}
      onMaskClick={p.onClose}
      onClose={p.onClose}
      bodyClassName="sku-popup"
      aria-label={t('detail.skuPanel')}
    >
      <div className="sku-popup__head" data-testid="sku-popup">
        <img
          className="sku-popup__image"
          src={p.sku?.image || p.baseImage}
          alt={p.title}
          decoding="async"
        />
        <div className="sku-popup__summary">
          {p.unitPrice !== undefined ? (
            <Price fen={p.unitPrice} original={p.sku?.price ?? p.basePrice} size="lg" />
          ) : (
            <Price fen={p.sku?.price ?? p.basePrice} original={p.sku?.market_price} size="lg" />
          )}
          {p.note}
          <p className="sku-popup__stock" data-testid="sku-stock">
            {p.sku
              ? p.sku.stock > 0
                ? t('detail.stock', { count: p.sku.stock })
                : t('detail.outOfStock')
              : ''}
          </p>
          <p className="sku-popup__chosen">
            {missing.length > 0
              ? t('detail.chooseHint', { names: missing.map((n) => catalogueText(n)).join(' ') })
              : `${t('detail.chosen')}: ${specText(p.selection)}`}
          </p>
        </div>
        <button
          type="button"
          className="ui-icon-button sku-popup__close"
          aria-label={t('detail.close')}
          onClick={p.onClose}
        >
          ×
        </button>
      </div>
      <div className="sku-popup__body">
        {rows.map((row) => (
          <fieldset className="sku-prop" key={row.name}>
            <legend className="sku-prop__name">{catalogueText(row.name)}</legend>
            <div className="sku-prop__values">
              {row.values.map((v) => (
                <button
                  key={v.value}
                  type="button"
                  className={cx(
                    'sku-value',
                    v.selected && 'sku-value--selected',
                    !v.available && 'sku-value--disabled',
                  )}
                  aria-pressed={v.selected}
                  disabled={!v.available}
                  onClick={() => p.onSelect(toggleValue(p.skus, p.selection, row.name, v.value))}
                >
                  {catalogueText(v.value)}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="sku-popup__qty">
          <span id="sku-qty-label">{t('detail.quantity')}</span>
          <Stepper
            min={1}
            max={max}
            digits={0}
            value={p.quantity}
            aria-labelledby="sku-qty-label"
            onChange={(v) => p.onQuantity(clampQuantity(Number(v), max))}
          />
        </div>
      </div>
      <div className="sku-popup__foot">
        {(p.mode === 'both' || p.mode === 'cart') && (
          <LoadingButton
            className={cx('detail-action', 'detail-action--cart', p.mode === 'cart' && 'is-full')}
            disabled={soldOut}
            onClick={p.onAddToCart}
          >
            {p.mode === 'cart' ? t('detail.confirm') : t('detail.addToCart')}
          </LoadingButton>
        )}
        {(p.mode === 'both' || p.mode === 'buy') && (
          <Button
            className={cx('detail-action', 'detail-action--buy', p.mode === 'buy' && 'is-full')}
            disabled={soldOut}
            onClick={p.onBuyNow}
          >
            {p.mode === 'buy' ? t('detail.confirm') : t('detail.buyNow')}
          </Button>
        )}
      </div>
    </Popup>
  );
}
