/**
 * The tracking provider's push (issue 22): `POST /api/logistics/<provider>/notify`, a form the
 * provider signs (providers/logistics-kuaidi100.ts), answered the way the provider expects; and
 * the job that asks again for waybills the provider has not accepted. Registered only with a
 * provider (LOGISTICS_PROVIDER).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { startJob } from '../../lib/jobs';
import { applyPush, subscribePending } from './logistics.service';

/** How often the job asks again for waybills not accepted yet. */
export const SUBSCRIBE_INTERVAL_MS = 5 * 60_000;

export const logisticsNotifyPath = (provider: string) => `/api/logistics/${provider}/notify`;

export function logisticsRoutes(fastify: FastifyInstance, app: AppContext): void {
  const provider = app.logistics;
  if (!provider) return;
  fastify.post(logisticsNotifyPath(provider.name), async (req, reply) => {
    const answer = (ok: boolean, code = 200) => {
      const a = provider.pushAnswer(ok);
      return reply.code(code).header('content-type', a.contentType).send(a.body);
    };
    const fields =
      typeof req.body === 'object' && req.body !== null
        ? (req.body as Record<string, unknown>)
        : {};
    const trace = provider.verifyPush(fields);
    if (!trace) {
      req.log.warn('tracking push refused: signature or body');
      return answer(false, 400);
    }
    if (!(await applyPush(app, trace))) {
      // not a waybill of this shop: acknowledged, so the provider stops pushing it
      req.log.warn(
        { company: trace.company, number: trace.number },
        'tracking push for an unknown waybill',
      );
    }
    return answer(true);
  });
  startJob(fastify, app, 'parcel-subscribe', SUBSCRIBE_INTERVAL_MS, () =>
    subscribePending(app, fastify.log),
  );
}
