/**
 * The merchant cabinet domain (柜商 guishang, the kiosk's `/api/admin/*` API; docs/glossary.md):
 * the merchant session, cabinets with their classes, goods, slots and stock, courier restock,
 * cabinet sales, the merchant's shop (categories and goods), its consumer orders, addresses,
 * purchase (进货 jinhuo: supplier goods, cart and purchase orders) and money.
 * Registers the payment kind `purchase` and the purchase order sweeper.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantAddressRoutes } from './address.routes';
import { merchantAuthRoutes } from './auth.routes';
import { cabinetGoodsRoutes } from './cabinet-goods.routes';
import { cabinetOrderRoutes } from './cabinet-order.routes';
import { merchantOrderRoutes } from './merchant-order.routes';
import { moneyRoutes } from './money.routes';
import { purchaseRoutes, startPurchaseSweeper } from './purchase.routes';
import { reportRoutes } from './report.routes';
import { registerPurchaseKind } from './purchase.service';
import { restockRoutes } from './restock.routes';
import { shopRoutes } from './shop.routes';
import { stockRoutes } from './stock.routes';
// issue 18 part A (slots): cabinet set-up, home summary, alerts, terminals
import { slotRoutes } from './slot.routes';
// issue 18, part B (courier)
import { courierRoutes } from './courier.routes';
// issue 18 part C follow-up (settle)
import { skuSearchRoutes } from './sku-search.routes';

/** The merchant session routes (login, info, password, logout). */
export { merchantAuthRoutes };

/** Everything of the cabinet domain but the merchant session. */
export function cabinetRoutes(fastify: FastifyInstance, app: AppContext): void {
  cabinetGoodsRoutes(fastify, app);
  stockRoutes(fastify, app);
  restockRoutes(fastify, app);
  // cabinet sales (and their deadline sweeper)
  cabinetOrderRoutes(fastify, app);
  registerPurchaseKind();
  shopRoutes(fastify, app);
  merchantOrderRoutes(fastify, app);
  merchantAddressRoutes(fastify, app);
  purchaseRoutes(fastify, app);
  moneyRoutes(fastify, app);
  startPurchaseSweeper(fastify, app);
  // issue 18 (brief D): cabinet reports and their CSV export
  reportRoutes(fastify, app);
  // issue 18 part A (slots)
  slotRoutes(fastify, app);
  // issue 18, part B (courier): couriers, work orders, abnormal handling
  courierRoutes(fastify, app);
  // issue 18 part C follow-up (settle): the picker's received supply SKUs
  skuSearchRoutes(fastify, app);
}
