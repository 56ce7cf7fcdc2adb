/**
 * Cabinet set-up, the terminal home's summary, low-stock alerts and terminals (issue 18 part A,
 * docs/api-guishang.md "Cabinet set-up").
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { CABINET_SLOTS } from '../../../shared/contract/cabinet-slots';
import {
  alertList,
  assignSlot,
  emptySlot,
  homeSummary,
  readAlert,
  restockFromAlert,
  setGrid,
  slotGrid,
  terminalList,
  updateSlot,
} from './slot.service';

export function slotRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SLOTS.grid,
    auth: 'required',
    handler: ({ merchant, input, lang }) => slotGrid(app, merchant.id, input.cabinet_id, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SLOTS.setGrid,
    auth: 'required',
    handler: ({ merchant, input, lang }) => setGrid(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SLOTS.assign,
    auth: 'required',
    handler: ({ merchant, input, lang }) => assignSlot(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SLOTS.update,
    auth: 'required',
    handler: ({ merchant, input, lang }) => updateSlot(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SLOTS.empty,
    auth: 'required',
    handler: ({ merchant, input, lang }) => emptySlot(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SLOTS.summary,
    auth: 'required',
    handler: ({ merchant, input, lang }) => homeSummary(app, merchant.id, input.cabinet_id, lang),
  });
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SLOTS.alerts,
    auth: 'required',
    handler: ({ merchant, input }) => alertList(app, merchant.id, input),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SLOTS.alertRead,
    auth: 'required',
    handler: ({ merchant, input, lang }) => readAlert(app, merchant.id, input.id, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_SLOTS.alertRestock,
    auth: 'required',
    handler: ({ merchant, input, lang }) => restockFromAlert(app, merchant.id, input.id, lang),
  });
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_SLOTS.terminals,
    auth: 'required',
    handler: ({ merchant }) => terminalList(app, merchant.id),
  });
}
