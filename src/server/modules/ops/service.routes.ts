/**
 * Customer service routes of the operator console (issue 20, part `service`,
 * shared/contract/ops-service.ts): the platform's chat inbox and the complaints queue. Reads
 * `service.read`, writes `service.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_SERVICE } from '../../../shared/contract/ops-service';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  complaintClose,
  complaintDetail,
  complaintList,
  complaintReply,
  serviceConversations,
  serviceMessages,
  serviceRead,
  serviceSend,
} from './service.service';

export function opsServiceRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_SERVICE.conversations,
    permission: 'service.read',
    handler: ({ input }) => serviceConversations(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_SERVICE.messages,
    permission: 'service.read',
    handler: ({ input, lang }) => serviceMessages(app, lang, input),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_SERVICE.send,
    permission: 'service.write',
    handler: ({ input, lang, actor }) => serviceSend(app, lang, input, actor),
  });

  // the service side's read cursor (bookkeeping of the inbox's badges; not audited)
  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_SERVICE.read,
    permission: 'service.write',
    handler: ({ input, lang }) => serviceRead(app, lang, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_SERVICE.complaints,
    permission: 'service.read',
    handler: ({ input }) => complaintList(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_SERVICE.complaint,
    permission: 'service.read',
    handler: ({ input, lang }) => complaintDetail(app, lang, input.id),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_SERVICE.complaintReply,
    permission: 'service.write',
    handler: ({ input, lang, operator, actor }) =>
      complaintReply(app, lang, input, operator.id, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_SERVICE.complaintClose,
    permission: 'service.write',
    handler: ({ input, lang, operator, actor }) =>
      complaintClose(app, lang, input.id, operator.id, actor),
  });
}
