/**
 * The console's frame (issue 20): antd's ConfigProvider (brand colour, zh_CN / en_US), the hash
 * router with the console's own routes (not the shop's spec screens), the session guard (login →
 * TOTP enrolment when the role requires it → the console) and the permission guard of each
 * area. Screens other than the login and the layout load lazily; the areas of areas/ (areas.ts)
 * are routed under `/<area>/*`, each rendering its own sub-routes.
 */
import { App, ConfigProvider, Result, Spin, Button } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { OpsPermission } from '../../../shared/rules/ops-permissions';
import { AREA_SCREENS } from './areas';
import { SessionContext, useSession } from './context';
import { bindFeedback } from './feedback';
import { ConsoleLayout } from './Layout';
import { MENU } from './menu';
import { PageSpin } from './PageSpin';
import { LoginScreen } from './screens/LoginScreen';
import type { ConsoleSession } from './session-store';
import './strings';
import { consoleTheme } from './theme';
import './console.css';

const HomeScreen = lazy(() => import('./screens/HomeScreen'));
const AuditScreen = lazy(() => import('./screens/AuditScreen'));
const OperatorsScreen = lazy(() => import('./screens/OperatorsScreen'));
const EnrolScreen = lazy(() => import('./screens/EnrolScreen'));

function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    bindFeedback(app);
    return () => bindFeedback(null);
  }, [app]);
  return null;
}

/** Only with a session; sends to the login (keeping where the operator was) or the enrolment. */
const RequireSession = observer(function RequireSession({
  children,
  enrolment = false,
}: {
  children: ReactNode;
  enrolment?: boolean;
}) {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  if (session.status === 'checking') {
    return (
      <div className="console-center" data-testid="console-checking">
        <Spin size="large" />
        <span>{t('console.layout.checking')}</span>
      </div>
    );
  }
  if (session.status === 'offline') {
    return (
      <Result
        status="warning"
        title={t('console.layout.offline')}
        extra={
          <Button type="primary" onClick={() => void session.restore()}>
            {t('console.layout.retry')}
          </Button>
        }
      />
    );
  }
  if (session.status === 'anonymous') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.needsEnrolment && !enrolment) return <Navigate to="/enrol" replace />;
  if (!session.needsEnrolment && enrolment) return <Navigate to="/" replace />;
  return <>{children}</>;
});

/** An area the operator's role may not use answers 403 (the server refuses it anyway). */
const RequirePermission = observer(function RequirePermission({
  permission,
  children,
}: {
  permission: OpsPermission;
  children: ReactNode;
}) {
  const session = useSession();
  const { t } = useTranslation();
  if (!session.can(permission)) {
    return <Result status="403" title="403" subTitle={t('console.layout.forbidden')} />;
  }
  return <>{children}</>;
});

function NotFoundScreen() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('console.layout.notFound')} />;
}

export const ConsoleApp = observer(function ConsoleApp({ session }: { session: ConsoleSession }) {
  const { i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={consoleTheme}>
      <App>
        <FeedbackBridge />
        <SessionContext.Provider value={session}>
          <HashRouter>
            <Suspense fallback={<PageSpin />}>
              <Routes>
                <Route path="/login" element={<LoginScreen />} />
                <Route
                  path="/enrol"
                  element={
                    <RequireSession enrolment>
                      <EnrolScreen />
                    </RequireSession>
                  }
                />
                <Route
                  element={
                    <RequireSession>
                      <ConsoleLayout />
                    </RequireSession>
                  }
                >
                  <Route index element={<HomeScreen />} />
                  <Route
                    path="audit"
                    element={
                      <RequirePermission permission="audit.read">
                        <AuditScreen />
                      </RequirePermission>
                    }
                  />
                  <Route
                    path="operators"
                    element={
                      <RequirePermission permission="operators.manage">
                        <OperatorsScreen />
                      </RequirePermission>
                    }
                  />
                  {MENU.map(({ area, path, permission }) => {
                    const Screen = AREA_SCREENS.get(area);
                    if (!Screen || !permission) return null;
                    return (
                      <Route
                        key={area}
                        path={`${path.slice(1)}/*`}
                        element={
                          <RequirePermission permission={permission}>
                            <Screen />
                          </RequirePermission>
                        }
                      />
                    );
                  })}
                  <Route path="*" element={<NotFoundScreen />} />
                </Route>
              </Routes>
            </Suspense>
          </HashRouter>
        </SessionContext.Provider>
      </App>
    </ConfigProvider>
  );
});
