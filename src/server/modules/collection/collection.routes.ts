/** Collections (docs/api-catalogue-cart.md): the `editCollection` toggle and the list. */
import type { FastifyInstance } from 'fastify';
import { COLLECTION } from '../../../shared/contract/collection';
import type { AppContext } from '../../context';
import { t } from '../../messages';
import { ok } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { listCollections } from './collection.repository';
import { toggleCollection } from './collection.service';

export function collectionRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  /** Toggles (collection.service.ts); the message says which way it went. */
  consumerRoute(fastify, app, {
    method: 'POST',
    route: COLLECTION.edit,
    auth: 'required',
    handler: async ({ input, user, lang }) => {
      const collected = await toggleCollection(db, user.id, input, () => app.clock.now(), lang);
      return ok({ is_collected: collected }, t(lang, collected ? 'collected' : 'uncollected'));
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: COLLECTION.list,
    auth: 'required',
    handler: async ({ input, user }) => {
      const page = await listCollections(db, user.id, input.kind, input, app.clock.now());
      return { ...page, page: input.page, limit: input.limit };
    },
  });
}
