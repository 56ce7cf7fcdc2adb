/**
 * Routes of the operator console's moderation area (issue 23, moderation): reads need
 * `moderation.read`, decisions and settings `moderation.write`.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_MODERATION as M } from '../../../shared/contract/ops-moderation';
import type { AppContext } from '../../context';
import { opsRoute } from '../../lib/ops-route';
import {
  modLiveApprove,
  modLiveList,
  modLiveReject,
  modLiveStop,
  modPostApprove,
  modPostDismiss,
  modPostHide,
  modPostList,
  modReviewHide,
  modReviewList,
  modReviewUnhide,
  modSettings,
  modSettingsSave,
  modShopApprove,
  modShopList,
  modShopReject,
} from './moderation.service';

export function opsModerationRoutes(fastify: FastifyInstance, app: AppContext): void {
  const read = 'moderation.read' as const;
  const write = 'moderation.write' as const;

  opsRoute(fastify, app, {
    method: 'GET',
    route: M.live,
    permission: read,
    handler: ({ input }) => modLiveList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.liveApprove,
    permission: write,
    handler: ({ input, lang, actor }) => modLiveApprove(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.liveReject,
    permission: write,
    handler: ({ input, lang, actor }) => modLiveReject(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.liveStop,
    permission: write,
    handler: ({ input, lang, actor }) => modLiveStop(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: M.posts,
    permission: read,
    handler: ({ input }) => modPostList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.postApprove,
    permission: write,
    handler: ({ input, lang, actor }) => modPostApprove(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.postHide,
    permission: write,
    handler: ({ input, lang, actor }) => modPostHide(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.postDismiss,
    permission: write,
    handler: ({ input, lang, actor }) => modPostDismiss(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: M.reviews,
    permission: read,
    handler: ({ input }) => modReviewList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.reviewHide,
    permission: write,
    handler: ({ input, lang, actor }) => modReviewHide(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.reviewUnhide,
    permission: write,
    handler: ({ input, lang, actor }) => modReviewUnhide(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: M.shops,
    permission: read,
    handler: ({ input }) => modShopList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.shopApprove,
    permission: write,
    handler: ({ input, lang, actor }) => modShopApprove(app, lang, input, actor),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.shopReject,
    permission: write,
    handler: ({ input, lang, actor }) => modShopReject(app, lang, input, actor),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: M.settings,
    permission: read,
    handler: () => modSettings(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: M.settingsSave,
    permission: write,
    handler: ({ input, lang, actor }) => modSettingsSave(app, lang, input, actor),
  });
}
