/**
 * Mine of a courier's session (issue 18, part B; pages/guishang/courier/mine): who is logged in
 * (the courier and its merchant) and logout. The merchant's Mine (money, cabinet) is not a
 * courier's.
 */
import '../strings/courier';
import '../strings/stock';
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../../core/stores/context';
import { PageFrame } from '../../../core/ui';
import { useGuardedConfirm, useOnce } from '../courier-parts';
import { KioskTabs } from '../KioskTabs';

const CourierMine = observer(function CourierMine() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useStores();
  const ask = useGuardedConfirm();
  const logout = useOnce(async () => {
    if (!(await ask(t('gsStock.my.logoutConfirm')))) return;
    await merchant.logout();
    void navigate('/pages/guishang/login/login', { replace: true });
  });
  return (
    <PageFrame
      title={t('gsStock.my.title')}
      page="pages/guishang/courier/mine"
      back={false}
      className="kiosk-page"
      footer={<KioskTabs />}
    >
      <section className="kiosk-card kiosk-my__who">
        <h2 data-testid="my-name">{merchant.user?.courier_name || merchant.user?.name || '—'}</h2>
        <p>{merchant.user?.name}</p>
      </section>
      <Button
        block
        color="danger"
        fill="outline"
        onClick={() => void logout()}
        data-testid="my-logout"
      >
        {t('gsCourier.orders.logout')}
      </Button>
    </PageFrame>
  );
});

export default CourierMine;
