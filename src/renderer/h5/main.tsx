/** Entry of the consumer app: every page of the pages/ tree plus the two system routes. */
import '../eager-styles';
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
  // unread counts and the in-app push banner (features/message), loaded after the first render
  Overlay: lazy(() =>
    import('../features/message/PushBanner').then((m) => ({ default: m.PushBanner })),
  ),
});
