/**
 * Merchant cabinet area, cabinets and their goods (docs/api-guishang.md): cabinet detail,
 * cabinet classes and goods. Merchant routes: HTTP 401/422; a merchant only sees and changes its
 * own cabinets, classes and goods (another's id answers 422 "not found").
 */
import type { FastifyInstance } from 'fastify';
import { CABINET } from '../../../shared/contract/cabinet';
import type { AppContext } from '../../context';
import { namedClassRoutes } from '../../lib/named-class';
import { merchantRoute } from '../../lib/route';
import {
  addCabinetGoods,
  cabinetClasses,
  cabinetGoodsDetail,
  cabinetGoodsList,
  editCabinetGoods,
  removeCabinetGoods,
} from './cabinet-goods.service';
import { cabinetDetailFor } from './restock.service';

export function cabinetGoodsRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET.detail,
    // a courier too, of the cabinets it restocks (issue 18, restock.service.ts)
    auth: 'courier',
    handler: ({ merchant, input, lang }) => cabinetDetailFor(app, merchant, input.cabinet_id, lang),
  });

  namedClassRoutes(fastify, app, cabinetClasses);

  // --- cabinet goods: a shop SKU with the merchant's own name, price, images and class ---

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET.goodsList,
    auth: 'required',
    handler: ({ merchant, input }) => cabinetGoodsList(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET.goodsDetail,
    auth: 'required',
    handler: ({ merchant, input, lang }) => cabinetGoodsDetail(app, merchant.id, input.id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET.goodsAdd,
    auth: 'required',
    handler: ({ merchant, input, lang }) => addCabinetGoods(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET.goodsEdit,
    auth: 'required',
    handler: ({ merchant, input, lang }) => editCabinetGoods(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET.goodsDel,
    auth: 'required',
    handler: ({ merchant, input, lang }) => removeCabinetGoods(app, merchant.id, input.id, lang),
  });
}
