/**
 * The operator console's real-time side (issue 20, docs/operators.md "Live updates"): operator
 * sockets (handshake `role: 'operator'`, plugins/realtime.ts) join one room per permission of
 * their role and one room of their operator; `notifyOps` tells the operators who may see a topic
 * that something of it changed (the payload names the topic and the object, never figures: each
 * console screen re-reads through its guarded route), `disconnectOperator` ends the sockets of
 * an operator whose sessions were revoked (logout everywhere, disabled, new role).
 *
 * Call `notifyOps` after the transaction that made the change committed.
 */
import { EVENTS, opsRoom, type OpsTopic } from '../../shared/realtime';
import type { OpsPermission } from '../../shared/rules/ops-permissions';
import type { AppContext } from '../context';

/** Who hears a topic: the area's read permission; the dashboard hears every topic it counts. */
export const OPS_TOPIC_PERMISSION: Record<OpsTopic, OpsPermission> = {
  orders: 'orders.read',
  aftersale: 'aftersale.read',
  withdrawals: 'money.read',
  service: 'service.read',
  catalogue: 'catalogue.read',
  users: 'users.read',
  // issue 23 (couriers, cabinets, moderation live)
  moderation: 'moderation.read',
  cabinets: 'merchants.read',
  // issue 23 gaps (coupons, live lists)
  promo: 'promo.read',
  content: 'content.read',
};

/** Topics the dashboard counts (it hears these too). */
const DASHBOARD_TOPICS: ReadonlySet<OpsTopic> = new Set([
  'orders',
  'aftersale',
  'withdrawals',
  'service',
  'catalogue',
  'users',
]);

/** Room of one operator's sockets. */
export const operatorRoom = (id: number): string => `ops-operator:${id}`;

/** Tells the operators who may see `topic` that it changed (no-op without socket.io). */
export function notifyOps(app: AppContext, topic: OpsTopic, id: number | null = null): void {
  const rooms = [opsRoom(OPS_TOPIC_PERMISSION[topic])];
  if (DASHBOARD_TOPICS.has(topic)) rooms.push(opsRoom('dashboard.view'));
  app.io?.to(rooms).emit(EVENTS.opsChanged, { topic, id, at: app.clock.now() });
}

/** Ends every socket of operator `id` (its sessions were revoked), on every process. */
export function disconnectOperator(app: AppContext, id: number): void {
  app.io?.in(operatorRoom(id)).disconnectSockets(true);
}

/** The object an answer names: its `id`, or its coupon's (an issue's answer). */
function answerId(r: unknown): number | null {
  if (!r || typeof r !== 'object') return null;
  const o = r as { id?: unknown; coupon?: { id?: unknown } };
  if (typeof o.id === 'number') return o.id;
  return typeof o.coupon?.id === 'number' ? o.coupon.id : null;
}

/**
 * A route handler that tells the operators of `topic` once `handler` answered (its transaction
 * committed); a refusal tells nobody, nor does a repeated request (`duplicate: true`).
 */
export function notifyingOps<C, R>(
  app: AppContext,
  topic: OpsTopic,
  handler: (ctx: C) => Promise<R>,
): (ctx: C) => Promise<R> {
  return async (ctx) => {
    const r = await handler(ctx);
    if ((r as { duplicate?: unknown } | null)?.duplicate !== true) {
      notifyOps(app, topic, answerId(r));
    }
    return r;
  };
}
