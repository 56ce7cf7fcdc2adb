/** Sign-in and task routes (docs/api-promotions.md "Sign-in"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { consumerRoute } from '../../lib/route';
import { completeTaskInput, signInfoInput } from './promo.schemas';
import { completeTask, signInfo } from './sign.service';

export function signRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    url: '/api/task/get_sign_info',
    auth: 'required',
    input: signInfoInput,
    handler: ({ input, user }) => signInfo(db, user.id, app.clock.now(), input.month),
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    url: '/api/task/complete_task',
    auth: 'required',
    input: completeTaskInput,
    handler: ({ input, user, lang }) =>
      completeTask(db, user.id, input.task_id, app.clock.now(), lang),
  });
}
