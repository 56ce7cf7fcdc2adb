/**
 * Customer chat (`pages/subpack2/chat/chat?goods_id=|order_id=`, docs/api-chat.md): the user's
 * one conversation with customer service. History scrolls back by pages; sending is HTTP with a
 * client id (pending → sent → delivered → read; a failed send stays with retry); new messages
 * and read state arrive through the socket, and after every reconnect the page catches up with
 * `after_id`. Opened from a goods or an order, it offers to send that card. When the service
 * switch (`api/v3/kf`) is off, the page says so and offers the service phone.
 */
import { DotLoading } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import type { ChatCard } from '../../../../shared/contract/chat';
import { EVENTS } from '../../../../shared/realtime';
import * as chatApi from '../api';
import * as configApi from '../../../core/api/config';
import { ChatCardView } from '../ChatCardView';
import { Composer } from '../Composer';
import { ThreadView } from '../ThreadView';
import { ChatThread, newClientId, type Draft } from '../thread-store';
import '../strings';
import '../../../core/ui/chat-list.css';
import '../chat.css';
import { uploadPhoto } from '../../../core/api/upload';
import { storage } from '../../../core/platform/storage';
import { consumerRealtime } from '../../../core/realtime/consumer-realtime';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../core/realtime/hooks';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, LoadingButton, PageFrame } from '../../../core/ui';
import { ApiError, unwrap } from '../../../core/data';

const PAGE = 'pages/subpack2/chat/chat';

