/**
 * The scrolling thread: older pages load when scrolled to the top (the scroll position stays
 * on the message that was at the top), the view follows new messages while the reader is at
 * the bottom (always for the reader's own), a time label between messages more than five
 * minutes apart.
 */
import { DotLoading } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../core/i18n';
import { Bubble } from './Bubble';
import type { ChatThread } from './thread-store';
import './strings';
import '../../core/ui/chat-list.css';
import { formatClock, formatDateTime, formatMonthDayTime } from '../../core/i18n/format';
import './chat.css';

const GAP_S = 300;
const TOP_PX = 60;
const BOTTOM_PX = 120;

function timeLabel(sec: number, _lang: string): string {
  const d = new Date(sec * 1000);
  const now = new Date();
  if (d.toDateString() === now.toDateString()) return formatClock(sec);
  return d.getFullYear() === now.getFullYear() ? formatMonthDayTime(sec) : formatDateTime(sec);
}

export interface ThreadViewProps {
  thread: ChatThread;
  peerName: string;
  linkedCards?: boolean;
  /** shown above the first message when the thread has no older pages */
  intro?: React.ReactNode;
  className?: string;
}

export const ThreadView = observer(function ThreadView({
  thread,
  peerName,
  linkedCards = true,
  intro,
  className,
}: ThreadViewProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  /** distance from the bottom before an older page was prepended */
  const anchor = useRef<number | null>(null);
  const atBottom = useRef(true);
  const items = thread.items;
  const firstKey = items[0]?.key;
  const lastKey = items[items.length - 1]?.key;
  const lastMine = items[items.length - 1]?.mine ?? false;

  const loadOlder = useCallback(() => {
    const el = box.current;
    if (!el || thread.loadingOlder || !thread.hasOlder) return;
    anchor.current = el.scrollHeight - el.scrollTop;
    void thread.loadOlder().catch(() => {
      anchor.current = null;
    });
  }, [thread]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_PX;
    if (el.scrollTop < TOP_PX) loadOlder();
  };

  // keep the position when older messages were prepended
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || anchor.current === null) return;
    el.scrollTop = el.scrollHeight - anchor.current;
    anchor.current = null;
  }, [firstKey]);

  // follow new messages at the bottom
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (atBottom.current || lastMine) el.scrollTop = el.scrollHeight;
  }, [lastKey, lastMine]);

  // a short first page that does not fill the screen cannot be scrolled: load more at once
  useEffect(() => {
    const el = box.current;
    if (el && thread.hasOlder && el.scrollHeight <= el.clientHeight + TOP_PX) loadOlder();
  }, [thread.hasOlder, firstKey, loadOlder]);

  return (
    <div
      ref={box}
      className={className ? `chat-thread ${className}` : 'chat-thread'}
      onScroll={onScroll}
      data-testid="chat-thread"
      aria-live="polite"
      aria-relevant="additions"
    >
      <div className="chat-thread__top">
        {thread.loadingOlder ? (
          <span>
            <DotLoading /> {t('chat.loadingOlder')}
          </span>
        ) : thread.hasOlder ? (
          <button type="button" className="chat-thread__older" onClick={loadOlder}>
            {t('chat.loadOlder')}
          </button>
        ) : items.length > 0 ? (
          <span>{t('chat.noOlder')}</span>
        ) : null}
      </div>
      {!thread.hasOlder && intro}
      <ul className="chat-list">
        {items.map((item, i) => {
          const prev = items[i - 1];
          const showTime = !prev || item.created_at - prev.created_at > GAP_S;
          return (
            <li key={item.key} className="chat-list__item">
              {showTime && <p className="chat-time">{timeLabel(item.created_at, i18n.language)}</p>}
              <Bubble
                item={item}
                peerName={peerName}
                linkedCards={linkedCards}
                onRetry={(k) => void thread.retry(k)}
                onDiscard={(k) => thread.discard(k)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
