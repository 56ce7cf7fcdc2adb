/** Keyword search over the term index (search.repository.ts) and the hot words. */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/contract/catalogue';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { readConfig } from '../config/config.routes';
import { parseHotWords } from '../ops/content.service';
import { SEARCH_TAGS } from './catalogue.cache';
import { searchPage } from './search.repository';

export function searchRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.search,
    auth: 'none',
    cached: true,
    // issue 21: one read of the matches (search.repository.ts), kept in the public cache
    handler: ({ input, lang }) =>
      app.cache.answer(`search:${lang}:${JSON.stringify(input)}`, SEARCH_TAGS, async () => ({
        value: await searchPage(db, input, lang === 'en'),
      })),
  });

  /**
   * A product decision (the spec names no call): the words are app_config `hot_words`, plain
   * strings or the console's `{ word, on }` entries (issue 23, content.service.ts); off ones
   * are not shown.
   */
  consumerRoute(fastify, app, {
    method: 'GET',
    route: CATALOGUE.hotWords,
    auth: 'none',
    handler: async () => {
      const words = parseHotWords(await readConfig<unknown>(db, 'hot_words', []));
      return { list: words.filter((w) => w.on).map((w) => w.word) };
    },
  });
}
