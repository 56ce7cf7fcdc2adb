/** The photos of one cabinet goods (`?id=`): upload, reorder, delete, save. */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../../../../core/i18n/guishang/goods';
import * as api from '../../../../core/api/guishang-goods';
import type { CabinetGoodsDetail } from '../../../../core/api/guishang-goods';
import { ImageGalleryEditor } from '../../../../core/kiosk/ImageGalleryEditor';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../../../core/ui';

export default function CabinetGoodsImages() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [goods, setGoods] = useState<CabinetGoodsDetail | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setGoods(undefined);
    try {
      const g = await api.cabinetGoodsLoad(id);
      setGoods(g);
      setImages(g?.images ?? []);
    } catch {
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const save = async () => {
    if (!goods) return;
    if (uploading) {
      toast(t('gsGoods.gallery.wait'));
      return;
    }
    if (images.length === 0) {
      toast(t('gsGoods.gallery.needOne'));
      return;
    }
    try {
      await api.cabinetGoodsEdit({
        id: goods.id,
        class_id: goods.class_id,
        name: goods.name,
        price: goods.price,
        images,
      });
      toast(t('gsGoods.saved'));
      void navigate('/pages/guishang/guizi/goods', { replace: true });
    } catch {
      // shown by the wrapper; the gallery stays as arranged
    }
  };

  return (
    <PageFrame
      title={goods ? t('gsGoods.gallery.titleOf', { name: goods.name }) : t('gsGoods.photos')}
      page="pages/guishang/guizi/goods/img"
      footer={
        goods ? (
          <LoadingButton block color="primary" size="large" onClick={save}>
            {t('gsGoods.save')}
          </LoadingButton>
        ) : undefined
      }
    >
      {failed && <ErrorState onRetry={() => void load()} />}
      {goods === undefined && !failed && <ListSkeleton rows={2} />}
      {goods === null && <EmptyState title={t('gsGoods.notFound')} />}
      {goods && (
        <div className="gs-form">
          <ImageGalleryEditor
            key={goods.id}
            initial={goods.images}
            onChange={setImages}
            onBusyChange={setUploading}
          />
        </div>
      )}
    </PageFrame>
  );
}
