/**
 * Starts one of the two apps: i18n, the stores, the request
 * wrappers wired to the router and the stores, the page statistics, the hash router built from
 * the app's pages, and the start-up loads of ARCHITECTURE.md "Start-up".
 */
import './layout/app.css';
import { startTransition, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
// The declarative hash router, not the data router (createHashRouter): the app uses no loaders,
// actions or blockers, and the data router's code is 16 KB gzip of every first load.
import { HashRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { installHttp } from './api/client';
import { createHttp, createMerchantHttp } from './api/http';
import { configureFailureReporter } from './data/report';
import { terminalId } from './platform/terminal';
import { postStatistics } from './api/statistics';
import { connectSocket } from './api/socket';
import { ConsumerRealtime, installConsumerRealtime } from './realtime/consumer-realtime';
import { EVENTS } from '../../shared/realtime';
import { i18n, languageReady } from './i18n';
import { KEYS, storage } from './platform/storage';
import { runtimeConfig } from './platform/runtime';
import { appCssReady, leaveShellRoute, releaseShell, SHELL_MAX_MS } from './platform/shell';
import { RouterBridge, type RouterBridgeHooks } from './router/bridge';
import { buildRoutes, type PageLoader, type PageMapLoader } from './router/routes';
import { PageStatistics } from './router/statistics';
import { StoreProvider } from './stores/context';
import { RootStore } from './stores/root-store';
// Direct module imports, not the ui barrel: the entry chunk must not pull in every shared
// component that some lazy page uses (the barrel would hoist them all into the first load).
import './ui/ui.css';
import { alert, closeDialogs, toast } from './ui/feedback';
import { NotFound } from './ui/NotFound';
import { setServerOffsetMs } from './ui/server-time';
import { UiProvider } from './ui/UiProvider';
import { reaction } from 'mobx';

export interface StartOptions {
  client: 'h5' | 'kiosk';
  pages: Record<string, PageLoader>;
  /** the app's other pages, loaded on first use (a deep link, a link to a non-tab screen) */
  morePages?: PageMapLoader;
  /** the start route */
  index: string;
  /** where "home" is for the Not Found screen */
  home: string;
  container: HTMLElement;
  /** an extra frame around every page (the kiosk header) */
  Shell?: ComponentType<{ children: React.ReactNode }>;
  /** laid over every page, after the first render (the consumer app's push banner); lazy */
  Overlay?: ComponentType;
}

/** The current hash path without '#/', with its query. */
export function currentHashPath(): string {
  return location.hash.replace(/^#\/?/, '');
}

export function startApp(opts: StartOptions): { store: RootStore } {
  const cfg = runtimeConfig();
  const store = new RootStore();
  let navigate: (path: string) => void = (p) => {
    location.hash = `#/${p}`;
  };

  const language = () => i18n.language || 'zh-CN';
  const http = createHttp({
    base: () => cfg.apiBase,
    token: () => store.user.token,
    client: opts.client,
    language,
    currentPath: currentHashPath,
    navigate: (p) => navigate(p),
    saveReturnTarget: (p) => storage.set(KEYS.callback, encodeURIComponent(p)),
    logout: () => store.user.clear(),
    toast,
    alert: (m) => alert(m),
    loginExpiredMessage: () => i18n.t('common.loginExpired'),
    onServerTime: (s) => setServerOffsetMs(s * 1000 - Date.now()),
  });
  const merchantHttp = createMerchantHttp({
    base: () => cfg.merchantBase,
    token: () => store.merchant.token,
    terminalId,
    language,
    currentPath: currentHashPath,
    navigate: (p) => navigate(p),
    saveReturnTarget: (p) => storage.set(KEYS.merchantCallback, encodeURIComponent(p)),
    logout: () => store.merchant.clear(),
    alert: (m) => alert(m),
    toast,
  });
  installHttp(http, merchantHttp);
  // the one failure reporter (core/data) sends to login the way the wrappers do
  configureFailureReporter({
    navigate: (p) => navigate(p),
    currentPath: currentHashPath,
    saveReturnTarget: (p) =>
      storage.set(
        opts.client === 'kiosk' ? KEYS.merchantCallback : KEYS.callback,
        encodeURIComponent(p),
      ),
  });

  const { routes, resolve } = buildRoutes(opts.pages, {
    index: opts.index,
    notFound: () => <NotFound homePath={`/${opts.home}`} />,
    more: opts.morePages,
  });
  // The start page's chunk downloads now, beside the strings and the first render, rather than
  // when its route first renders (one round trip less before the first screen).
  void resolve(currentHashPath().split('?')[0] || opts.index)
    .then((load) => load?.())
    .catch(() => undefined);

  const Shell = opts.Shell;
  const appRoutes: RouteObject[] = Shell
    ? [{ element: <ShellOutlet Shell={Shell} />, children: routes }]
    : routes;

  const stats = new PageStatistics(
    (r, how) => postStatistics(cfg.adminBase, r, how),
    () => store.user.info?.user_id ?? 0,
    opts.client,
  );
  stats.pageView(currentHashPath() || opts.index);
  void appCssReady();
  // whatever the page does, the HTML's first view does not outstay SHELL_MAX_MS
  setTimeout(() => releaseShell('data'), SHELL_MAX_MS);
  stats.attach(document, window);
  // The router's navigate once it is mounted (until then the hash is set directly, which the
  // hash router picks up), and a page view per location change after the first.
  const bridge: RouterBridgeHooks = {
    onNavigate: (fn) => {
      navigate = (p) => void fn(`/${p.replace(/^\/+/, '')}`);
    },
    onLocation: (path) => {
      // issue 19 (brief C): a modal drawn outside the page does not survive a route change
      closeDialogs();
      // the HTML's first view belongs to the start route only (core/platform/shell.ts)
      leaveShellRoute(path, { '': opts.home, [opts.index]: opts.home });
      stats.pageView(path || opts.index);
    },
  };

  // Start-up loads (ARCHITECTURE.md): config, activity config, service phone, kf switch; with a
  // token the integral count; with a merchant token the merchant info.
  void store.config.load();
  if (store.user.hasLogin) {
    store.user.loadIntegration().catch(() => undefined);
    store.cart.refreshCount().catch(() => undefined);
  }
  if (store.merchant.hasLogin) {
    store.merchant.loadInfo(navigator.userAgent.slice(0, 100)).catch(() => undefined);
  }

  // Real-time: one consumer socket hub (core/realtime): with the user's token, or as a guest
  // while a live room needs it; reconnects when the session changes, and screens subscribe to
  // it by event name. The kiosk's merchant socket belongs to its session (features/cabinet/session.ts:
  // stock, orders, catch-up), so the kiosk opens no consumer socket.
  if (opts.client !== 'kiosk') {
    const realtime = new ConsumerRealtime((auth) => connectSocket(cfg.socketBase, auth));
    installConsumerRealtime(realtime);
    realtime.on(EVENTS.cartCount, (p) => store.cart.setCount(p.cart_count));
    realtime.on(EVENTS.sessionRevoked, () => store.user.clear());
    reaction(
      () => store.user.token,
      (token) => realtime.setToken(token),
      { fireImmediately: true },
    );
  }

  document.title = cfg.appTitle;

  // First render once the language's strings are there (Chinese is bundled: no wait; English is
  // one small chunk). A failed load renders in the fallback language rather than not at all.
  // The render starts in a task of its own (not in the one that evaluated the modules) and runs
  // as a transition, which React splits into slices of about 5 ms, yielding to the browser in
  // between. Measured reason (Lighthouse mobile, 4x CPU): the modules' evaluation and the whole
  // first render ran as single long tasks, 1.2–3.0 s of total blocking time.
  void languageReady.then(nextTask).then(() => {
    const root = createRoot(opts.container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <StoreProvider store={store}>
            <UiProvider>
              <HashRouter>
                <RouterBridge hooks={bridge} />
                <AppRoutes routes={appRoutes} />
              </HashRouter>
              {/* what the entry lays over every page (the consumer app's push banner) */}
              {opts.Overlay && (
                <Suspense fallback={null}>
                  <opts.Overlay />
                </Suspense>
              )}
            </UiProvider>
          </StoreProvider>
        </StrictMode>,
      ),
    );
  });
  return { store };
}

/** Resolves in a later task (a macrotask), so that work after it does not extend this one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function ShellOutlet({ Shell }: { Shell: ComponentType<{ children: React.ReactNode }> }) {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
