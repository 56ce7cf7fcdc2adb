/**
 * One room of the live manager (`live/manage`), as the management and the review screens load
 * it: loading, ready, failed (retry) or missing (another user's or an unknown id), and the one
 * view of the three states that are not the room.
 */
import './strings';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REPLY } from '../../../shared/constants';
import type { LiveRoomManageDetail } from '../../../shared/contract/live';
import * as liveApi from './api';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { ListSkeleton } from '../../core/ui/ListSkeleton';

export type RoomLoad = 'loading' | 'ready' | 'error' | 'missing';

export interface ManagedRoom {
  room: LiveRoomManageDetail | null;
  load: RoomLoad;
  /** loads again keeping the room on screen (a failure after a success keeps it) */
  reload: () => Promise<void>;
  /** back to the loading state, then loads (the error state's retry) */
  retry: () => void;
}

/** `onLoaded` runs with every room answered (the management screen seeds its live counters). */
export function useManagedRoom(
  id: number,
  onLoaded?: (room: LiveRoomManageDetail) => void,
): ManagedRoom {
  const [room, setRoom] = useState<LiveRoomManageDetail | null>(null);
  const [load, setLoad] = useState<RoomLoad>('loading');
  const loaded = useRef(onLoaded);
  useLayoutEffect(() => {
    loaded.current = onLoaded;
  });

  const reload = useCallback(async () => {
    try {
      const r = await liveApi.getManage(id);
      if (r.code === REPLY.OK && r.data) {
        setRoom(r.data);
        loaded.current?.(r.data);
        setLoad('ready');
      } else setLoad('missing');
    } catch {
      setLoad((l) => (l === 'ready' ? l : 'error'));
    }
  }, [id]);

  useEffect(() => {
    if (!id) return setLoad('missing');
    void reload();
  }, [id, reload]);

  const retry = useCallback(() => {
    setLoad('loading');
    void reload();
  }, [reload]);

  return { room, load, reload, retry };
}

/** The loading, failed and missing states of a managed room; null once it is there. */
export function RoomStateView({ state, rows }: { state: ManagedRoom; rows: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (state.load === 'loading') return <ListSkeleton rows={rows} />;
  if (state.load === 'error') return <ErrorState onRetry={state.retry} />;
  if (state.load === 'missing' || !state.room)
    return (
      <EmptyState
        title={t('live.watch.missing')}
        actionText={t('live.manage.listTitle')}
        onAction={() => void navigate('/pages/live/list', { replace: true })}
      />
    );
  return null;
}