function positive(v: string | null): number {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

async function sendDraft(clientId: string, d: Draft) {
  const body: chatApi.SendBody =
    d.type === 'text'
      ? { client_id: clientId, type: 'text', content: d.content }
      : d.type === 'image'
        ? { client_id: clientId, type: 'image', content: d.url }
        : d.type === 'goods'
          ? { client_id: clientId, type: 'goods', goods_id: d.card.goods_id }
          : { client_id: clientId, type: 'order', order_id: d.card.order_id };
  const data = await unwrap(chatApi.send(body));
  return data.message;
}

/** True once the socket has been down for a moment (not during the first connect). */
function useOffline(): boolean {
  const rt = consumerRealtime();
  const [late, setLate] = useState(false);
  const connected = rt.connected;
  useEffect(() => {
    if (connected) {
      setLate(false);
      return;
    }
    const timer = setTimeout(() => setLate(true), 3000);
    return () => clearTimeout(timer);
  }, [connected]);
  return !connected && late;
}

const Chat = observer(function Chat() {
  const { t } = useTranslation();
  const { config, user } = useStores();
  const userId = user.info?.user_id ?? 0;
  const [search] = useSearchParams();
  const goodsId = positive(search.get('goods_id'));
  const orderId = positive(search.get('order_id'));
  const [kf, setKf] = useState<'checking' | 'on' | 'off'>('checking');
  const [offer, setOffer] = useState<ChatCard | null>(null);
  const offline = useOffline();
  const phone = config.service || config.config?.service_phone || '';

  const thread = useMemo(
    () =>
      new ChatThread({
        viewer: 'user',
        fetch: async (q) => (await chatApi.history(q)).data,
        send: sendDraft,
        upload: (f) => uploadPhoto(f as File),
        markRead: (id) => chatApi.markRead(id),
        newClientId,
        now: () => Math.floor(Date.now() / 1000),
        // unsent messages survive leaving the page (per user, this device)
        unsent: userId
          ? {
              load: () => storage.get(`chat_unsent_${userId}`),
              save: (json) =>
                json
                  ? storage.set(`chat_unsent_${userId}`, json)
                  : storage.remove(`chat_unsent_${userId}`),
            }
          : undefined,
      }),
    [userId],
  );

  // a fresh look at the switch (the store's copy may be from long ago)
  useEffect(() => {
    let live = true;
    unwrap(configApi.getKf(), { ok: [0] }).then(
      (data) => live && setKf(data.on === 1 ? 'on' : 'off'),
      (error: unknown) => {
        if (!live) return;
        // a refusal the server answered means off; without an answer keep the store's copy
        const answered = ApiError.from(error).cause === undefined;
        setKf(!answered && config.kfOn ? 'on' : 'off');
      },
    );
    return () => {
      live = false;
    };
  }, [config]);

  useEffect(() => {
    if (kf === 'on') void thread.load();
  }, [kf, thread]);

  // the card the page was opened with
  useEffect(() => {
    if (kf !== 'on' || (!goodsId && !orderId)) return;
    let live = true;
    unwrap(chatApi.card(goodsId ? { goods_id: goodsId } : { order_id: orderId })).then(
      (data) => live && setOffer(data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kf, goodsId, orderId]);

  // read what is shown while the page is visible
  const lastPeer = thread.lastPeerId;
  useEffect(() => {
    if (thread.status !== 'ready' || lastPeer === 0) return;
    const read = () => {
      if (document.visibilityState === 'visible') void thread.readAll();
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [thread, thread.status, lastPeer]);

  useRealtimeEvent(EVENTS.chatMessage, (p) => {
    if (kf !== 'on') return;
    thread.merge([p.message]);
    // received while the page is in the background: delivered now, read when visible
    if (p.message.sender === 'service' && document.visibilityState !== 'visible') {
      void chatApi.markDelivered(p.message.id).catch(() => undefined);
    }
  });
  useRealtimeEvent(EVENTS.chatState, (p) => {
    if (p.side === 'user') thread.applyCursors(p.delivered_id, p.read_id);
  });
  useRealtimeReconnect(() => {
    if (kf === 'on' && thread.status !== 'idle') void thread.catchUp();
  });

  if (kf === 'checking') {
    return (
      <PageFrame title={t('chat.title')} page={PAGE}>
        <div className="chat-center">
          <DotLoading />
        </div>
      </PageFrame>
    );
  }

  if (kf === 'off') {
    return (
      <PageFrame title={t('chat.title')} page={PAGE}>
        <div className="chat-unavailable" data-testid="chat-unavailable">
          <EmptyState title={t('chat.unavailable')} description={t('chat.unavailableHint')} />
          {phone ? (
            <a className="chat-unavailable__call" href={`tel:${phone}`}>
              {t('chat.callService', { phone })}
            </a>
          ) : (
            <p>{t('chat.noPhone')}</p>
          )}
        </div>
      </PageFrame>
    );
  }

  const sendOffer = async () => {
    if (!offer) return;
    const draft: Draft =
      offer.kind === 'goods' ? { type: 'goods', card: offer } : { type: 'order', card: offer };
    setOffer(null);
    await thread.send(draft);
  };

  return (
    <PageFrame
      title={t('chat.title')}
      page={PAGE}
      className="chat-page"
      footer={
        <div className="chat-footer">
          {offer && (
            <div className="chat-offer" data-testid="chat-offer">
              <p className="chat-offer__label">
                {offer.kind === 'goods' ? t('chat.offerGoods') : t('chat.offerOrder')}
              </p>
              <div className="chat-offer__row">
                <ChatCardView card={offer} linked={false} />
                <LoadingButton
                  color="primary"
                  size="small"
                  className="chat-offer__send"
                  onClick={sendOffer}
                >
                  {t('chat.sendCard')}
                </LoadingButton>
              </div>
            </div>
          )}
          <Composer
            disabled={thread.status !== 'ready'}
            onSend={(text) => void thread.send({ type: 'text', content: text })}
            onImage={(file) =>
              void thread.send({
                type: 'image',
                file,
                preview: URL.createObjectURL(file),
                url: '',
              })
            }
          />
        </div>
      }
    >
      {offline && (
        <p className="chat-banner" role="status">
          {t('chat.offline')}
        </p>
      )}
      {thread.status === 'error' ? (
        <ErrorState message={t('chat.loadFailed')} onRetry={() => void thread.load()} />
      ) : thread.status !== 'ready' ? (
        <div className="chat-center">
          <DotLoading />
        </div>
      ) : (
        <ThreadView
          thread={thread}
          peerName={t('chat.serviceName')}
          intro={
            <div className="chat-row chat-row--peer chat-intro">
              <span className="chat-avatar" aria-hidden="true">
                {t('chat.serviceName').slice(0, 1)}
              </span>
              <div className="chat-bubble">
                <p className="chat-bubble__text">{t('chat.welcome')}</p>
              </div>
            </div>
          }
        />
      )}
      {phone && thread.status === 'error' && (
        <a className="chat-unavailable__call" href={`tel:${phone}`}>
          {t('chat.callService', { phone })}
        </a>
      )}
    </PageFrame>
  );
});

export default Chat;
