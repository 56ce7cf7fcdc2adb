/**
 * The number of service replies the user has not read yet (`/api/service/unread`), for the chat
 * entry's badge: loaded while logged in with the service switch on, and again on every chat
 * event of this user (a new reply, the read cursor moving after the chat was read elsewhere) and
 * after a reconnect.
 */
import { useCallback, useEffect, useState } from 'react';
import { EVENTS } from '../../../shared/realtime';
import * as chatApi from './api';
import { useRealtimeEvent, useRealtimeReconnect } from '../../core/realtime/hooks';

export function useChatUnread(enabled: boolean): number {
  const [count, setCount] = useState(0);
  const reload = useCallback(() => {
    if (!enabled) return;
    chatApi.unread().then(
      (res) => setCount(res.data?.unread ?? 0),
      () => undefined,
    );
  }, [enabled]);
  useEffect(() => {
    if (enabled) reload();
    else setCount(0);
  }, [enabled, reload]);
  useRealtimeEvent(EVENTS.chatMessage, reload);
  useRealtimeEvent(EVENTS.chatState, reload);
  useRealtimeReconnect(reload);
  return count;
}
