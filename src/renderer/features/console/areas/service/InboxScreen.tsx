/**
 * The platform's chat inbox (issue 20, part `service`): conversations on the left (unread first,
 * then the latest; search by the user's mobile; unread badges), the chosen conversation's messages
 * on the right (older pages on demand) and a composer. Operators answer as the platform's
 * service; the consumer receives the answer live. New consumer messages arrive live
 * (`ops:changed` topic `service`): the list and the open conversation re-read.
 */
import {
  Avatar,
  Badge,
  Button,
  Card,
  Empty,
  Image,
  Input,
  List,
  Pagination,
  Space,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import type { ChatConversation, ChatMessage } from '../../../../../shared/contract/chat';
import { ApiError, useLoad } from '../../../../core/data';
import { dynamicKey, type Translate } from '../../../../core/i18n/typed';
import { useSession } from '../../context';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime, positiveInt } from '../../list-query';
import { useOpsChanged } from '../../ops-events';
import { newClientId, serviceApi } from './api';
import './service.css';
import './strings';

const PAGE = 20;

function preview(m: ChatMessage | null, t: Translate): string {
  if (!m) return '';
  if (m.type === 'image') return t('console.service.inbox.image');
  if (m.type === 'goods') return t('console.service.inbox.goods');
  if (m.type === 'order') return t('console.service.inbox.order');
  return m.content;
}

function MessageBody({ m }: { m: ChatMessage }) {
  const { t } = useTranslation();
  if (m.type === 'image') return <Image src={m.content} width={160} alt="" />;
  if (m.card?.kind === 'goods') {
    return <span>{t('console.service.inbox.goodsCard', { title: m.card.title })}</span>;
  }
  if (m.card?.kind === 'order') {
    return (
      <span>
        {t('console.service.inbox.orderCard', { sn: m.card.order_sn, title: m.card.title })}
      </span>
    );
  }
  return <span className="service-msg__text">{m.content}</span>;
}

