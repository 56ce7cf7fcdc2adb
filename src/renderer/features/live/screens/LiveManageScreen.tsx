/**
 * Manage one live room (`?id=`; docs/api-live.md manager routes): state, start / stop (with a
 * confirm), the push URL and stream key for the encoder (copy; reset while not live), viewers
 * and likes as they change (this screen joins the room's audience), the pinned goods, links to
 * the room goods and a preview of the watch page.
 */
import '../strings';
import '../live.css';
import '../../../core/i18n/data';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import type { Envelope } from '../../../../shared/contract';
import { CLIENT_EVENTS, EVENTS } from '../../../../shared/realtime';
import * as liveApi from '../api';
import { formatDateTime } from '../format';
import { LiveGoodsCard } from '../LiveGoodsCard';
import { ManagerPage } from '../ManagerGate';
import { RoomStateView, useManagedRoom } from '../managed-room';
import { ReviewTag } from '../ReviewTag';
import { StateBadge } from '../StateBadge';
import { copyText } from '../../../core/platform/copy';
import { consumerRealtime } from '../../../core/realtime/consumer-realtime';
import {
  useGuestSocket,
  useRealtimeEvent,
  useRealtimeReconnect,
} from '../../../core/realtime/hooks';
import { confirm, LoadingButton, toast } from '../../../core/ui';
import { unwrap, useMutation } from '../../../core/data';

const PAGE = 'pages/live/live';
/** writes that fail without the server's word (offline, 5xx) */
const REPORT = { fallbackKey: 'data.networkError' } as const;

function SecretRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="live-secret">
      <span className="live-secret__label">{label}</span>
      <code className="live-secret__value" data-testid={testId}>
        {value}
      </code>
      <Button
        size="small"
        onClick={() =>
          void copyText(
            value,
            () => toast(t('live.manage.copied')),
            () => toast(t('live.manage.copyFailed')),
          )
        }
      >
        {t('live.manage.copy')}
      </Button>
    </div>
  );
}

