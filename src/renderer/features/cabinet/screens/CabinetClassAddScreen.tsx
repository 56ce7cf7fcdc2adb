/** New cabinet class. */
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { PageFrame, toast } from '../../../core/ui';
import { ClassForm } from '../goods';

export default function CabinetClassAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('gsGoods.class.addTitle')} page="pages/guishang/guizi/class/add">
      <ClassForm
        onSubmit={async (name, sort) => {
          await api.cabinetClassAdd(name, sort);
          toast(t('gsGoods.saved'));
          void navigate('/pages/guishang/guizi/class/list', { replace: true });
        }}
      />
    </PageFrame>
  );
}
