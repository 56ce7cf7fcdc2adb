/** Edit one shop goods (`?id=`). */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import type { ShopGoodsDetail } from '../goods/api';
import { ErrorState, ListSkeleton, PageFrame, toast } from '../../../core/ui';
import { ShopGoodsForm } from '../goods';

export default function ShopGoodsEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [goods, setGoods] = useState<ShopGoodsDetail | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setGoods(null);
    try {
      setGoods((await api.shopGoodsDetail(id)).data);
    } catch {
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame title={t('gsGoods.sg.editTitle')} page="pages/guishang/goods/edit">
      {failed && <ErrorState onRetry={() => void load()} />}
      {!goods && !failed && <ListSkeleton rows={3} />}
      {goods && (
        <ShopGoodsForm
          key={goods.id}
          goods={goods}
          onSubmit={async ({ stock: _stock, ...v }) => {
            await api.shopGoodsEdit({ ...v, id: goods.id });
            toast(t('gsGoods.saved'));
            void navigate('/pages/guishang/goods/goods', { replace: true });
          }}
        />
      )}
    </PageFrame>
  );
}
