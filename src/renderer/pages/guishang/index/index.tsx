/** Cabinet home: the merchant's cabinets with slot counts and stock on hand. */
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as merchantApi from '../../../core/api/merchant';
import type { CabinetSummary } from '../../../core/api/merchant';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';

const CabinetHome = observer(function CabinetHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useStores();
  const [list, setList] = useState<CabinetSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const res = await merchantApi.cabinetList();
      setList(res.data.list);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!merchant.hasLogin) {
      void navigate('/pages/guishang/login/login', { replace: true });
      return;
    }
    void load();
  }, [merchant.hasLogin, load, navigate]);

  return (
    <PageFrame
      title={t('kiosk.home')}
      page="pages/guishang/index/index"
      back={false}
      right={
        <Button
          size="small"
          onClick={() =>
            void merchant
              .logout()
              .then(() => navigate('/pages/guishang/login/login', { replace: true }))
          }
        >
          {t('kiosk.logout')}
        </Button>
      }
    >
      <p className="kiosk-welcome" data-testid="merchant-name">
        {t('kiosk.welcome', { name: merchant.user?.name ?? '' })}
      </p>
      <h2 className="section-title">{t('kiosk.cabinets')}</h2>
      {failed && <ErrorState onRetry={() => void load()} />}
      {!list && !failed && <ListSkeleton rows={2} />}
      {list && list.length === 0 && <EmptyState title={t('kiosk.noCabinets')} />}
      {list && list.length > 0 && (
        <ul className="kiosk-cabinets">
          {list.map((c) => (
            <li key={c.id} className="kiosk-cabinet" data-testid="cabinet">
              <h3>{c.name}</h3>
              <p className="kiosk-cabinet__code">{c.code}</p>
              <p>{c.address}</p>
              <dl>
                <div>
                  <dt>{t('kiosk.slots')}</dt>
                  <dd>{c.slots}</dd>
                </div>
                <div>
                  <dt>{t('kiosk.stock')}</dt>
                  <dd>{c.quantity}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
});

export default CabinetHome;
