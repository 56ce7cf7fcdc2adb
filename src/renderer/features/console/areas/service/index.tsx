/**
 * The console's customer service area (issue 20, part `service`): two tabs, the platform's chat
 * inbox (`/service`, the conversation in `?c=<id>`) and the complaints queue
 * (`/service/complaints`, filters in the URL).
 */
import { Space, Tabs, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ComplaintsScreen } from './ComplaintsScreen';
import { InboxScreen } from './InboxScreen';
import './strings';

export default function ServiceArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tab = pathname.replace(/\/+$/, '').endsWith('/complaints') ? 'complaints' : 'inbox';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('console.service.title')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(key === 'complaints' ? '/service/complaints' : '/service')}
        items={[
          { key: 'inbox', label: t('console.service.tabs.inbox') },
          { key: 'complaints', label: t('console.service.tabs.complaints') },
        ]}
        style={{ marginBottom: -16 }}
        data-testid="service-tabs"
      />
      <Routes>
        <Route index element={<InboxScreen />} />
        <Route path="complaints" element={<ComplaintsScreen />} />
      </Routes>
    </Space>
  );
}
