/**
 * The merchant trade area (docs/api-guishang.md "Trade"): shop categories and goods, the
 * merchant's consumer orders, addresses, supplier goods, cart and purchase orders, money.
 * Registers payment kind `purchase` and the purchase order sweeper.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantAddressRoutes } from './address.routes';
import { merchantOrderRoutes } from './merchant-order.routes';
import { moneyRoutes } from './money.routes';
import { purchaseRoutes, startPurchaseSweeper } from './purchase.routes';
import { registerPurchaseKind } from './purchase.service';
import { shopRoutes } from './shop.routes';

export function tradeRoutes(fastify: FastifyInstance, app: AppContext): void {
  registerPurchaseKind();
  shopRoutes(fastify, app);
  merchantOrderRoutes(fastify, app);
  merchantAddressRoutes(fastify, app);
  purchaseRoutes(fastify, app);
  moneyRoutes(fastify, app);
  startPurchaseSweeper(fastify, app);
}
