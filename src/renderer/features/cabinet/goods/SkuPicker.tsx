/**
 * Picks a SKU of the merchant's shop goods or of the supply goods it has received (tagged
 * "purchased", issue 18 part C follow-up): search both, tap a row.
 */
import { Button, DotLoading } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import * as api from './api';
import type { ShopGoods } from './api';
import { pickerRows, type PickerRow } from './picker-rows';
import { ErrorState, Price } from '../../../core/ui';
import { TextField } from './fields';
import '../strings/goods';
import type { TranslationKey } from '../../../core/i18n/typed';

/** What the picker shows of the picked SKU (a shop goods row, or an edited goods' SKU). */
export type PickedSku = Pick<ShopGoods, 'sku_id' | 'name' | 'image' | 'price'>;

export interface SkuPickerProps {
  picked: PickedSku | null;
  onPick: (g: PickedSku | null) => void;
  error?: TranslationKey | null;
}

export function SkuPicker({ picked, onPick, error }: SkuPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<PickerRow[] | null>(null);
  const [failed, setFailed] = useState(false);

  const search = useCallback(async (kw: string) => {
    setFailed(false);
    setRows(null);
    try {
      const keyword = kw.trim() || undefined;
      const [shop, purchased] = await Promise.all([
        api.shopGoodsList({ page: 1, limit: 20, keyword }),
        api.purchasedSkus({ limit: 20, keyword }),
      ]);
      setRows(pickerRows(shop.data.list, purchased.data.list));
    } catch {
      setFailed(true);
    }
  }, []);

  const open = !picked;
  useEffect(() => {
    // the first time the search opens (at once on add, on "change" when editing)
    if (open && rows === null && !failed) void search('');
    // only when the picker opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, open]);

  if (picked) {
    return (
      <div className="gs-field">
        <span className="gs-field__label">{t('gsGoods.cg.sku')}</span>
        <div className="gs-picked gs-row" data-testid="sku-picked">
          {picked.image && <img className="gs-row__img" src={picked.image} alt={picked.name} />}
          <div className="gs-row__main">
            <p className="gs-row__name">{picked.name}</p>
            <Price fen={picked.price} size="sm" />
          </div>
          <Button onClick={() => onPick(null)}>{t('gsGoods.cg.changeSku')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="gs-field" data-testid="sku-picker">
      <TextField
        label={t('gsGoods.cg.skuSearch')}
        value={keyword}
        onChange={setKeyword}
        onEnter={() => void search(keyword)}
        testId="sku-search"
      />
      <Button onClick={() => void search(keyword)}>{t('gsGoods.search')}</Button>
      {error && (
        <p className="gs-field__error" role="alert">
          {t(error)}
        </p>
      )}
      {failed && <ErrorState onRetry={() => void search(keyword)} />}
      {!rows && !failed && (
        <p role="status">
          <DotLoading /> {t('common.loading')}
        </p>
      )}
      {rows && rows.length === 0 && <p className="gs-field__hint">{t('gsGoods.cg.noSku')}</p>}
      {rows && rows.length > 0 && (
        <ul className="gs-rows gs-sku-results" aria-label={t('gsGoods.cg.skuSearch')}>
          {rows.map((g) => (
            <li
              key={g.key}
              className="gs-row"
              data-testid="sku-result"
              data-purchased={g.purchased ? '1' : '0'}
            >
              {g.image && <img className="gs-row__img" src={g.image} alt={g.name} />}
              <div className="gs-row__main">
                <p className="gs-row__name">
                  {g.name}
                  {g.purchased && (
                    <>
                      {' '}
                      <span className="kiosk-tag" data-testid="sku-purchased">
                        {t('gsGoods.cg.purchased')}
                      </span>
                    </>
                  )}
                </p>
                <Price fen={g.price} size="sm" />
                {g.purchased && (
                  <span className="gs-field__hint">
                    {' '}
                    {t('gsGoods.cg.purchasedHint', { n: g.purchased.received })}
                  </span>
                )}
              </div>
              <Button color="primary" fill="outline" onClick={() => onPick(g)}>
                {t('gsGoods.cg.pick')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
