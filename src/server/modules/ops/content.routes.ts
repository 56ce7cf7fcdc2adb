/**
 * The console's home and content routes (issue 23, part content; contract
 * shared/contract/ops-content.ts). Reads need `content.read`, writes and the image upload
 * `content.write` (the upload takes the same checks and storage as the goods images').
 */
import type { FastifyInstance } from 'fastify';
import { OPS_CONTENT } from '../../../shared/contract/ops-content';
import type { AppContext } from '../../context';
import { notifyingOps } from '../../lib/ops-events';
import { opsRoute } from '../../lib/ops-route';
import { receiveImage, storeOrRefuse, uploadMaxBytes } from '../upload/upload.routes';
import {
  announcementCreate,
  announcementList,
  announcementSend,
  articleCreate,
  articleList,
  articlePublish,
  articleUpdate,
  bannerCreate,
  bannerList,
  bannerRemove,
  bannerUpdate,
  clauseList,
  clausePublish,
  groupGift,
  groupGiftSave,
  hotWordList,
  hotWordsSave,
  noticeList,
  noticesSave,
  serviceSave,
  serviceSettings,
  zoneList,
  zoneUpdate,
} from './content.service';

export function opsContentRoutes(fastify: FastifyInstance, app: AppContext): void {
  const R = OPS_CONTENT;
  const read = 'content.read' as const;
  const write = 'content.write' as const;

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.banners,
    permission: read,
    handler: ({ input }) => bannerList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.bannerCreate,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      bannerCreate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.bannerUpdate,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      bannerUpdate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.bannerDelete,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      bannerRemove(app, lang, input.id, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.upload,
    permission: write,
    handler: async ({ req, lang }) => {
      const img = await receiveImage(req, lang, await uploadMaxBytes(app.database.db));
      return { url: await storeOrRefuse(app, req, lang, img, app.clock.now()) };
    },
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.zones,
    permission: read,
    handler: () => zoneList(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.zoneUpdate,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      zoneUpdate(app, lang, input, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.notices,
    permission: read,
    handler: () => noticeList(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.noticesSave,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, actor }) =>
      noticesSave(app, input.list, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.articles,
    permission: read,
    handler: ({ input }) => articleList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.articleCreate,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      articleCreate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.articleUpdate,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      articleUpdate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.articlePublish,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      articlePublish(app, lang, input, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.announcements,
    permission: read,
    handler: ({ input }) => announcementList(app, input),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.announcementCreate,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      announcementCreate(app, lang, input, actor),
    ),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.announcementSend,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      announcementSend(app, lang, input.id, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.clauses,
    permission: read,
    handler: ({ input }) => clauseList(app, input.type),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.clausePublish,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      clausePublish(app, lang, input, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.hotWords,
    permission: read,
    handler: () => hotWordList(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.hotWordsSave,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      hotWordsSave(app, lang, input.list, actor),
    ),
  });

  opsRoute(fastify, app, {
    method: 'GET',
    route: R.service,
    permission: read,
    handler: () => serviceSettings(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.serviceSave,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, actor }) => serviceSave(app, input, actor)),
  });
  // issue 23 (group gift): the zone's QR, notice and coupons
  opsRoute(fastify, app, {
    method: 'GET',
    route: R.groupGift,
    permission: read,
    handler: () => groupGift(app),
  });
  opsRoute(fastify, app, {
    method: 'POST',
    route: R.groupGiftSave,
    permission: write,
    handler: notifyingOps(app, 'content', ({ input, lang, actor }) =>
      groupGiftSave(app, lang, input, actor),
    ),
  });
}
