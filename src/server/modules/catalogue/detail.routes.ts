/**
 * Goods detail extras (docs/api-catalogue-cart.md): the SKU props, the SKUs with warehouse
 * stock, and the freight quote (freight.service.ts has the rule).
 */
import type { FastifyInstance } from 'fastify';
import {
  freightInput,
  goodsIdInput,
  type FreightQuote,
  type GoodsProp,
  type SkuItem,
} from '../../../shared/contract';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { forbidden, invalid, unauthorized } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { readConfig } from '../config/config.routes';
import { defaultAddress, findAddress, type AddressRow } from '../user/address.repository';
import { freightRulesOf, quoteFreight } from './freight.service';
import { findOnSale, listSkus, propsOf } from './goods.repository';

export function detailRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/goods/prop_list',
    auth: 'none',
    input: goodsIdInput,
    handler: async ({ input, lang }): Promise<{ list: GoodsProp[] }> => {
      const goods = await findOnSale(db, input.goods_id);
      if (!goods) throw invalid(t(lang, 'goodsNotFound'));
      return { list: propsOf(await listSkus(db, goods.id, goods.image)) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/goods/sku_list',
    auth: 'none',
    input: goodsIdInput,
    handler: async ({ input, lang }): Promise<{ list: SkuItem[] }> => {
      const goods = await findOnSale(db, input.goods_id);
      if (!goods) throw invalid(t(lang, 'goodsNotFound'));
      return { list: await listSkus(db, goods.id, goods.image) };
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    url: '/api/goods/get_freight',
    auth: 'optional',
    input: freightInput,
    handler: async ({ input, user, lang }): Promise<FreightQuote> => {
      const goods = await findOnSale(db, input.goods_id);
      if (!goods) throw invalid(t(lang, 'goodsNotFound'));
      // Without sku_id: the goods' first SKU, the one goods lists link to (GoodsItem.sku_id).
      let skuQuery = db
        .selectFrom('goods_skus')
        .select(['id', 'price'])
        .where('goods_id', '=', goods.id)
        .orderBy('id')
        .limit(1);
      if (input.sku_id !== undefined) skuQuery = skuQuery.where('id', '=', input.sku_id);
      const sku = await skuQuery.executeTakeFirst();
      if (!sku) throw invalid(t(lang, 'skuNotFound'));

      let address: AddressRow | undefined;
      if (input.address_id !== undefined) {
        // An address is a user's object: naming one needs a login, and it must be the caller's.
        if (!user) throw unauthorized(t(lang, 'loginRequired'));
        address = await findAddress(db, user.id, input.address_id);
        if (!address) throw forbidden(t(lang, 'addressForbidden'));
      } else if (user) {
        address = await defaultAddress(db, user.id);
      }
      const rules = freightRulesOf(await readConfig<unknown>(db, 'freight_rules', null));
      const quote = quoteFreight(rules, address?.province ?? null, sku.price, input.num);
      return { ...quote, address_id: address?.id ?? 0 };
    },
  });
}
