/**
 * A cabinet goods: class, the shop SKU it sells (can be changed when editing), name, price in
 * yuan (saved in fen), status and photos. Bad input is marked inline and nothing is sent.
 */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { formatFen } from '../../../../shared/rules/money';
import * as api from './api';
import type { CabinetGoodsDetail } from './api';
import { ErrorState, ListSkeleton, toast } from '../../../core/ui';
import { Chips, scrollToFirstError } from './fields';
import {
  GoodsFormFrame,
  GoodsNameField,
  PhotosField,
  PriceField,
  SaleStatusChips,
  useClassList,
} from './parts';
import { checkName, checkPrice } from './rules';
import { SkuPicker, type PickedSku } from './SkuPicker';
import '../strings/goods';

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
  const { list: classes, failed, load } = useClassList(api.cabinetClassList);
  const [classId, setClassId] = useState(goods?.class_id ?? initialClassId ?? 0);
  const [sku, setSku] = useState<PickedSku | null>(goods ? pickedOf(goods) : null);
  const [name, setName] = useState(goods?.name ?? '');
  const [price, setPrice] = useState(goods ? formatFen(goods.price) : '');
  const [status, setStatus] = useState(goods?.status ?? 1);
  const [images, setImages] = useState<string[]>(goods?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);

  const pick = (g: PickedSku | null) => {
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
    <GoodsFormFrame onSubmit={submit}>
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
      <GoodsNameField
        label={t('gsGoods.cg.name')}
        value={name}
        onChange={setName}
        tried={tried}
        error={nameCheck.ok ? null : nameCheck.error}
      />
      <PriceField
        value={price}
        onChange={setPrice}
        tried={tried}
        error={priceCheck.ok ? null : priceCheck.error}
      />
      <SaleStatusChips value={status} onChange={setStatus} />
      <PhotosField initial={goods?.images ?? []} onChange={setImages} onBusyChange={setUploading} />
    </GoodsFormFrame>
  );
}
