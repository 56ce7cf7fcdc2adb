/**
 * A shop goods: name, platform category (a leaf), shop category, price and market price in yuan
 * (saved in fen), status, 1–9 photos and, when adding, the initial warehouse stock.
 */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { formatFen } from '../../../../shared/rules/money';
import * as api from './api';
import type { ShopGoodsDetail, ShopGoodsInput } from './api';
import { ErrorState, ListSkeleton, toast } from '../../../core/ui';
import { CategoryPicker } from './CategoryPicker';
import { Chips, scrollToFirstError, TextField } from './fields';
import {
  GoodsFormFrame,
  GoodsNameField,
  PhotosField,
  PriceField,
  SaleStatusChips,
  useClassList,
} from './parts';
import { checkInt, checkName, checkOptionalPrice, checkPrice } from './rules';
import '../strings/goods';

export type ShopGoodsValues = ShopGoodsInput & { stock: number };

export interface ShopGoodsFormProps {
  goods?: ShopGoodsDetail;
  onSubmit: (v: ShopGoodsValues) => Promise<void>;
}

export function ShopGoodsForm({ goods, onSubmit }: ShopGoodsFormProps) {
  const { t } = useTranslation();
  const { list: classes, failed, load } = useClassList(api.shopClassList);
  const [name, setName] = useState(goods?.name ?? '');
  const [categoryId, setCategoryId] = useState(goods?.category_id ?? 0);
  const [shopClassId, setShopClassId] = useState(goods?.shop_class_id ?? 0);
  const [price, setPrice] = useState(goods ? formatFen(goods.price) : '');
  const [market, setMarket] = useState(goods?.market_price ? formatFen(goods.market_price) : '');
  const [status, setStatus] = useState(goods?.status ?? 1);
  const [stock, setStock] = useState('0');
  const [images, setImages] = useState<string[]>(goods?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);

  const nameCheck = checkName(name, 64);
  const priceCheck = checkPrice(price, 1);
  const marketCheck = checkOptionalPrice(market);
  const stockCheck = checkInt(stock, 0, 100_000, 0);
  const categoryError = categoryId ? null : 'gsGoods.err.categoryRequired';
  const imagesError = images.length > 0 ? null : 'gsGoods.err.photoRequired';

  const submit = async () => {
    setTried(true);
    if (
      !nameCheck.ok ||
      !priceCheck.ok ||
      !marketCheck.ok ||
      (!goods && !stockCheck.ok) ||
      categoryError ||
      imagesError
    ) {
      toast(t('gsGoods.err.fixForm'));
      scrollToFirstError();
      return;
    }
    if (uploading) {
      toast(t('gsGoods.gallery.wait'));
      return;
    }
    try {
      await onSubmit({
        name: nameCheck.value,
        category_id: categoryId,
        shop_class_id: shopClassId || undefined,
        price: priceCheck.value,
        market_price: marketCheck.value,
        images,
        status,
        stock: stockCheck.ok ? stockCheck.value : 0,
      });
    } catch {
      // the wrapper showed the refusal; the form stays as typed
    }
  };

  if (failed) return <ErrorState onRetry={() => void load()} />;
  if (!classes) return <ListSkeleton rows={3} />;

  return (
    <GoodsFormFrame onSubmit={submit}>
      <GoodsNameField
        label={t('gsGoods.sg.name')}
        value={name}
        onChange={setName}
        tried={tried}
        error={nameCheck.ok ? null : nameCheck.error}
      />
      <CategoryPicker
        value={categoryId}
        onChange={setCategoryId}
        error={tried ? categoryError : null}
      />
      <Chips
        label={t('gsGoods.sg.shopClass')}
        showLabel
        options={[
          { value: 0, label: t('gsGoods.sg.noShopClass') },
          ...classes.map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={shopClassId}
        onChange={setShopClassId}
        testId="shop-class-chips"
      />
      <PriceField
        value={price}
        onChange={setPrice}
        tried={tried}
        error={priceCheck.ok ? null : priceCheck.error}
      />
      <TextField
        label={t('gsGoods.sg.marketPrice')}
        value={market}
        onChange={setMarket}
        inputMode="decimal"
        hint={t('gsGoods.sg.marketPriceHint')}
        error={!marketCheck.ok ? marketCheck.error : null}
        testId="goods-market-price"
      />
      {!goods && (
        <TextField
          label={t('gsGoods.sg.initialStock')}
          value={stock}
          onChange={setStock}
          inputMode="numeric"
          error={!stockCheck.ok ? stockCheck.error : null}
          testId="goods-stock"
        />
      )}
      <SaleStatusChips value={status} onChange={setStatus} />
      <PhotosField
        initial={goods?.images ?? []}
        onChange={setImages}
        onBusyChange={setUploading}
        error={tried ? imagesError : null}
      />
    </GoodsFormFrame>
  );
}
