/**
 * The console's moderation area (issue 23, moderation): `/moderation/live` (the default),
 * `/moderation/posts`, `/moderation/reviews`, `/moderation/shops`, `/moderation/settings`, as
 * tabs; each list keeps its filters in the URL.
 */
import { Tabs, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LiveScreen } from './LiveScreen';
import { PostsScreen } from './PostsScreen';
import { ReviewsScreen } from './ReviewsScreen';
import { SettingsScreen } from './SettingsScreen';
import { ShopsScreen } from './ShopsScreen';
import './strings';

const TABS = ['live', 'posts', 'reviews', 'shops', 'settings'] as const;

export default function ModerationArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find((tab) => pathname.includes(`/moderation/${tab}`)) ?? 'live';
  return (
    <>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.moderation.title')}
      </Typography.Title>
      <Tabs
        activeKey={current}
        onChange={(k) => navigate(`/moderation/${k}`)}
        items={TABS.map((tab) => ({
          key: tab,
          label: (
            <span data-testid={`mod-tab-${tab}`}>
              {t(dynamicKey('console.moderation.tabs', tab))}
            </span>
          ),
        }))}
      />
      <Routes>
        <Route index element={<Navigate to="live" replace />} />
        <Route path="live" element={<LiveScreen />} />
        <Route path="posts" element={<PostsScreen />} />
        <Route path="reviews" element={<ReviewsScreen />} />
        <Route path="shops" element={<ShopsScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="*" element={<Navigate to="live" replace />} />
      </Routes>
    </>
  );
}
