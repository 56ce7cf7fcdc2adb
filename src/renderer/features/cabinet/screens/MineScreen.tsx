/**
 * Mine (kiosk tab 2): the merchant's name and account, the money balance, this terminal's
 * cabinet (sent in the socket handshake), a grouped menu of every kiosk area (issue 18), the
 * language, the version and logout.
 */
import '../strings/stock';
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { moneyInfo } from '../trade/orders-api';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '../../../core/i18n';
import { useKiosk } from '../hooks';
import { KioskTabs } from '../KioskTabs';
import { MineMenu } from './parts/MineMenu';
import { Chips, useCabinets } from '../parts';
import { useStores } from '../../../core/stores/context';
import { confirm, ErrorState, ListSkeleton, PageFrame, Price } from '../../../core/ui';

const APP_VERSION = '1.0.1';

const Mine = observer(function Mine() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant } = useStores();
  const kiosk = useKiosk();
  const { state: cabinets, reload } = useCabinets();
  const [balance, setBalance] = useState<number | null | undefined>(undefined);
  const [lang, setLang] = useState<Language>(currentLanguage());
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!merchant.hasLogin) {
      void navigate('/pages/guishang/login/login', { replace: true });
      return;
    }
    let live = true;
    moneyInfo().then(
      (res) => live && setBalance(res.data.balance),
      () => live && setBalance(null),
    );
    return () => {
      live = false;
    };
  }, [merchant.hasLogin, navigate]);
  if (!merchant.hasLogin) return null;

  const logout = async () => {
    if (!(await confirm(t('gsStock.my.logoutConfirm')))) return;
    setLeaving(true);
    try {
      await merchant.logout();
      void navigate('/pages/guishang/login/login', { replace: true });
    } finally {
      setLeaving(false);
    }
  };

  return (
    <PageFrame
      title={t('gsStock.my.title')}
      page="pages/guishang/my/my"
      back={false}
      className="kiosk-page"
      footer={<KioskTabs />}
    >
      <section className="kiosk-card kiosk-my__who">
        <h2 data-testid="my-name">{merchant.user?.name ?? '—'}</h2>
        <p>
          {t('gsStock.my.account')}:{' '}
          <span data-testid="my-account">{merchant.user?.account ?? '—'}</span>
        </p>
      </section>

      <section className="kiosk-card kiosk-my__money">
        <h2>{t('gsStock.my.balance')}</h2>
        <div data-testid="my-balance">
          {balance === undefined ? '…' : balance === null ? '—' : <Price fen={balance} size="lg" />}
        </div>
        <Button onClick={() => void navigate('/pages/guishang/money/money')}>
          {t('gsStock.shortcut.money')}
        </Button>
      </section>

      <section className="kiosk-card">
        <h2>{t('gsStock.my.cabinet')}</h2>
        <p className="kiosk-hint">{t('gsStock.my.cabinetHint')}</p>
        {cabinets.status === 'loading' && <ListSkeleton rows={1} />}
        {cabinets.status === 'error' && <ErrorState onRetry={reload} />}
        {cabinets.status === 'ready' && (
          <Chips
            label={t('gsStock.my.cabinet')}
            testId="terminal-cabinet"
            value={kiosk.cabinet?.id ?? 0}
            onChange={(id) => {
              const c = cabinets.data.find((x) => x.id === id);
              kiosk.setCabinet(c ? { id: c.id, name: c.name } : null);
            }}
            options={[
              { value: 0, label: t('gsStock.my.cabinetNone') },
              ...cabinets.data.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        )}
      </section>

      <MineMenu />

      {/* the chips' own label names the language once (issue 18: it used to show twice) */}
      <section className="kiosk-card kiosk-my__language">
        <Chips
          label={t('gsStock.my.language')}
          value={lang}
          testId="my-language"
          onChange={(l) => {
            setLang(l);
            void setLanguage(l);
          }}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`gsStock.my.lang.${l}`) }))}
        />
      </section>

      <section className="kiosk-card kiosk-my__version">
        <span>{t('gsStock.my.version')}</span>
        <strong data-testid="my-version">{APP_VERSION}</strong>
      </section>

      <Button
        block
        color="danger"
        fill="outline"
        loading={leaving}
        disabled={leaving}
        onClick={() => void logout()}
      >
        {t('kiosk.logout')}
      </Button>
    </PageFrame>
  );
});

export default Mine;
