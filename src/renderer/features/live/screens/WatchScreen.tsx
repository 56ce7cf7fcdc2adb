/**
 * Watch a live room (`?id=`; docs/api-live.md "Screens"): the stream (HlsPlayer: native HLS or
 * lazily loaded hls.js), upcoming → cover and countdown, ended → the replay with a badge.
 * Viewers and likes over the video; comments below it follow new ones; the comment box needs
 * a login (login keeps this page as the return target), sends with a client id, shows the
 * comment pending until the server confirms it. Likes float a heart per tap and go out batched
 * (LikeBatcher). The goods drawer lists the room goods with the pinned one on top; buy opens
 * the shop goods detail (buy now as everywhere).
 *
 * Real time: a guest socket while open, `live:join` on open and after each reconnect (then the
 * comments after the last shown id are fetched, so none is lost or doubled), `live:leave` on
 * leaving. Events of other rooms are ignored.
 */
import '../strings';
import '../live.css';
import '../../../core/i18n/data';
import { Button, Popup } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LiveRoomGoods, LiveRoomView, LiveState } from '../../../../shared/contract/live';
import { CLIENT_EVENTS, EVENTS } from '../../../../shared/realtime';
import * as liveApi from '../api';
import { CommentList } from '../CommentList';
import {
  lastCommentId,
  newClientId,
  receiveComments,
  type CommentsState,
  type PendingComment,
} from '../comments';
import { HlsPlayer } from '../HlsPlayer';
import { LikeBatcher } from '../like-batcher';
import { goodsDetailPath, LiveGoodsCard } from '../LiveGoodsCard';
import { StateBadge } from '../StateBadge';
import { useGoLogin } from '../../../core/router/use-go-login';
import { consumerRealtime } from '../../../core/realtime/consumer-realtime';
import {
  useGuestSocket,
  useRealtimeEvent,
  useRealtimeReconnect,
} from '../../../core/realtime/hooks';
import { useStores } from '../../../core/stores/context';
import { Countdown, EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { reportFailure, unwrap, useLoad, type ApiError } from '../../../core/data';

const PAGE = 'pages/live/watch';
const MAX_COMMENT = 100;
const HEART_MS = 1200;
/** a comment that fails without the server's word (offline, 5xx) */
const REPORT = { fallbackKey: 'data.networkError' } as const;

/** The server's answer about the room itself (422 no such room, 403 not visible): missing. */
function isMissing(error: ApiError | null): boolean {
  return error !== null && (error.kind === 'invalid' || error.kind === 'forbidden');
}

/** Goods with the pinned one first, else in their order. */
function pinnedFirst(goods: LiveRoomGoods[]): LiveRoomGoods[] {
  const pinned = goods.filter((g) => g.pinned);
  return [...pinned, ...goods.filter((g) => !g.pinned)];
}

const WatchPage = observer(function WatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const { user } = useStores();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;

  const [comments, setComments] = useState<CommentsState>({ list: [], pending: [] });
  const [viewers, setViewers] = useState(0);
  const [likes, setLikes] = useState(0);
  const [state, setState] = useState<LiveState>('upcoming');
  const [goods, setGoods] = useState<LiveRoomGoods[]>([]);
  const [drawer, setDrawer] = useState(false);
  const [text, setText] = useState('');
  const [hearts, setHearts] = useState<{ key: number; x: number }[]>([]);
  const heartSeq = useRef(0);

  const commentsRef = useRef(comments);
  useLayoutEffect(() => {
    commentsRef.current = comments;
  });

  const apply = useCallback((r: LiveRoomView) => {
    setState(r.state);
    setViewers(r.viewers);
    setLikes(r.like_count);
    setGoods(pinnedFirst(r.goods));
    setComments((s) => receiveComments(s, r.comments));
  }, []);

  // the room; loaded again (keeping it on screen) when its state changes, for the pull / replay URL
  const roomLoad = useLoad(
    async (signal) => {
      if (!id) return null;
      const r = await unwrap(liveApi.getRoom(id));
      if (r && !signal.aborted) apply(r);
      return r ?? null;
    },
    [id, apply],
  );
  const room = roomLoad.data ?? null;
  const { reload: reloadRoom } = roomLoad;
  const loadState: 'loading' | 'ready' | 'error' | 'missing' =
    roomLoad.status === 'loading'
      ? 'loading'
      : roomLoad.status === 'error'
        ? isMissing(roomLoad.error)
          ? 'missing'
          : 'error'
        : room
          ? 'ready'
          : 'missing';

  // ---- real time ----
  useGuestSocket(id > 0);
  const ready = loadState === 'ready';

  const join = useCallback(() => {
    if (!id) return;
    consumerRealtime().emit(CLIENT_EVENTS.liveJoin, { room_id: id }, (ack) => {
      if (ack?.ok && typeof ack.viewers === 'number') setViewers(ack.viewers);
    });
  }, [id]);

  useEffect(() => {
    if (!ready) return;
    join();
    return () => {
      consumerRealtime().emit(CLIENT_EVENTS.liveLeave, { room_id: id });
    };
  }, [ready, id, join]);

  useRealtimeReconnect(() => {
    if (!ready) return;
    join();
    const after = lastCommentId(commentsRef.current.list);
    // a failed catch-up is left to the next reconnect; live comments keep arriving meanwhile
    unwrap(liveApi.getComments({ room_id: id, after_id: after })).then(
      (d) => setComments((s) => receiveComments(s, d.list)),
      () => undefined,
    );
  });

  useRealtimeEvent(EVENTS.liveComment, (c) => {
    if (c.room_id === id) setComments((s) => receiveComments(s, [c]));
  });
  useRealtimeEvent(EVENTS.liveLikes, (p) => {
    if (p.room_id === id) setLikes((n) => Math.max(n, p.like_count));
  });
  useRealtimeEvent(EVENTS.liveViewers, (p) => {
    if (p.room_id === id) setViewers(p.viewers);
  });
  useRealtimeEvent(EVENTS.liveState, (p) => {
    if (p.room_id !== id) return;
    setState(p.state);
    // the pull / replay URL comes with the room (a failed reload keeps the room shown)
    void reloadRoom();
  });
  useRealtimeEvent(EVENTS.livePinned, (p) => {
    if (p.room_id !== id) return;
    setGoods((list) => {
      const pin = p.goods;
      let next = list.map((g) => ({
        ...g,
        pinned: !!pin && g.live_goods_id === pin.live_goods_id,
      }));
      if (pin && !next.some((g) => g.live_goods_id === pin.live_goods_id))
        next = [{ ...pin, pinned: true }, ...next];
      return pinnedFirst(next);
    });
  });

  // ---- likes ----
  const batcher = useRef<LikeBatcher | null>(null);
  useEffect(() => {
    if (!id) return;
    const b = new LikeBatcher({
      // a failed send drops its taps (the batcher swallows the rejection)
      send: (count) =>
        unwrap(liveApi.postLike(id, count)).then((d) => {
          setLikes((n) => Math.max(n, d.like_count));
        }),
    });
    batcher.current = b;
    return () => {
      b.dispose();
      batcher.current = null;
    };
  }, [id]);

  const like = () => {
    if (!user.hasLogin) return goLogin();
    batcher.current?.tap();
    setLikes((n) => n + 1);
    const key = ++heartSeq.current;
    setHearts((h) => [...h.slice(-15), { key, x: Math.round(Math.random() * 40) - 20 }]);
    setTimeout(() => setHearts((h) => h.filter((x) => x.key !== key)), HEART_MS);
  };

  // ---- comments ----
  const send = async (p: PendingComment) => {
    setComments((s) => ({
      ...s,
      pending: [...s.pending.filter((x) => x.client_id !== p.client_id), { ...p, failed: false }],
    }));
    const fail = () =>
      setComments((s) => ({
        ...s,
        pending: s.pending.map((x) => (x.client_id === p.client_id ? { ...x, failed: true } : x)),
      }));
    try {
      const c = await unwrap(
        liveApi.postComment({ room_id: id, content: p.content, client_id: p.client_id }),
      );
      if (c) setComments((s) => receiveComments(s, [c]));
      else fail();
    } catch (e) {
      // the comment stays, marked failed with its retry; the user is told once why
      reportFailure(e, REPORT);
      fail();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user.hasLogin) return goLogin();
    const content = text.trim();
    if (!content) return;
    setText('');
    void send({ client_id: newClientId(), content });
  };

  // ---- render ----
  if (loadState !== 'ready' || !room) {
    return (
      <PageFrame title={t('live.watch.title')} page={PAGE} homePath="/pages/live/room">
        {loadState === 'loading' && <ListSkeleton rows={3} />}
        {loadState === 'error' && <ErrorState onRetry={roomLoad.retry} />}
        {loadState === 'missing' && (
          <EmptyState
            title={t('live.watch.missing')}
            actionText={t('live.watch.toRooms')}
            onAction={() => void navigate('/pages/live/room', { replace: true })}
          />
        )}
      </PageFrame>
    );
  }

  const pinned = goods.find((g) => g.pinned) ?? null;
  const canInteract = state === 'live';

  const buy = (g: LiveRoomGoods) => {
    setDrawer(false);
    void navigate(goodsDetailPath(g));
  };

  return (
    <PageFrame
      title={room.title}
      page={PAGE}
      homePath="/pages/live/room"
      className="live-watch"
      footer={
        <div className="live-bar">
          <Button
            className="live-bar__goods"
            aria-label={t('live.watch.goods')}
            onClick={() => setDrawer(true)}
          >
            {t('live.watch.goods')}
            {goods.length > 0 && <span className="live-bar__count">{goods.length}</span>}
          </Button>
          {canInteract ? (
            <form className="live-bar__form" onSubmit={submit}>
              <input
                className="live-bar__input"
                value={text}
                maxLength={MAX_COMMENT}
                onChange={(e) => setText(e.target.value)}
                onFocus={() => {
                  if (!user.hasLogin) goLogin();
                }}
                placeholder={
                  user.hasLogin
                    ? t('live.watch.commentPlaceholder')
                    : t('live.watch.loginToComment')
                }
                aria-label={t('live.watch.commentPlaceholder')}
                enterKeyHint="send"
              />
              <Button
                type="submit"
                color="primary"
                size="small"
                className="live-bar__send"
                disabled={user.hasLogin && !text.trim()}
              >
                {t('live.watch.send')}
              </Button>
            </form>
          ) : (
            <p className="live-bar__closed">
              {state === 'upcoming' ? t('live.watch.notStarted') : t('live.watch.ended')}
            </p>
          )}
          {canInteract && (
            <button
              type="button"
              className="live-like"
              aria-label={t('live.watch.like')}
              onClick={like}
            >
              <span aria-hidden="true">♥</span>
              {hearts.map((h) => (
                <span
                  key={h.key}
                  className="live-like__heart"
                  style={{ ['--x' as string]: `${h.x}px` }}
                  aria-hidden="true"
                >
                  ♥
                </span>
              ))}
            </button>
          )}
        </div>
      }
    >
      <div className="live-stage">
        {state === 'live' && room.pull_url ? (
          <HlsPlayer src={room.pull_url} poster={room.cover} title={room.title} />
        ) : state === 'ended' && room.replay_url ? (
          <HlsPlayer src={room.replay_url} poster={room.cover} title={room.title} replay />
        ) : (
          <div className="live-stage__cover">
            <img src={room.cover} alt={room.title} />
            <div className="live-stage__veil">
              {state === 'upcoming' ? (
                <>
                  <p>{t('live.watch.startsIn')}</p>
                  <Countdown endAt={room.scheduled_at} />
                </>
              ) : state === 'live' ? (
                <p>{t('live.watch.waitingStream')}</p>
              ) : (
                <p>{t('live.watch.noReplay')}</p>
              )}
            </div>
          </div>
        )}
        <div className="live-stage__top">
          <StateBadge state={state === 'ended' && room.replay_url ? 'ended' : state} />
          <span className="live-stage__stat" data-testid="live-viewers">
            {t('live.viewers', { count: viewers })}
          </span>
          <span className="live-stage__stat" data-testid="live-likes">
            {t('live.likes', { count: likes })}
          </span>
        </div>
      </div>
      <div className="live-watch__info">
        <p className="live-watch__owner">
          {room.owner.avatar ? (
            <img src={room.owner.avatar} alt="" className="live-avatar" aria-hidden="true" />
          ) : (
            <span className="live-avatar" aria-hidden="true" />
          )}
          <span>{room.owner.nickname}</span>
        </p>
        {room.intro && <p className="live-watch__intro">{room.intro}</p>}
      </div>
      {pinned && (
        <LiveGoodsCard
          goods={pinned}
          pinned
          className="live-watch__pinned"
          action={
            <Button
              size="small"
              color="primary"
              disabled={!pinned.on_sale}
              onClick={() => buy(pinned)}
            >
              {t('live.goods.buy')}
            </Button>
          }
        />
      )}
      <CommentList list={comments.list} pending={comments.pending} onRetry={(p) => void send(p)} />
      <Popup
        visible={drawer}
        onMaskClick={() => setDrawer(false)}
        onClose={() => setDrawer(false)}
        bodyClassName="live-drawer"
        destroyOnClose
      >
        <div className="live-drawer__head">
          <h2>{t('live.watch.goodsTitle', { count: goods.length })}</h2>
          <button
            type="button"
            className="ui-text-button"
            onClick={() => setDrawer(false)}
            aria-label={t('live.close')}
          >
            ✕
          </button>
        </div>
        <div className="live-drawer__list" data-testid="live-goods-drawer">
          {goods.length === 0 ? (
            <EmptyState title={t('live.watch.noGoods')} />
          ) : (
            goods.map((g) => (
              <LiveGoodsCard
                key={g.live_goods_id}
                goods={g}
                pinned={g.pinned}
                action={
                  <Button size="small" color="primary" disabled={!g.on_sale} onClick={() => buy(g)}>
                    {t('live.goods.buy')}
                  </Button>
                }
              />
            ))
          )}
        </div>
      </Popup>
    </PageFrame>
  );
});

export default WatchPage;
