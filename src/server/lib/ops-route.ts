/**
 * The operator console's route guard (issue 20, docs/operators.md): `opsRoute` registers a
 * route of `/api/ops/*` from its contract with the ONE permission it needs, and checks, in this
 * order, before the input and the handler:
 *
 * - `public` (login, login/totp only): nobody is checked;
 * - otherwise an operator session from `Authorization: Bearer` (lib/ops-auth.ts), else 401;
 * - `session` (me, logout, totp setup/enable): any logged-in operator;
 * - any other permission: a role that moves money (owner, finance) without TOTP enabled is
 *   refused (403, `data.reason: 'totp_required'`), then the role must have the permission
 *   (shared/rules/ops-permissions.ts), else 403 naming it.
 *
 * Input parsing, validation and the envelope are route.ts's (`parse`, `send`). Refusals answer
 * the HTTP status equal to the code (app.ts error handler, `config.ops`).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { REPLY } from '../../shared/constants';
import type { RouteContract, RouteOutput } from '../../shared/contract/route';
import { can, roleMovesMoney, type OpsPermission } from '../../shared/rules/ops-permissions';
import type { AppContext } from '../context';
import { langOf, t, type Lang } from '../messages';
import type { AuditActor } from './audit';
import { bearerToken, operatorSessionOf, type AuthOperator } from './ops-auth';
import { ReplyError } from './reply';
import { parse, send, type Ctx, type Reply } from './route';

type Method = 'GET' | 'POST';

/** `public`: login only; `session`: any logged-in operator (even before TOTP); else a permission. */
export type OpsRouteAccess = 'public' | 'session' | OpsPermission;

type OperatorOf<P extends OpsRouteAccess> = P extends 'public' ? null : AuthOperator;

export interface OpsCtx<I, P extends OpsRouteAccess> extends Ctx<I> {
  operator: OperatorOf<P>;
  /** who acts, from where, now: for `recordAudit` (lib/audit.ts) */
  actor: AuditActor;
}

interface ContractOpsRoute<R extends RouteContract, P extends OpsRouteAccess> {
  method: Method | Method[];
  route: R;
  permission: P;
  handler: (ctx: OpsCtx<z.output<R['input']>, P>) => Promise<Reply<RouteOutput<R>>>;
}

/** The refusal of a money-moving role whose operator has not enabled TOTP. */
export function totpRequired(lang: Lang): ReplyError {
  return new ReplyError(REPLY.FORBIDDEN, t(lang, 'ops.totpRequired'), { reason: 'totp_required' });
}

/** Whether `operator` may use a route of `access` (null: yes; else the refusal). */
export function opsRefusal(
  operator: AuthOperator,
  access: Exclude<OpsRouteAccess, 'public'>,
  lang: Lang,
): ReplyError | null {
  if (access === 'session') return null;
  if (roleMovesMoney(operator.role) && !operator.totpEnabled) return totpRequired(lang);
  if (!can(operator.role, access)) {
    return new ReplyError(REPLY.FORBIDDEN, t(lang, 'ops.forbidden', { permission: access }), {
      reason: 'permission',
      permission: access,
    });
  }
  return null;
}

/**
 * The access of every registered ops route, `METHOD /url` → access: the route-guard sweep
 * (tests/server/route-guard.test.ts) checks each route against a role without its permission.
 */
export const OPS_ROUTE_ACCESS = new Map<string, OpsRouteAccess>();

/** An operator route: `{ code: 200, message, data }`, refusals with their HTTP status. */
export function opsRoute<R extends RouteContract, P extends OpsRouteAccess>(
  fastify: FastifyInstance,
  app: AppContext,
  def: ContractOpsRoute<R, P>,
): void;
export function opsRoute(
  fastify: FastifyInstance,
  app: AppContext,
  def: ContractOpsRoute<RouteContract, OpsRouteAccess>,
): void {
  const { url, input: schema } = def.route;
  const handler = def.handler;
  for (const m of [def.method].flat()) OPS_ROUTE_ACCESS.set(`${m} ${url}`, def.permission);
  fastify.route({
    method: def.method,
    url,
    config: { ops: true, opsPermission: def.permission },
    handler: async (req, reply) => {
      const lang = langOf(req.headers['accept-language']);
      let operator: AuthOperator | null = null;
      if (def.permission !== 'public') {
        operator = await operatorSessionOf(app, bearerToken(req));
        if (!operator) throw new ReplyError(REPLY.UNAUTHORIZED, t(lang, 'ops.loginRequired'));
        const refusal = opsRefusal(operator, def.permission, lang);
        if (refusal) throw refusal;
      }
      const input = parse(schema, req, lang);
      const actor: AuditActor = {
        operatorId: operator?.id ?? null,
        ip: req.ip,
        at: app.clock.now(),
      };
      const result = await handler({ input, req, lang, app, operator, actor });
      return send(reply, result);
    },
  });
}
