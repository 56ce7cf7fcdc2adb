/** New cabinet goods (`?class_id=` preselects a class). */
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { PageFrame, toast } from '../../../core/ui';
import { CabinetGoodsForm } from '../goods';

export default function CabinetGoodsAdd() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <PageFrame title={t('gsGoods.cg.addTitle')} page="pages/guishang/guizi/goods/add">
      <CabinetGoodsForm
        initialClassId={Number(params.get('class_id')) || undefined}
        onSubmit={async (v) => {
          await api.cabinetGoodsAdd(v);
          toast(t('gsGoods.saved'));
          void navigate('/pages/guishang/guizi/goods', { replace: true });
        }}
      />
    </PageFrame>
  );
}
