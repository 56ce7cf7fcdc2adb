/**
 * Routes of the operator console's users area (issue 20, part users): reads need `users.read`
 * (the full mobile only with `users.write`), writes `users.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_USERS } from '../../../shared/contract/ops-users';
import { can } from '../../../shared/rules/ops-permissions';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  opsUserAnonymise,
  opsUserDetail,
  opsUserList,
  opsUserRestrict,
  opsUserRevokeSessions,
  opsUserRight,
  opsUserUnrestrict,
} from './users.service';

export function opsUsersRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_USERS.list,
    permission: 'users.read',
    handler: ({ input }) => opsUserList(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS_USERS.detail,
    permission: 'users.read',
    handler: ({ input, lang, operator }) =>
      opsUserDetail(app, lang, input.id, can(operator.role, 'users.write')),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_USERS.right,
    permission: 'users.write',
    handler: ({ input, lang, actor }) => opsUserRight(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_USERS.restrict,
    permission: 'users.write',
    handler: ({ input, lang, actor }) => opsUserRestrict(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_USERS.unrestrict,
    permission: 'users.write',
    handler: ({ input, lang, actor }) => opsUserUnrestrict(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_USERS.revokeSessions,
    permission: 'users.write',
    handler: ({ input, lang, actor }) => opsUserRevokeSessions(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS_USERS.anonymise,
    permission: 'users.write',
    handler: ({ input, lang, actor }) => opsUserAnonymise(app, lang, input, actor),
  });
}
