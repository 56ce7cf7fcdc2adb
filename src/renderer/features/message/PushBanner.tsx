/**
 * The h5 app's message hub, mounted once (bootstrap.tsx): keeps the unread counts current
 * (on start with a token, after every socket (re)connect, on each `msg:new`) and shows the newest
 * pushed message (`RootStore.pushMessage`) as a banner that slides in at the top. Tap opens the
 * message; it hides itself after BANNER_MS; the close button or a swipe up dismisses it.
 */
import './strings/messages';
import './messages.css';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from '../../core/i18n';
import { EVENTS } from '../../../shared/realtime';
import { useRealtimeEvent, useRealtimeReconnect } from '../../core/realtime/hooks';
import { useStores } from '../../core/stores/context';
import { isMsgCategory } from './categories';
import { CategoryMark } from './CategoryMark';

/** How long a banner stays, ms. */
export const BANNER_MS = 5000;
/** Upward swipe distance that dismisses, px. */
const SWIPE_PX = 30;

export const PushBanner = observer(function PushBanner() {
  const { t } = useTranslation();
  const store = useStores();
  const { messages, user } = store;
  const push = store.pushMessage;
  const [shownId, setShownId] = useState<number | null>(null);
  const touchY = useRef<number | null>(null);

  useRealtimeEvent(EVENTS.message, (p) => messages.applyPush(p));
  useRealtimeReconnect(() => {
    messages.refresh().catch(() => undefined);
  });

  // start (with a token) and every login / logout: the counts, and this device's registration
  useEffect(
    () =>
      reaction(
        () => user.token,
        (token) => {
          if (!token) return messages.reset();
          messages.refresh().catch(() => undefined);
          messages.registerDevice().catch(() => undefined);
        },
        { fireImmediately: true },
      ),
    [messages, user],
  );

  // each new message shows for BANNER_MS
  useEffect(() => {
    if (!push) return;
    setShownId(push.id);
    const timer = setTimeout(() => setShownId(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [push]);

  const visible = push !== null && shownId === push.id;
  const dismiss = () => setShownId(null);
  const open = () => {
    if (!push) return;
    dismiss();
    // outside the router: the hash router follows the address
    window.location.hash = `#/pages/news/show?id=${push.id}`;
  };

  const onTouchStart = (e: TouchEvent) => {
    touchY.current = e.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (e: TouchEvent) => {
    const y = e.touches[0]?.clientY;
    if (touchY.current !== null && y !== undefined && touchY.current - y > SWIPE_PX) {
      touchY.current = null;
      dismiss();
    }
  };

  return (
    <div
      className={`msg-banner${visible ? ' msg-banner--in' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="push-banner"
      hidden={!push}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
    >
      {push && (
        <div className="msg-banner__card" aria-hidden={!visible}>
          <button
            type="button"
            className="msg-banner__open"
            tabIndex={visible ? 0 : -1}
            aria-label={t('msg.banner.open', { title: push.title })}
            onClick={open}
          >
            {isMsgCategory(push.category) && <CategoryMark category={push.category} />}
            <span className="msg-banner__text">
              <span className="msg-banner__label">{t('msg.banner.label')}</span>
              <strong className="msg-banner__title">{push.title}</strong>
              <span className="msg-banner__body">{push.body}</span>
            </span>
          </button>
          <button
            type="button"
            className="msg-banner__close"
            tabIndex={visible ? 0 : -1}
            aria-label={t('msg.banner.close')}
            onClick={dismiss}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
});
