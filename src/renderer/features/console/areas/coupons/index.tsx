/**
 * The console's coupons area (issue 23, coupons; permission `promo.read`, writes `promo.write`):
 * coupon templates (the default), sign-in points rules and full-reduction rules, as sub-routes
 * under `/coupons` with tabs.
 */
import { Tabs, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import CouponsScreen from './CouponsScreen';
import { FullReductionScreen, SignRulesScreen } from './RulesScreens';
import './strings';

const TABS = ['templates', 'sign', 'full'] as const;

export default function CouponsArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active =
    TABS.find((k) => k !== 'templates' && pathname.startsWith(`/coupons/${k}`)) ?? 'templates';
  return (
    <div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.coupons.title')}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(k === 'templates' ? '/coupons' : `/coupons/${k}`)}
        items={TABS.map((k) => ({ key: k, label: t(`console.coupons.tabs.${k}`) }))}
        data-testid="coupons-tabs"
      />
      <Routes>
        <Route index element={<CouponsScreen />} />
        <Route path="sign" element={<SignRulesScreen />} />
        <Route path="full" element={<FullReductionScreen />} />
      </Routes>
    </div>
  );
}
