/**
 * A shop goods: name, platform category (a leaf), shop category, price and market price in yuan
 * (saved in fen), status, 1–9 photos and, when adding, the initial warehouse stock.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../shared/rules/money';
import * as api from '../api/guishang-goods';
import type { ShopClass, ShopGoodsDetail, ShopGoodsInput } from '../api/guishang-goods';
import { ImageGalleryEditor } from '../kiosk/ImageGalleryEditor';
import { ErrorState, ListSkeleton, LoadingButton, toast } from '../ui';
import { CategoryPicker } from './CategoryPicker';
import { Chips, scrollToFirstError, TextField } from './fields';
import { checkInt, checkName, checkOptionalPrice, checkPrice } from './rules';
import '../i18n/guishang/goods';

export type ShopGoodsValues = ShopGoodsInput & { stock: number };

export interface ShopGoodsFormProps {
  goods?: ShopGoodsDetail;
  onSubmit: (v: ShopGoodsValues) => Promise<void>;
}

export function ShopGoodsForm({ goods, onSubmit }: ShopGoodsFormProps) {
  const { t } = useTranslation();
  const [classes, setClasses] = useState<ShopClass[] | null>(null);
  const [failed, setFailed] = useState(false);
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

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setClasses((await api.shopClassList()).data.list);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

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
    <form
      className="gs-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('gsGoods.sg.name')}
        value={name}
        onChange={setName}
        maxLength={70}
        error={tried && !nameCheck.ok ? nameCheck.error : null}
        testId="goods-name"
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
      <TextField
        label={t('gsGoods.priceYuan')}
        value={price}
        onChange={setPrice}
        inputMode="decimal"
        error={(tried || price !== '') && !priceCheck.ok ? priceCheck.error : null}
        testId="goods-price"
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
      <Chips
        label={t('gsGoods.status')}
        showLabel
        options={[
          { value: 1, label: t('gsGoods.onSale') },
          { value: 0, label: t('gsGoods.offSale') },
        ]}
        value={status}
        onChange={setStatus}
      />
      <div className="gs-field">
        <span className="gs-field__label">{t('gsGoods.photos')}</span>
        <ImageGalleryEditor
          initial={goods?.images ?? []}
          onChange={setImages}
          onBusyChange={setUploading}
        />
        {tried && imagesError && (
          <p className="gs-field__error" role="alert">
            {t(imagesError)}
          </p>
        )}
      </div>
      <LoadingButton block color="primary" size="large" onClick={submit}>
        {t('gsGoods.save')}
      </LoadingButton>
    </form>
  );
}
