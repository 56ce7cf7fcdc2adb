/**
 * A cabinet goods: class, the shop SKU it sells (can be changed when editing), name, price in
 * yuan (saved in fen), status and photos. Bad input is marked inline and nothing is sent.
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../shared/rules/money';
import * as api from '../api/guishang-goods';
import type { CabinetClass, CabinetGoodsDetail, ShopGoods } from '../api/guishang-goods';
import { ImageGalleryEditor } from '../kiosk/ImageGalleryEditor';
import { ErrorState, ListSkeleton, LoadingButton, toast } from '../ui';
import { Chips, scrollToFirstError, TextField } from './fields';
import { checkName, checkPrice } from './rules';
import { SkuPicker, type PickedSku } from './SkuPicker';
import '../i18n/guishang/goods';

export interface CabinetGoodsValues {
  class_id: number;
  sku_id: number;
  name: string;
  price: number;
  status: number;
  images: string[];
}

export interface CabinetGoodsFormProps {
  /** the goods being edited (from the detail route); its SKU is shown picked and can change */
  goods?: CabinetGoodsDetail;
  initialClassId?: number;
  onSubmit: (v: CabinetGoodsValues) => Promise<void>;
}

/** The edited goods' SKU as the picker shows it: shop title and spec, SKU price and image. */
function pickedOf(g: CabinetGoodsDetail): PickedSku {
  return {
    sku_id: g.sku_id,
    name: g.sku ? [g.sku.title, g.sku.spec].filter(Boolean).join(' ') : `#${g.sku_id}`,
    image: g.sku?.image || (g.images[0] ?? ''),
    price: g.sku?.price ?? g.price,
  };
}

export function CabinetGoodsForm({ goods, initialClassId, onSubmit }: CabinetGoodsFormProps) {
  const { t } = useTranslation();
  const [classes, setClasses] = useState<CabinetClass[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [classId, setClassId] = useState(goods?.class_id ?? initialClassId ?? 0);
  const [sku, setSku] = useState<PickedSku | null>(goods ? pickedOf(goods) : null);
  const [name, setName] = useState(goods?.name ?? '');
  const [price, setPrice] = useState(goods ? formatFen(goods.price) : '');
  const [status, setStatus] = useState(goods?.status ?? 1);
  const [images, setImages] = useState<string[]>(goods?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setClasses((await api.cabinetClassList()).data.list);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const pick = (g: ShopGoods | null) => {
    setSku(g);
    // A fresh pick fills what is still empty.
    if (g && !name.trim()) setName(g.name.slice(0, 64));
    if (g && !price.trim()) setPrice(formatFen(g.price));
  };

  const nameCheck = checkName(name, 64);
  const priceCheck = checkPrice(price);
  const classError = classId ? null : 'gsGoods.err.classRequired';
  const skuError = sku ? null : 'gsGoods.err.skuRequired';

  const submit = async () => {
    setTried(true);
    if (!nameCheck.ok || !priceCheck.ok || classError || skuError) {
      toast(t('gsGoods.err.fixForm'));
      scrollToFirstError();
      return;
    }
    if (uploading) {
      toast(t('gsGoods.gallery.wait'));
      return;
    }
    // The routes take 1–9 photos or none at all (kept as they were): an edit cannot clear them.
    if (goods && goods.images.length > 0 && images.length === 0) {
      toast(t('gsGoods.gallery.needOne'));
      return;
    }
    try {
      await onSubmit({
        class_id: classId,
        sku_id: sku?.sku_id ?? 0,
        name: nameCheck.value,
        price: priceCheck.value,
        status,
        images,
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
      {classes.length === 0 ? (
        <p className="gs-field__error" role="alert">
          {t('gsGoods.cg.noClasses')}
        </p>
      ) : (
        <Chips
          label={t('gsGoods.cg.class')}
          showLabel
          options={classes.map((c) => ({ value: c.id, label: c.name }))}
          value={classId}
          onChange={setClassId}
          error={tried ? classError : null}
          testId="class-chips"
        />
      )}
      <SkuPicker picked={sku} onPick={pick} error={tried ? skuError : null} />
      <TextField
        label={t('gsGoods.cg.name')}
        value={name}
        onChange={setName}
        maxLength={70}
        error={tried && !nameCheck.ok ? nameCheck.error : null}
        testId="goods-name"
      />
      <TextField
        label={t('gsGoods.priceYuan')}
        value={price}
        onChange={setPrice}
        inputMode="decimal"
        error={(tried || price !== '') && !priceCheck.ok ? priceCheck.error : null}
        testId="goods-price"
      />
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
      </div>
      <LoadingButton block color="primary" size="large" onClick={submit}>
        {t('gsGoods.save')}
      </LoadingButton>
    </form>
  );
}
