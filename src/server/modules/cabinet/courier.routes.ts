/**
 * Couriers, work orders and abnormal handling (issue 18, docs/api-guishang.md). Courier
 * management and the handling of abnormal records are the merchant's; a courier's session may
 * list and open its own work orders and do their lines.
 */
import type { FastifyInstance } from 'fastify';
import { CABINET_COURIER } from '../../../shared/contract/cabinet-courier';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import {
  addCourier,
  courierList,
  editCourier,
  resetCourierPassword,
  setCourierStatus,
} from './courier.service';
import {
  assignWorkOrder,
  courierCabinetList,
  handleAbnormalRecord,
  lineDone,
  workOrderDetail,
  workOrderList,
} from './restock.service';

export function courierRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_COURIER.list,
    auth: 'required',
    handler: ({ merchant }) => courierList(app, merchant.id),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.add,
    auth: 'required',
    handler: ({ merchant, input, lang }) => addCourier(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.edit,
    auth: 'required',
    handler: ({ merchant, input, lang }) => editCourier(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.password,
    auth: 'required',
    handler: ({ merchant, input, lang }) => resetCourierPassword(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.status,
    auth: 'required',
    handler: ({ merchant, input, lang }) => setCourierStatus(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.assign,
    auth: 'required',
    handler: ({ merchant, input, lang }) => assignWorkOrder(app, merchant.id, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_COURIER.workOrders,
    auth: 'courier',
    handler: ({ merchant, input }) => workOrderList(app, merchant, input),
  });
  // issue 23: the cabinets a courier serves (an operator assigns them)
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_COURIER.cabinets,
    auth: 'courier',
    handler: ({ merchant }) => courierCabinetList(app, merchant),
  });
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_COURIER.workOrderDetail,
    auth: 'courier',
    handler: ({ merchant, input, lang }) => workOrderDetail(app, merchant, input.id, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.lineDone,
    auth: 'courier',
    handler: ({ merchant, input, lang }) => lineDone(app, merchant, input, lang),
  });
  merchantRoute(fastify, app, {
    method: 'POST',
    route: CABINET_COURIER.abnormalHandle,
    auth: 'required',
    handler: ({ merchant, input, lang }) => handleAbnormalRecord(app, merchant.id, input, lang),
  });
}
