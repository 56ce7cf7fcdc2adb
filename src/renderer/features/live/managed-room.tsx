/**
 * One room of the live manager (`live/manage`), as the management and the review screens load
 * it: loading, ready, failed (retry) or missing (another user's or an unknown id), and the one
 * view of the three states that are not the room.
 */
import './strings';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { LiveRoomManageDetail } from '../../../shared/contract/live';
import * as liveApi from './api';
import { EmptyState } from '../../core/ui/EmptyState';
import { ErrorState } from '../../core/ui/ErrorState';
import { ListSkeleton } from '../../core/ui/ListSkeleton';
import { unwrap, useLoad, type ApiError } from '../../core/data';

export type RoomLoad = 'loading' | 'ready' | 'error' | 'missing';

export interface ManagedRoom {
  room: LiveRoomManageDetail | null;
  load: RoomLoad;
  /** loads again keeping the room on screen (a failure after a success keeps it) */
  reload: () => Promise<void>;
  /** back to the loading state, then loads (the error state's retry) */
  retry: () => void;
}

/**
 * The server's answer about the room itself (403 another's room or no right, 422 no such room):
 * the room is missing, not failed; no answer or a server failure offers the retry.
 */
function isMissing(error: ApiError | null): boolean {
  return error !== null && (error.kind === 'forbidden' || error.kind === 'invalid');
}

/** `onLoaded` runs with every room answered (the management screen seeds its live counters). */
export function useManagedRoom(
  id: number,
  onLoaded?: (room: LiveRoomManageDetail) => void,
): ManagedRoom {
  const loaded = useRef(onLoaded);
  useLayoutEffect(() => {
    loaded.current = onLoaded;
  });

  const state = useLoad<LiveRoomManageDetail | null>(
    async (signal) => {
      if (!id) return null;
      const room = (await unwrap(liveApi.getManage(id))) ?? null;
      if (room && !signal.aborted) loaded.current?.(room);
      return room;
    },
    [id],
  );

  const room = state.data ?? null;
  let load: RoomLoad;
  if (state.status === 'loading') load = 'loading';
  else if (state.status === 'error') load = isMissing(state.error) ? 'missing' : 'error';
  else load = room ? 'ready' : 'missing';

  const { reload: reloadData, retry } = state;
  return {
    room,
    load,
    reload: async () => {
      await reloadData();
    },
    retry,
  };
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
