/** Group buying routes and the group sweeper (docs/api-promotions.md "Group buying"). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { startJob } from '../../lib/jobs';
import { consumerRoute } from '../../lib/route';
import { GROUP_SWEEP_INTERVAL_MS, myGroups, spellGroups, sweepGroups } from './group.service';
import { PROMO } from '../../../shared/contract/promo';

export function groupRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: PROMO.spellGroups,
    auth: 'optional',
    handler: async ({ input, user }) => {
      const now = app.clock.now();
      // the read check: expired groups fail (and refund) before anyone sees them open
      await sweepGroups(app, now);
      const groups = await spellGroups(db, {
        activityGoodsId: input.activity_goods_id,
        groupId: input.group_id,
        userId: user?.id ?? null,
        now,
      });
      return { groups, server_time: now };
    },
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: PROMO.myGroups,
    auth: 'required',
    handler: async ({ input, user }) => {
      await sweepGroups(app, app.clock.now());
      return myGroups(db, user.id, input);
    },
  });
}

/** Fails expired groups and releases their members every 30 s (once per tick; lib/jobs.ts). */
export function startGroupSweeper(fastify: FastifyInstance, app: AppContext): void {
  startJob(fastify, app, 'group-expiry', GROUP_SWEEP_INTERVAL_MS, () =>
    sweepGroups(app, app.clock.now()),
  );
}
