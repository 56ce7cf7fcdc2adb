/** Entry of the kiosk app: locked to the merchant cabinet pages (pages/guishang/**). */
import '../eager-styles';
import { startApp } from '../core/bootstrap';
import type { PageLoader } from '../core/router/routes';
import { KioskShell } from '../features/cabinet/KioskShell';
import { registerKioskServiceWorker } from './sw-register';

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

// offline navigation (issue 18): the precache worker, skipped in Electron and on plain-http hosts
registerKioskServiceWorker();
