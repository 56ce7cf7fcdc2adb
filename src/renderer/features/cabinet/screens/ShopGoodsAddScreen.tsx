/** New shop goods with its photos and initial warehouse stock. */
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { PageFrame, toast } from '../../../core/ui';
import { ShopGoodsForm } from '../goods';

export default function ShopGoodsAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('gsGoods.sg.addTitle')} page="pages/guishang/goods/add">
      <ShopGoodsForm
        onSubmit={async (v) => {
          await api.shopGoodsAdd(v);
          toast(t('gsGoods.saved'));
          void navigate('/pages/guishang/goods/goods', { replace: true });
        }}
      />
    </PageFrame>
  );
}
