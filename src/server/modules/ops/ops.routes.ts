/**
 * The operator console's foundation routes (issue 20, docs/operators.md): sign-in with TOTP,
 * the operator's own session and second factor, operator accounts and the audit log. Each route
 * declares its permission (lib/ops-route.ts checks it); login is limited per IP too.
 */
import type { FastifyInstance } from 'fastify';
import { OPS } from '../../../shared/contract/ops';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import { appRateLimiter } from '../../lib/rate-limit';
import { locked } from '../../lib/reply';
import { t } from '../../messages';
import { auditSearch } from './audit.service';
import {
  opsLogin,
  opsLoginTotp,
  opsLogout,
  opsMe,
  opsTotpEnable,
  opsTotpSetup,
} from './ops-auth.service';
import { operatorCreate, operatorList, operatorUpdate } from './operators.service';
import { opsGoodsRoutes } from './goods.routes'; // issue 20 part goods
import { opsUsersRoutes } from './users.routes'; // issue 20, part users
import { opsServiceRoutes } from './service.routes'; // issue 20 (service)
import { opsAftersaleRoutes } from './aftersale.routes'; // issue 20 (aftersale)
import { moneyRoutes } from './money.routes'; // issue 20 (money)
import { opsOrdersRoutes } from './orders.routes'; // issue 20 (orders)
import { dashRoutes } from './dash.routes'; // issue 20 (dash): dashboard, operator reset
import { opsStockRoutes } from './stock.routes'; // issue 20 (stock)
import { opsCouponRoutes } from './promo-coupon.routes'; // issue 23 (coupons)
import { opsMerchantsRoutes } from './merchants.routes'; // issue 23 (merchants)
import { opsContentRoutes } from './content.routes'; // issue 23 (content)
import { opsModerationRoutes } from './moderation.routes'; // issue 23 (moderation)
import { opsSettingsRoutes } from './settings.routes';
import { opsStatsRoutes } from './stats.routes';
import { opsPromoRoutes } from './promo-activity.routes'; // issue 23 (promotions)

export function opsRoutes(fastify: FastifyInstance, app: AppContext): void {
  opsAftersaleRoutes(fastify, app); // issue 20 (aftersale)
  const limiter = appRateLimiter(app, 'ip', app.config.authRateLimit, 60_000);
  const meta = (req: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.login,
    permission: 'public',
    handler: async ({ input, req, lang, actor }) => {
      if (!(await limiter.hit(`opslogin:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
      return opsLogin(app, lang, input, actor, meta(req));
    },
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.loginTotp,
    permission: 'public',
    handler: async ({ input, req, lang, actor }) => {
      if (!(await limiter.hit(`opslogin:${req.ip}`))) throw locked(t(lang, 'tooManyRequests'));
      return opsLoginTotp(app, lang, input, actor, meta(req));
    },
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.logout,
    permission: 'session',
    handler: ({ input, operator, actor }) => opsLogout(app, operator, input.all, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS.me,
    permission: 'session',
    handler: ({ lang, operator }) => opsMe(app, lang, operator.id),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.totpSetup,
    permission: 'session',
    handler: ({ lang, operator }) => opsTotpSetup(app, lang, operator.id),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.totpEnable,
    permission: 'session',
    handler: ({ input, lang, operator, actor }) =>
      opsTotpEnable(app, lang, operator.id, input.code, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS.audit,
    permission: 'audit.read',
    handler: ({ input }) => auditSearch(app, input),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: OPS.operators,
    permission: 'operators.manage',
    handler: ({ input }) => operatorList(app, input),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.operatorCreate,
    permission: 'operators.manage',
    handler: ({ input, lang, actor }) => operatorCreate(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'POST',
    route: OPS.operatorUpdate,
    permission: 'operators.manage',
    handler: ({ input, lang, actor }) => operatorUpdate(app, lang, input, actor),
  });

  opsGoodsRoutes(fastify, app); // issue 20 part goods
  opsUsersRoutes(fastify, app); // issue 20, part users
  opsServiceRoutes(fastify, app); // issue 20 (service): chat inbox and complaints
  moneyRoutes(fastify, app); // issue 20 (money): withdrawals, trades, wallet ledgers
  opsOrdersRoutes(fastify, app); // issue 20 (orders)
  dashRoutes(fastify, app); // issue 20 (dash)
  opsStockRoutes(fastify, app); // issue 20 (stock): categories, brands, sellers, warehouse stock
  opsCouponRoutes(fastify, app); // issue 23 (coupons): coupon templates, sign-in and full-reduction rules
  opsMerchantsRoutes(fastify, app); // issue 23 (merchants): merchants, cabinets, terminals, couriers
  opsContentRoutes(fastify, app); // issue 23 (content): home, articles, announcements, agreements
  opsModerationRoutes(fastify, app); // issue 23 (moderation): live, feed, reviews, shops, settings
  opsSettingsRoutes(fastify, app); // issue 23 (settings): business settings
  opsStatsRoutes(fastify, app); // issue 23 (settings): statistics
  opsPromoRoutes(fastify, app); // issue 23 (promotions): activities of every zone
}
