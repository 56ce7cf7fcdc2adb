/**
 * The console's money area (issue 20, money; permission `money.read`): withdrawals (the default),
 * payment trades, a user's wallet ledgers and payment reconciliation (issue 22), as sub-routes
 * under `/money` with tabs.
 */
import { Tabs, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import ChecksScreen from './ChecksScreen';
import LedgerScreen from './LedgerScreen';
import TradesScreen from './TradesScreen';
import WithdrawalsScreen from './WithdrawalsScreen';
import './strings';

const TABS = ['withdrawals', 'trades', 'ledger', 'checks'] as const;

export default function MoneyArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active =
    TABS.find((k) => k !== 'withdrawals' && pathname.startsWith(`/money/${k}`)) ?? 'withdrawals';
  return (
    <div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.money.title')}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(k === 'withdrawals' ? '/money' : `/money/${k}`)}
        items={TABS.map((k) => ({ key: k, label: t(`console.money.tabs.${k}`) }))}
        data-testid="money-tabs"
      />
      <Routes>
        <Route index element={<WithdrawalsScreen />} />
        <Route path="trades" element={<TradesScreen />} />
        <Route path="ledger" element={<LedgerScreen />} />
        <Route path="checks" element={<ChecksScreen />} />
      </Routes>
    </div>
  );
}
