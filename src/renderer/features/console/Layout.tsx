/**
 * The console's layout (issue 20; UI.md "Operator console"): a side menu by area showing only
 * what the operator's role may use (menu.ts), breadcrumbs from the route, and a header with the
 * operator, their role, the language switch and logout.
 */
import { Breadcrumb, Button, Layout, Menu, Segmented, Space, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useTranslation } from '../../core/i18n';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { currentLanguage, setLanguage, type Language } from '../../core/i18n';
import { dynamicKey } from '../../core/i18n/typed';
import { BUILT_AREAS } from './areas';
import { useSession } from './context';
import { breadcrumbsOf, entryOfPath, MENU, visibleMenu } from './menu';
import { PageSpin } from './PageSpin';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import './strings';

const { Sider, Header, Content } = Layout;

export const ConsoleLayout = observer(function ConsoleLayout() {
  const session = useSession();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const operator = session.operator;
  const entries = visibleMenu(operator?.permissions ?? [], BUILT_AREAS);
  const selected = entryOfPath(location.pathname)?.area ?? '';
  const crumbs = breadcrumbsOf(location.pathname);
  const pathOf = (area: string) => MENU.find((e) => e.area === area)?.path ?? '/';

  const logout = async () => {
    await session.logout();
    void navigate('/login', { replace: true });
  };

  return (
    <Layout className="console-layout">
      <Sider width={220} theme="dark" className="console-sider">
        <div className="console-logo">{t('console.title')}</div>
        <Menu
          theme="dark"
          mode="inline"
          data-testid="console-menu"
          selectedKeys={[selected]}
          items={entries.map((e) => ({
            key: e.area,
            label: <Link to={e.path}>{t(dynamicKey('console.areas', e.area))}</Link>,
          }))}
        />
      </Sider>
      <Layout>
        <Header className="console-header">
          <Breadcrumb
            data-testid="console-breadcrumbs"
            items={crumbs.map((area, i) => ({
              key: area,
              title:
                i < crumbs.length - 1 ? (
                  <Link to={pathOf(area)}>{t(dynamicKey('console.areas', area))}</Link>
                ) : (
                  t(dynamicKey('console.areas', area))
                ),
            }))}
          />
          <Space size="middle">
            <Space size={6} data-testid="console-operator">
              <Typography.Text strong>{operator?.name}</Typography.Text>
              {operator && <Tag color="red">{t(dynamicKey('console.roles', operator.role))}</Tag>}
            </Space>
            <Segmented<Language>
              size="small"
              aria-label={t('console.layout.language')}
              value={currentLanguage()}
              onChange={(lang) => void setLanguage(lang)}
              options={[
                { label: '中文', value: 'zh-CN' },
                { label: 'EN', value: 'en' },
              ]}
            />
            <Button onClick={() => void logout()}>{t('console.layout.logout')}</Button>
          </Space>
        </Header>
        <Content className="console-content">
          <ScreenErrorBoundary resetKey={location.pathname}>
            <Suspense fallback={<PageSpin />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Content>
      </Layout>
    </Layout>
  );
});
