/** Keyword search over the term index (search.repository.ts) and the hot words. */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { readConfig } from '../config/config.routes';
import { countOf, goodsItemQuery, goodsPage, inCategory, sortGoods } from './goods.repository';
import { matchKeyword, searchFacets } from './search.repository';

export function searchRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.search,
    auth: 'none',
    handler: async ({ input, lang }) => {
      let q = matchKeyword(goodsItemQuery(db), input.keyword);
      if (input.cat_id !== undefined) q = await inCategory(db, q, input.cat_id);
      if (input.brand_id !== undefined) q = q.where('goods.brand_id', '=', input.brand_id);
      const filtered = input.cat_id !== undefined || input.brand_id !== undefined;
      // Page 1 counts the facets anyway; their sum is the total unless a filter narrows the list.
      const facets = input.page === 1 ? await searchFacets(db, input.keyword, lang === 'en') : null;
      const total = facets && !filtered ? facets.total : await countOf(q);
      const page = await goodsPage(sortGoods(q, input.sort), total, input);
      const filters = facets && { categories: facets.categories, brands: facets.brands };
      return { ...page, filters };
    },
  });

  /** A product decision (the spec names no call): the words are app_config `hot_words`. */
  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.hotWords,
    auth: 'none',
    handler: async () => {
      const words = await readConfig<unknown>(db, 'hot_words', []);
      return {
        list: Array.isArray(words) ? words.filter((w): w is string => typeof w === 'string') : [],
      };
    },
  });
}
