/** The photos of one cabinet goods (`?id=`): upload, reorder, delete, save. */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { ImageGalleryEditor } from '../ImageGalleryEditor';
import { LoadingButton, PageFrame, toast } from '../../../core/ui';
import { GoodsLoadStates, useCabinetGoods } from '../goods/parts';

export default function CabinetGoodsImages() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const loaded = useCabinetGoods(id);
  const goods = loaded.goods;
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    if (goods) setImages(goods.images);
  }, [goods]);

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
      <GoodsLoadStates state={loaded} skeletonRows={2} />
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
