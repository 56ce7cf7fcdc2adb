/**
 * Service inbox (`pages/guishang/service/inbox`, beyond the spec's route list; in both apps;
 * docs/api-chat.md): for merchants that answer customer chat (chat agents). Conversations by
 * latest message with unread counts; open one to read the thread (the same bubbles and cards
 * as the customer sees), reply in text, and mark it read. Live through the merchant socket
 * (`chat:message`, `chat:state`); after a reconnect the list reloads and the open thread
 * catches up with `after_id`. Wide screens show the list and the thread side by side.
 */
import { DotLoading } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { ChatConversation, ChatMessage } from '../../../../shared/contract/chat';
import { EVENTS } from '../../../../shared/realtime';
import * as chatApi from '../../chat/api';
import { Composer } from '../../chat';
import { ThreadView } from '../../chat';
import { ChatThread, newClientId } from '../../chat';
import '../../chat/strings';
import { useKiosk, useKioskEvent } from '../hooks';
import '../../../core/ui/chat-list.css';
import '../inbox.css';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import type { Translate } from '../../../core/i18n/typed';
import { kioskTime } from '../kiosk-time';

const PAGE = 'pages/guishang/service/inbox';
const LIMIT = 20;

function useWide(): boolean {
  const query = '(min-width: 768px)';
  const [wide, setWide] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const m = window.matchMedia?.(query);
    if (!m) return;
    const on = () => setWide(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, []);
  return wide;
}

function customerName(c: ChatConversation, fallback: string): string {
  return c.user.nickname || c.user.mobile || `${fallback} ${c.user.id}`;
}

function preview(m: ChatMessage | null, t: Translate): string {
  if (!m) return '';
  if (m.type === 'image') return t('chat.lastImage');
  if (m.type === 'goods') return `${t('chat.lastGoods')} ${m.card?.title ?? ''}`;
  if (m.type === 'order') return `${t('chat.lastOrder')} ${m.card?.title ?? ''}`;
  return m.content;
}

// the kiosk's one time format (issue 18): HH:mm today, YYYY-MM-DD HH:mm before
function when(sec: number, _lang?: string): string {
  return kioskTime(sec);
}

/** The open conversation: its thread, reply box, read marking and live events. */
const Conversation = observer(function Conversation({
  conv,
  onBack,
  onRead,
}: {
  conv: ChatConversation;
  onBack: (() => void) | null;
  onRead: (unread: number) => void;
}) {
  const { t } = useTranslation();
  const { realtime } = useKiosk();
  const thread = useMemo(
    () =>
      new ChatThread({
        viewer: 'service',
        fetch: async (q) => (await chatApi.inboxMessages(conv.id, q)).data,
        send: async (clientId, d) => {
          if (d.type !== 'text') throw new Error('text only');
          return (await chatApi.inboxSend(conv.id, clientId, d.content)).data.message;
        },
        markRead: async (id) => onRead((await chatApi.inboxRead(conv.id, id)).data.unread),
        newClientId,
        now: () => Math.floor(Date.now() / 1000),
      }),
    // one thread per conversation; onRead only reports
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [conv.id],
  );

  useEffect(() => {
    void thread.load();
  }, [thread]);

  const lastPeer = thread.lastPeerId;
  useEffect(() => {
    if (thread.status === 'ready' && lastPeer > 0 && document.visibilityState === 'visible') {
      void thread.readAll();
    }
  }, [thread, thread.status, lastPeer]);

  useKioskEvent(EVENTS.chatMessage, (p) => {
    if (p.conversation_id === conv.id) thread.merge([p.message]);
  });
  useKioskEvent(EVENTS.chatState, (p) => {
    if (p.conversation_id === conv.id && p.side === 'service') {
      thread.applyCursors(p.delivered_id, p.read_id);
    }
  });
  // catch up after a reconnect
  const state = realtime.state;
  const wasOffline = useRef(false);
  useEffect(() => {
    if (state === 'offline') wasOffline.current = true;
    if (state === 'online' && wasOffline.current) {
      wasOffline.current = false;
      void thread.catchUp();
    }
  }, [state, thread]);

  const name = customerName(conv, t('chat.customer'));
  return (
    <section className="inbox__thread" aria-label={name} data-testid="inbox-thread">
      <header className="inbox__thread-head">
        {onBack && (
          <button
            type="button"
            className="inbox__back"
            onClick={onBack}
            aria-label={t('chat.inboxBack')}
          >
            ‹
          </button>
        )}
        <span>{name}</span>
        <span className={state === 'online' ? 'inbox__status' : 'inbox__status inbox__status--off'}>
          {state === 'online' ? t('chat.inboxOnline') : t('chat.inboxOffline')}
        </span>
      </header>
      {thread.status === 'error' ? (
        <ErrorState message={t('chat.loadFailed')} onRetry={() => void thread.load()} />
      ) : thread.status !== 'ready' ? (
        <div className="chat-center">
          <DotLoading />
        </div>
      ) : (
        <ThreadView thread={thread} peerName={name} linkedCards={false} />
      )}
      <div className="inbox__composer">
        <Composer
          large
          disabled={thread.status !== 'ready'}
          placeholder={t('chat.inboxReplyPlaceholder')}
          sendLabel={t('chat.inboxReply')}
          onSend={(text) => void thread.send({ type: 'text', content: text })}
        />
      </div>
    </section>
  );
});

