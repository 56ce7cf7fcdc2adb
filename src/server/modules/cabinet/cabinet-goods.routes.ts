/**
 * Merchant cabinet area, cabinets and their goods (docs/api-guishang.md): cabinet detail,
 * cabinet classes and goods. Merchant routes: HTTP 401/422; a merchant only sees and changes its
 * own cabinets, classes and goods (another's id answers 422 "not found").
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '../../../shared/contract/schemas';
import type { AppContext } from '../../context';
import { namedClassRoutes } from '../../lib/named-class';
import { merchantRoute } from '../../lib/route';
import {
  addCabinetGoods,
  cabinetClasses,
  cabinetDetail,
  cabinetGoodsDetail,
  cabinetGoodsList,
  editCabinetGoods,
  removeCabinetGoods,
} from './cabinet-goods.service';
import {
  cabinetDetailInput,
  cabinetGoodsEditInput,
  cabinetGoodsInput,
  cabinetGoodsListInput,
} from './cabinet.schemas';

export function cabinetGoodsRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/cabinet/detail',
    auth: 'required',
    input: cabinetDetailInput,
    handler: ({ merchant, input, lang }) => cabinetDetail(app, merchant.id, input.cabinet_id, lang),
  });

  namedClassRoutes(fastify, app, cabinetClasses);

  // --- cabinet goods: a shop SKU with the merchant's own name, price, images and class ---

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/guizi/goods/list',
    auth: 'required',
    input: cabinetGoodsListInput,
    handler: ({ merchant, input }) => cabinetGoodsList(app, merchant.id, input),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    url: '/api/admin/guizi/goods/detail',
    auth: 'required',
    input: z.object({ id }),
    handler: ({ merchant, input, lang }) => cabinetGoodsDetail(app, merchant.id, input.id, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/goods/add',
    auth: 'required',
    input: cabinetGoodsInput,
    handler: ({ merchant, input, lang }) => addCabinetGoods(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/goods/edit',
    auth: 'required',
    input: cabinetGoodsEditInput,
    handler: ({ merchant, input, lang }) => editCabinetGoods(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'POST',
    url: '/api/admin/guizi/goods/del',
    auth: 'required',
    input: z.object({ id }),
    handler: ({ merchant, input, lang }) => removeCabinetGoods(app, merchant.id, input.id, lang),
  });
}