function Conversation({ conv }: { conv: ChatConversation }) {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = session.can('service.write');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState<ApiError | null>(null);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const clientId = useRef(newClientId());
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id ?? 0;

  const merge = useCallback((more: ChatMessage[]) => {
    setMessages((cur) => {
      const byId = new Map(cur.map((m) => [m.id, m]));
      for (const m of more) byId.set(m.id, m);
      return [...byId.values()].sort((a, b) => a.id - b.id);
    });
  }, []);

  const markRead = useCallback(
    (list: ChatMessage[]) => {
      const newestUser = list.reduce((n, m) => (m.sender === 'user' && m.id > n ? m.id : n), 0);
      if (canWrite && newestUser > 0) {
        void serviceApi
          .read({ conversation_id: conv.id, up_to_id: newestUser })
          .catch(() => undefined);
      }
    },
    [canWrite, conv.id],
  );

  const loadLatest = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const page = await serviceApi.messages({ conversation_id: conv.id, limit: PAGE }, signal);
        setMessages(page.list);
        setHasMore(page.has_more);
        setStatus('ready');
        markRead(page.list);
      } catch (err) {
        if (signal?.aborted) return;
        setError(ApiError.from(err));
        setStatus('error');
      }
    },
    [conv.id, markRead],
  );

  useEffect(() => {
    const ac = new AbortController();
    setStatus('loading');
    setMessages([]);
    void loadLatest(ac.signal);
    return () => ac.abort();
  }, [loadLatest]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  // a new message of this conversation: fetch what came after the newest shown
  useOpsChanged(['service'], (p) => {
    if (p.id !== conv.id || status !== 'ready') return;
    void serviceApi
      .messages({ conversation_id: conv.id, after_id: lastId, limit: 50 })
      .then((page) => {
        merge(page.list);
        markRead(page.list);
      })
      .catch(() => undefined);
  });

  const older = async () => {
    const first = messages[0];
    if (!first) return;
    const page = await serviceApi.messages({
      conversation_id: conv.id,
      before_id: first.id,
      limit: PAGE,
    });
    merge(page.list);
    setHasMore(page.has_more);
  };

  const send = async () => {
    const content = draft.trim();
    if (!content) {
      setDraftError(t('console.service.inbox.required'));
      return;
    }
    if (content.length > 1000) {
      setDraftError(t('console.service.inbox.tooLong'));
      return;
    }
    setDraftError(null);
    setSending(true);
    try {
      const res = await serviceApi.send({
        conversation_id: conv.id,
        client_id: clientId.current,
        content,
      });
      merge([res.message]);
      setDraft('');
      clientId.current = newClientId();
    } catch (err) {
      const e = ApiError.from(err);
      if (e.field === 'content') setDraftError(e.message);
    } finally {
      setSending(false);
    }
  };

  if (status === 'error') {
    return (
      <LoadFailed
        title={t('console.service.inbox.messagesError')}
        error={error}
        retry={() => void loadLatest()}
      />
    );
  }

  return (
    <div className="service-chat" data-testid="service-conversation">
      <div className="service-chat__head">
        <Typography.Text strong>{conv.user.nickname || conv.user.mobile}</Typography.Text>
        <Typography.Text type="secondary" className="console-mono">
          {conv.user.mobile} · #{conv.user.id}
        </Typography.Text>
      </div>
      <div className="service-chat__messages" data-testid="service-messages">
        {hasMore && (
          <div className="service-chat__older">
            <Button size="small" onClick={() => void older().catch(() => undefined)}>
              {t('console.service.inbox.older')}
            </Button>
          </div>
        )}
        {status === 'ready' && messages.length === 0 && (
          <Empty description={t('console.service.inbox.noMessages')} />
        )}
        {messages.map((m) => (
          <div
            key={m.id}
            className={`service-msg service-msg--${m.sender}`}
            data-testid="service-message"
            data-sender={m.sender}
          >
            <div className="service-msg__meta">
              {m.sender === 'service'
                ? t('console.service.inbox.platform')
                : t('console.service.inbox.user')}{' '}
              · {chinaDateTime(m.created_at)}
              {m.sender === 'service' && (
                <> · {t(dynamicKey('console.service.inbox.state', m.state))}</>
              )}
            </div>
            <div className="service-msg__bubble">
              <MessageBody m={m} />
            </div>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      {canWrite && (
        <div className="service-chat__composer">
          <Input.TextArea
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onPressEnter={(e) => {
              if (e.shiftKey || e.nativeEvent.isComposing) return;
              e.preventDefault();
              void send();
            }}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={1000}
            status={draftError ? 'error' : undefined}
            placeholder={t('console.service.inbox.placeholder')}
            aria-label={t('console.service.inbox.placeholder')}
            data-testid="service-composer"
          />
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <Typography.Text type="danger">{draftError ?? ''}</Typography.Text>
            <Button
              type="primary"
              loading={sending}
              onClick={() => void send()}
              data-testid="service-send"
            >
              {t('console.service.inbox.send')}
            </Button>
          </Space>
        </div>
      )}
    </div>
  );
}

export function InboxScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = positiveInt(params.get('c'));
  const page = positiveInt(params.get('page')) ?? 1;
  const mobile = (params.get('mobile') ?? '').replace(/\D/g, '').slice(0, 11);
  const [search, setSearch] = useState(mobile);
  useEffect(() => setSearch(mobile), [mobile]);
  const list = useLoad(
    (signal) =>
      serviceApi.conversations({ page, limit: PAGE, ...(mobile ? { mobile } : {}) }, signal),
    [page, mobile],
  );
  const setParam = (next: Record<string, string | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p);
  };
  useOpsChanged(['service'], () => void list.reload());
  const [openConv, setOpenConv] = useState<ChatConversation | null>(null);
  useEffect(() => {
    const found = list.data?.list.find((c) => c.id === selected);
    if (found) setOpenConv(found);
    else if (!selected) setOpenConv(null);
  }, [list.data, selected]);

  if (list.status === 'error') {
    return (
      <LoadFailed
        title={t('console.service.inbox.loadError')}
        error={list.error}
        retry={list.retry}
      />
    );
  }

  return (
    <div className="service-inbox">
      <Card size="small" className="service-inbox__list">
        <Input.Search
          allowClear
          inputMode="numeric"
          placeholder={t('console.service.inbox.searchMobile')}
          value={search}
          onChange={(e) => setSearch(e.target.value.replace(/\D/g, '').slice(0, 11))}
          onSearch={(v) => setParam({ mobile: v || undefined, page: undefined })}
          aria-label={t('console.service.inbox.searchMobile')}
          data-testid="service-search"
        />
        <List<ChatConversation>
          loading={list.loading && !list.data}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: t('console.service.inbox.empty') }}
          data-testid="service-conversations"
          renderItem={(c) => (
            <List.Item
              className={`service-conv${c.id === selected ? ' service-conv--active' : ''}`}
              onClick={() => {
                setOpenConv(c);
                setParam({ c: String(c.id) });
              }}
              data-testid="service-conversation-item"
              data-id={c.id}
            >
              <List.Item.Meta
                avatar={
                  <Badge count={c.id === selected ? 0 : c.unread} size="small">
                    <Avatar src={c.user.avatar || undefined}>
                      {(c.user.nickname || c.user.mobile).slice(0, 1)}
                    </Avatar>
                  </Badge>
                }
                title={
                  <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                    <span>{c.user.nickname || c.user.mobile}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {chinaDateTime(c.last_at).slice(5, 16)}
                    </Typography.Text>
                  </Space>
                }
                description={
                  <Typography.Text type="secondary" ellipsis className="service-conv__preview">
                    {preview(c.last_message, t)}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={PAGE}
          total={list.data?.total ?? 0}
          hideOnSinglePage
          onChange={(p) => setParam({ page: p > 1 ? String(p) : undefined })}
        />
      </Card>
      <Card size="small" className="service-inbox__chat">
        {openConv && openConv.id === selected ? (
          <Conversation key={openConv.id} conv={openConv} />
        ) : (
          <Empty description={t('console.service.inbox.pick')} style={{ marginTop: 120 }} />
        )}
      </Card>
    </div>
  );
}
