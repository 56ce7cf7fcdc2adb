/**
 * Home and content (issue 23, part content): banners, the zone grid, notices and articles,
 * message-centre announcements, agreement versions, hot search words and customer service, and
 * the group-gift zone (QR code, notice, coupons).
 * Each tab is a route (`/content/<tab>`), so the back button returns to the previous tab.
 */
import { Tabs, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { dynamicKey } from '../../../../core/i18n/typed';
import { AgreementsTab } from './AgreementsTab';
import { AnnouncementsTab } from './AnnouncementsTab';
import { ArticlesTab } from './ArticlesTab';
import { BannersTab } from './BannersTab';
import { GroupGiftTab } from './GroupGiftTab';
import { SearchServiceTab } from './SearchServiceTab';
import { ZonesTab } from './ZonesTab';
import './strings';

const TABS = [
  ['banners', BannersTab],
  ['zones', ZonesTab],
  ['articles', ArticlesTab],
  ['announcements', AnnouncementsTab],
  ['agreements', AgreementsTab],
  ['search', SearchServiceTab],
  ['groupGift', GroupGiftTab],
] as const;

export default function ContentArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = TABS.find(([k]) => pathname.endsWith(`/content/${k}`))?.[0] ?? 'banners';
  return (
    <div>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.content.title')}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(k) => navigate(`/content/${k}`)}
        items={TABS.map(([k]) => ({ key: k, label: t(dynamicKey('console.content.tabs', k)) }))}
      />
      <Routes>
        <Route index element={<Navigate to="banners" replace />} />
        {TABS.map(([k, Tab]) => (
          <Route key={k} path={k} element={<Tab />} />
        ))}
      </Routes>
    </div>
  );
}
