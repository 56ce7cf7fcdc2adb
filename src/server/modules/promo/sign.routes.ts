/** Sign-in and task routes (docs/api-promotions.md "Sign-in"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { PROMO } from '../../../shared/contract/promo';
import { completeTask, signInfo } from './sign.service';

export function signRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: PROMO.signInfo,
    auth: 'required',
    handler: ({ input, user }) => signInfo(db, user.id, app.clock.now(), input.month),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: PROMO.completeTask,
    auth: 'required',
    handler: ({ input, user, lang }) =>
      completeTask(db, user.id, input.task_id, app.clock.now(), lang),
  });
}
