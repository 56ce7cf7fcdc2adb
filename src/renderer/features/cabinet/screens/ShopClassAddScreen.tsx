/** New shop category. */
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { PageFrame, toast } from '../../../core/ui';
import { ClassForm } from '../goods';

export default function ShopClassAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('gsGoods.class.shopAddTitle')} page="pages/guishang/shop/class/add">
      <ClassForm
        onSubmit={async (name, sort) => {
          await api.shopClassAdd(name, sort);
          toast(t('gsGoods.saved'));
          void navigate('/pages/guishang/shop/class/class', { replace: true });
        }}
      />
    </PageFrame>
  );
}
