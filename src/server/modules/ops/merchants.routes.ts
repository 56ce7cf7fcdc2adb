/**
 * The console's merchants and cabinets routes (issue 23, part merchants; contract
 * shared/contract/ops-merchants.ts). Reads need `merchants.read`, writes `merchants.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_MERCHANTS } from '../../../shared/contract/ops-merchants';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import * as S from './merchants.service';

export function opsMerchantsRoutes(fastify: FastifyInstance, app: AppContext): void {
  const R = OPS_MERCHANTS;
  const read = 'merchants.read' as const;
  const write = 'merchants.write' as const;
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.list,
    permission: read,
    handler: ({ input }) => S.merchantList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.detail,
    permission: read,
    handler: ({ input, lang }) => S.merchantDetail(app, lang, input.id),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.create,
    permission: write,
    handler: ({ input, lang, actor }) => S.merchantCreate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.update,
    permission: write,
    handler: ({ input, lang, actor }) => S.merchantUpdate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.status,
    permission: write,
    handler: ({ input, lang, actor }) => S.merchantStatus(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.password,
    permission: write,
    handler: ({ input, lang, actor }) => S.merchantPassword(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.sellerCreate,
    permission: write,
    handler: ({ input, lang, actor }) => S.merchantSellerCreate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.courierCreate,
    permission: write,
    handler: ({ input, lang, actor }) => S.courierCreate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.courierStatus,
    permission: write,
    handler: ({ input, lang, actor }) => S.courierSetStatus(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.courierCabinets,
    permission: write,
    handler: ({ input, lang, actor }) => S.courierCabinets(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.cabinets,
    permission: read,
    handler: ({ input }) => S.cabinetList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.cabinet,
    permission: read,
    handler: ({ input, lang }) => S.cabinetDetail(app, lang, input.id),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.cabinetCreate,
    permission: write,
    handler: ({ input, lang, actor }) => S.cabinetCreate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.cabinetUpdate,
    permission: write,
    handler: ({ input, lang, actor }) => S.cabinetUpdate(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.cabinetGrid,
    permission: write,
    handler: ({ input, lang, actor }) => S.cabinetGrid(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.slotCapacity,
    permission: write,
    handler: ({ input, lang, actor }) => S.slotCapacity(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.terminalBind,
    permission: write,
    handler: ({ input, lang, actor }) => S.terminalBind(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.terminalUnbind,
    permission: write,
    handler: ({ input, lang, actor }) => S.terminalUnbind(app, lang, input, actor),
  });
}