const Inbox = observer(function Inbox() {
  const { t, i18n } = useTranslation();
  const { realtime } = useKiosk();
  const wide = useWide();
  const [list, setList] = useState<ChatConversation[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  const [moreBusy, setMoreBusy] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const openRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    openRef.current = openId;
  });

  const loadFirst = useCallback(async () => {
    try {
      const res = await chatApi.inboxConversations(1, LIMIT);
      setList(res.data.list);
      setTotal(res.data.total);
      setPage(1);
      setStatus('ready');
    } catch (e) {
      setError(e instanceof Error ? e.message : '');
      setStatus((s) => (s === 'ready' ? s : 'error'));
    }
  }, []);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  // reload after a reconnect: nothing that came while offline is missed
  const state = realtime.state;
  const wasOffline = useRef(false);
  useEffect(() => {
    if (state === 'offline') wasOffline.current = true;
    if (state === 'online' && wasOffline.current) {
      wasOffline.current = false;
      void loadFirst();
    }
  }, [state, loadFirst]);

  const loadMore = async () => {
    if (moreBusy) return;
    setMoreBusy(true);
    try {
      const res = await chatApi.inboxConversations(page + 1, LIMIT);
      setList((l) => {
        const known = new Set(l.map((c) => c.id));
        return [...l, ...res.data.list.filter((c) => !known.has(c.id))];
      });
      setTotal(res.data.total);
      setPage(page + 1);
    } catch {
      // the merchant wrapper has shown it
    } finally {
      setMoreBusy(false);
    }
  };

  useKioskEvent(EVENTS.chatMessage, (p) => {
    const m = p.message;
    if (m.sender === 'user' && p.conversation_id !== openRef.current) {
      // received by the service side (the sender sees "delivered")
      void chatApi.inboxDelivered(p.conversation_id, m.id).catch(() => undefined);
    }
    if (!list.some((c) => c.id === p.conversation_id)) {
      // a new conversation (or one beyond the loaded pages): the first page has it on top
      void loadFirst();
      return;
    }
    setList((l) => {
      const found = l.find((c) => c.id === p.conversation_id);
      if (!found || (found.last_message && found.last_message.id >= m.id)) return l;
      const unread =
        m.sender === 'user' && p.conversation_id !== openRef.current
          ? found.unread + 1
          : found.unread;
      const updated = { ...found, last_message: m, last_at: m.created_at, unread };
      return [updated, ...l.filter((c) => c.id !== found.id)];
    });
  });
  useKioskEvent(EVENTS.chatState, (p) => {
    if (p.side !== 'user') return;
    setList((l) => l.map((c) => (c.id === p.conversation_id ? { ...c, unread: p.unread } : c)));
  });

  const open = list.find((c) => c.id === openId) ?? null;
  const setUnread = (id: number, unread: number) =>
    setList((l) => l.map((c) => (c.id === id ? { ...c, unread } : c)));

  const listView =
    status === 'loading' ? (
      <ListSkeleton rows={5} />
    ) : status === 'error' ? (
      <ErrorState message={error || undefined} onRetry={() => void loadFirst()} />
    ) : list.length === 0 ? (
      <EmptyState title={t('chat.inboxEmpty')} description={t('chat.inboxEmptyHint')} />
    ) : (
      <>
        <ul className="chat-list" data-testid="inbox-list">
          {list.map((c) => {
            const name = customerName(c, t('chat.customer'));
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className="inbox__conv"
                  aria-current={c.id === openId}
                  data-testid="inbox-conversation"
                  data-id={c.id}
                  onClick={() => {
                    setOpenId(c.id);
                  }}
                >
                  <span className="chat-avatar" aria-hidden="true">
                    {name.slice(0, 1)}
                  </span>
                  <span className="inbox__conv-body">
                    <span className="inbox__conv-top">
                      <span className="inbox__name">{name}</span>
                      <span className="inbox__when">{when(c.last_at, i18n.language)}</span>
                    </span>
                    <span className="inbox__last">{preview(c.last_message, t)}</span>
                  </span>
                  {c.unread > 0 && (
                    <span
                      className="inbox__badge"
                      data-testid="inbox-unread"
                      aria-label={t('chat.inboxUnread', { n: c.unread })}
                    >
                      {c.unread > 99 ? '99+' : c.unread}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        {list.length < total && (
          <button type="button" className="inbox__more" onClick={() => void loadMore()}>
            {moreBusy ? <DotLoading /> : t('chat.loadOlder')}
          </button>
        )}
      </>
    );

  const showList = wide || !open;
  return (
    <PageFrame title={t('chat.inboxTitle')} page={PAGE} className="chat-page">
      <div className="inbox">
        {showList && (
          <nav className={wide ? 'inbox__list' : 'inbox__list inbox__list--full'}>{listView}</nav>
        )}
        {open ? (
          <Conversation
            key={open.id}
            conv={open}
            onBack={wide ? null : () => setOpenId(null)}
            onRead={(n) => setUnread(open.id, n)}
          />
        ) : (
          wide && <div className="inbox__pick">{t('chat.inboxPick')}</div>
        )}
      </div>
    </PageFrame>
  );
});

export default Inbox;
