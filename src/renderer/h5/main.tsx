/** Entry of the consumer app: every page of the pages/ tree plus the two system routes. */
// The styles every screen of the first load relies on, in the order they cascade; the kernel's
// app.css first (features' styles come with the entry, never through the kernel).
import '../core/layout/app.css';
import '../features/cart/detail-cart.css';
import '../features/catalogue/catalogue.css';
import '../features/wallet/wallet.css';
import '../features/checkout/checkout.css';
import '../features/orders/orders.css';
import '../features/account/account.css';
import { lazy } from 'react';
import { HOME_TAB } from '../../shared/constants';
import { startApp } from '../core/bootstrap';
import type { PageLoader } from '../core/router/routes';

const pages = import.meta.glob<PageLoader extends () => Promise<infer M> ? M : never>([
  '../pages/**/*.tsx',
  '../system/*.tsx',
  '!../pages/**/_parts/**',
  '!../**/*.test.tsx',
]) as Record<string, PageLoader>;

startApp({
  client: 'h5',
  pages,
  index: 'pages/index/init',
  home: HOME_TAB,
  container: document.getElementById('root') as HTMLElement,
  // unread counts and the in-app push banner (features/messages), loaded after the first render
  Overlay: lazy(() =>
    import('../features/messages/PushBanner').then((m) => ({ default: m.PushBanner })),
  ),
});
