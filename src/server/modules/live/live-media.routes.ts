/**
 * issue 24: the ingest's life with the app (started on ready, stopped on close) and, with
 * LIVE_MEDIA=external, the callbacks nginx-rtmp calls (docs/live-media.md):
 * `POST /api/live/media/on_publish | on_publish_done | on_update`, authenticated by the shared
 * secret LIVE_MEDIA_SECRET (`?secret=` in the configured URL, or the `x-live-media-secret`
 * header). nginx-rtmp reads any 2xx as yes and anything else as no; a 3xx on publish renames the
 * stream, which is how its HLS is named by the room (`room-<id>`) instead of the stream key.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { roomOfStreamName, streamName } from '../../providers/live-ingest';
import { findRoom, findRoomByKey } from './live.repository';
import {
  authorisePublish,
  liveIngest,
  publishEnded,
  publishStarted,
  startLiveIngest,
} from './live-media.service';

export const LIVE_MEDIA_PATHS = {
  onPublish: '/api/live/media/on_publish',
  onPublishDone: '/api/live/media/on_publish_done',
  onUpdate: '/api/live/media/on_update',
} as const;

function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string' || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

function fields(req: FastifyRequest): Record<string, unknown> {
  const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
  const query = typeof req.query === 'object' && req.query !== null ? req.query : {};
  return { ...(query as Record<string, unknown>), ...(body as Record<string, unknown>) };
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The room a callback names: the stream key (on publish) or `room-<id>` (after the rename). */
async function roomOfName(app: AppContext, name: string): Promise<number | null> {
  const byName = roomOfStreamName(name);
  if (byName !== null) return byName;
  const room = name ? await findRoomByKey(app.database.db, name) : undefined;
  return room?.id ?? null;
}

export function liveMediaRoutes(fastify: FastifyInstance, app: AppContext): void {
  const media = app.config.live.media;
  fastify.addHook('onReady', async () => {
    await startLiveIngest(app, {
      info: (m) => fastify.log.info(m),
      warn: (m) => fastify.log.warn(m),
    });
  });
  fastify.addHook('onClose', async () => {
    await liveIngest(app).stop();
  });
  if (media.mode !== 'external') return;

  const guard = (req: FastifyRequest, reply: FastifyReply): Record<string, unknown> | null => {
    const f = fields(req);
    const given = req.headers['x-live-media-secret'] ?? f.secret;
    if (!sameSecret(given, media.secret)) {
      req.log.warn('live media callback refused: wrong secret');
      void reply.code(403).send('forbidden');
      return null;
    }
    return f;
  };

  fastify.post(LIVE_MEDIA_PATHS.onPublish, async (req, reply) => {
    const f = guard(req, reply);
    if (!f) return reply;
    if (str(f.app) !== 'live') return reply.code(403).send('not the live application');
    const verdict = await authorisePublish(app, str(f.name));
    if ('refused' in verdict) {
      req.log.warn(`live publish refused: ${verdict.refused}`);
      return reply.code(403).send('refused');
    }
    if (!(await publishStarted(app, verdict.roomId))) return reply.code(403).send('refused');
    // renames the stream: HLS and control calls use `room-<id>`, never the key
    return reply.code(302).header('location', streamName(verdict.roomId)).send('');
  });

  fastify.post(LIVE_MEDIA_PATHS.onPublishDone, async (req, reply) => {
    const f = guard(req, reply);
    if (!f) return reply;
    const roomId = await roomOfName(app, str(f.name));
    if (roomId !== null) await publishEnded(app, roomId);
    return reply.code(200).send('ok');
  });

  // every `notify_update_timeout`: a room stopped meanwhile answers no, and nginx drops it
  fastify.post(LIVE_MEDIA_PATHS.onUpdate, async (req, reply) => {
    const f = guard(req, reply);
    if (!f) return reply;
    if (str(f.call) === 'play') return reply.code(200).send('ok');
    const roomId = await roomOfName(app, str(f.name));
    const room = roomId === null ? undefined : await findRoom(app.database.db, roomId);
    if (!room || room.state !== 'live' || room.review_status !== 1) {
      return reply.code(403).send('not live');
    }
    return reply.code(200).send('ok');
  });
}
