/**
 * The operator console's after-sales routes (issue 20, after-sales arbitration): the queue and a
 * request's detail (`aftersale.read`), the platform's decisions (`aftersale.write`, audited).
 */
import type { FastifyInstance } from 'fastify';
import { OPS_AFTERSALE } from '../../../shared/contract/ops-aftersale';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  aftersaleApprove,
  aftersaleList,
  aftersaleReceive,
  aftersaleRefund,
  aftersaleRefuse,
  aftersaleShow,
} from './aftersale.service';

export function opsAftersaleRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_AFTERSALE.list,
    permission: 'aftersale.read',
    handler: ({ input }) => aftersaleList(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_AFTERSALE.detail,
    permission: 'aftersale.read',
    handler: ({ input, lang }) => aftersaleShow(app, lang, input.id),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_AFTERSALE.approve,
    permission: 'aftersale.write',
    handler: ({ input, lang, actor }) => aftersaleApprove(app, lang, input.id, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_AFTERSALE.refuse,
    permission: 'aftersale.write',
    handler: ({ input, lang, actor }) => aftersaleRefuse(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_AFTERSALE.receive,
    permission: 'aftersale.write',
    handler: ({ input, lang, actor }) => aftersaleReceive(app, lang, input.id, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_AFTERSALE.refund,
    permission: 'aftersale.write',
    handler: ({ input, lang, actor }) => aftersaleRefund(app, lang, input.id, actor),
  });
}
