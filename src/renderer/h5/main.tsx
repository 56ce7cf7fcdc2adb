/**
 * Entry of the consumer app: the start page and the four tabs here, every other page of the
 * pages/ tree and the two system routes from a lazily loaded map (./page-map, issue 21).
 */
import '../eager-styles';
import { lazy } from 'react';
import { HOME_TAB } from '../../shared/constants';
import { startApp } from '../core/bootstrap';
import type { PageLoader } from '../core/router/routes';

// the tabs of TAB_PAGES (shared/constants) and the start page: their routes are in the entry
const pages = import.meta.glob<PageLoader extends () => Promise<infer M> ? M : never>([
  '../pages/index/init.tsx',
  '../pages/index/index.tsx',
  '../pages/category/category.tsx',
  '../pages/cart/cart.tsx',
  '../pages/user/user.tsx',
]) as Record<string, PageLoader>;

startApp({
  client: 'h5',
  pages,
  morePages: () => import('./page-map').then((m) => m.pages),
  index: 'pages/index/init',
  home: HOME_TAB,
  container: document.getElementById('root') as HTMLElement,
  // unread counts and the in-app push banner (features/message), loaded after the first render
  Overlay: lazy(() =>
    import('../features/message/PushBanner').then((m) => ({ default: m.PushBanner })),
  ),
});
