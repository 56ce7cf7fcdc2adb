/** Entry of the kiosk app: locked to the merchant cabinet pages (pages/guishang/**). */
// The styles every screen of the first load relies on, in the order they cascade; the kernel's
// app.css first (features' styles come with the entry, never through the kernel).
import '../core/layout/app.css';
import '../features/cart/detail-cart.css';
import '../features/catalogue/catalogue.css';
import '../features/wallet/wallet.css';
import '../features/checkout/checkout.css';
import '../features/orders/orders.css';
import '../features/account/account.css';
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
