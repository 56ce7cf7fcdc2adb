/** Entry of the kiosk app: locked to the merchant cabinet pages (pages/guishang/**). */
import '../eager-styles';
import { startApp } from '../core/bootstrap';
import type { PageLoader } from '../core/router/routes';
import { KioskShell } from '../features/cabinet/KioskShell';

const pages = import.meta.glob<PageLoader extends () => Promise<infer M> ? M : never>([
  '../pages/guishang/**/*.tsx',
  '!../pages/**/_parts/**',
  '!../**/*.test.tsx',
]) as Record<string, PageLoader>;

startApp({
  client: 'kiosk',
  pages,
  index: 'pages/guishang/index/index',
  home: 'pages/guishang/index/index',
  container: document.getElementById('root') as HTMLElement,
  Shell: KioskShell,
});
