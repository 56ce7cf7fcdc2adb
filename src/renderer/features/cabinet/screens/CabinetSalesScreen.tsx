/** Cabinet sales of all the merchant's cabinets, live; unpaid ones can be collected again. */
import '../strings/trade';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '../../../core/ui';
import { CabinetOrderList } from '../trade/CabinetOrderList';

export default function CabinetSales() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame
      title={t('gsTrade.list.title')}
      page="pages/guishang/order/list"
      homePath="/pages/guishang/index/index"
      right={
        <Button
          size="small"
          color="primary"
          onClick={() => void navigate('/pages/guishang/order/form')}
        >
          {t('gsTrade.form.title')}
        </Button>
      }
    >
      <CabinetOrderList cabinetId={null} />
    </PageFrame>
  );
}