function Manage({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const [viewers, setViewers] = useState(0);
  const [likes, setLikes] = useState(0);
  const state = useManagedRoom(id, (r) => {
    setViewers(r.viewers);
    setLikes(r.like_count);
  });
  const { room, load, reload: fetchRoom } = state;

  // viewers and likes live: join the room's audience while this screen is open
  const ready = load === 'ready';
  useGuestSocket(ready);
  useEffect(() => {
    if (!ready) return;
    consumerRealtime().emit(CLIENT_EVENTS.liveJoin, { room_id: id }, (ack) => {
      if (ack?.ok && typeof ack.viewers === 'number') setViewers(ack.viewers);
    });
    return () => {
      consumerRealtime().emit(CLIENT_EVENTS.liveLeave, { room_id: id });
    };
  }, [ready, id]);
  useRealtimeReconnect(() => {
    if (!ready) return;
    consumerRealtime().emit(CLIENT_EVENTS.liveJoin, { room_id: id }, () => undefined);
    void fetchRoom();
  });
  useRealtimeEvent(EVENTS.liveViewers, (p) => p.room_id === id && setViewers(p.viewers));
  useRealtimeEvent(
    EVENTS.liveLikes,
    (p) => p.room_id === id && setLikes((n) => Math.max(n, p.like_count)),
  );
  useRealtimeEvent(EVENTS.liveState, (p) => p.room_id === id && void fetchRoom());
  useRealtimeEvent(EVENTS.livePinned, (p) => p.room_id === id && void fetchRoom());

  // start / stop / reset key: the server's verdict is told by the reporter; the room is reloaded
  const roomAction = useMutation(
    async (call: (id: number) => Promise<Envelope<unknown>>, done: string) => {
      await unwrap(call(id));
      toast(done);
      await fetchRoom();
    },
    { report: REPORT },
  );

  if (!room || load !== 'ready') return <RoomStateView state={state} rows={3} />;

  const act = async (
    ask: string,
    call: (id: number) => Promise<Envelope<unknown>>,
    done: string,
  ): Promise<void> => {
    if (!(await confirm(ask))) return;
    await roomAction.attempt(call, done);
  };

  const pinned = room.goods.find((g) => g.pinned) ?? null;
  const approved = room.review_status === 1;

  return (
    <div className="live-manage" data-testid="live-manage" data-state={room.state}>
      <section className="live-manage__card">
        <img src={room.cover} alt={room.title} className="live-manage__cover" />
        <div>
          <h2 className="live-manage__title">{room.title}</h2>
          <p className="live-mine__tags">
            <ReviewTag status={room.review_status} />
            <StateBadge state={room.state} />
          </p>
          <p className="live-mine__time">
            {t('live.manage.scheduledAt', {
              time: formatDateTime(room.scheduled_at, i18n.language),
            })}
          </p>
        </div>
      </section>
      <section className="live-manage__stats" aria-live="polite">
        <div>
          <strong data-testid="live-manage-viewers">{viewers}</strong>
          <span>{t('live.manage.viewers')}</span>
        </div>
        <div>
          <strong data-testid="live-manage-likes">{likes}</strong>
          <span>{t('live.manage.likes')}</span>
        </div>
        <div>
          <strong>{room.goods.length}</strong>
          <span>{t('live.manage.goods')}</span>
        </div>
      </section>
      <section className="live-manage__actions">
        {room.state === 'upcoming' && (
          <LoadingButton
            block
            color="primary"
            disabled={!approved}
            onClick={() =>
              act(t('live.manage.startAsk'), liveApi.startRoom, t('live.manage.started'))
            }
          >
            {t('live.manage.start')}
          </LoadingButton>
        )}
        {room.state === 'live' && (
          <LoadingButton
            block
            color="danger"
            onClick={() =>
              act(t('live.manage.stopAsk'), liveApi.stopRoom, t('live.manage.stopped'))
            }
          >
            {t('live.manage.stop')}
          </LoadingButton>
        )}
        {room.state === 'ended' && (
          <p className="live-manage__ended">{t('live.manage.endedHint')}</p>
        )}
        {!approved && <p className="live-field__hint">{t('live.manage.notApproved')}</p>}
      </section>
      <section className="live-manage__stream">
        <h3>{t('live.manage.stream')}</h3>
        {!room.ingest_ready && room.ingest_message && (
          <p className="live-manage__ingest-off" role="alert" data-testid="live-ingest-off">
            {room.ingest_message}
          </p>
        )}
        <SecretRow label={t('live.manage.pushUrl')} value={room.push_url} testId="live-push-url" />
        <SecretRow
          label={t('live.manage.streamKey')}
          value={room.stream_key}
          testId="live-stream-key"
        />
        {room.state !== 'live' && room.state !== 'ended' && (
          <LoadingButton
            size="small"
            onClick={() =>
              act(t('live.manage.resetAsk'), liveApi.resetKey, t('live.manage.resetDone'))
            }
          >
            {t('live.manage.resetKey')}
          </LoadingButton>
        )}
        <p className="live-field__hint">{t('live.manage.pushHint')}</p>
        <p className="live-field__hint">{t('live.manage.keyHint')}</p>
      </section>
      <section className="live-manage__pinned">
        <h3>{t('live.manage.pinned')}</h3>
        {pinned ? (
          <LiveGoodsCard goods={pinned} pinned />
        ) : (
          <p className="live-field__hint">{t('live.manage.noPinned')}</p>
        )}
      </section>
      <nav className="live-manage__links">
        <Link to={`/pages/live/room_goods?id=${room.id}`} className="live-link">
          {t('live.manage.roomGoods')} ›
        </Link>
        <Link to={`/pages/live/watch?id=${room.id}`} className="live-link">
          {t('live.manage.preview')} ›
        </Link>
        {room.state === 'upcoming' && (
          <Link to={`/pages/live/add?id=${room.id}`} className="live-link">
            {t('live.manage.edit')} ›
          </Link>
        )}
      </nav>
    </div>
  );
}

export default function LiveManagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <ManagerPage title={t('live.manage.title')} page={PAGE}>
      <Manage id={id} />
    </ManagerPage>
  );
}
