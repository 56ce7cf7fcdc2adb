/**
 * The messages of one category (`?category=`; none = all): newest first, unread ones marked,
 * pull to refresh, infinite scroll, "mark these read". A new message of this category (socket)
 * refreshes the list without a reload.
 */
import '../../../core/i18n/data';
import '../strings/messages';
import '../messages.css';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EVENTS } from '../../../../shared/realtime';
import * as messagesApi from '../api';
import { isMsgCategory } from '../categories';
import { LoginPrompt } from '../LoginPrompt';
import { MessageItem } from '../MessageItem';
import { useRealtimeEvent } from '../../../core/realtime/hooks';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ListView, PageFrame, toast } from '../../../core/ui';
import type { UserMessage } from '../../../../shared/contract/messages';
import { reportFailure, unwrap, usePaged } from '../../../core/data';

const NewsList = observer(function NewsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('category');
  const category = isMsgCategory(raw) ? raw : undefined;
  const { user, messages } = useStores();
  const [marking, setMarking] = useState(false);

  const list = usePaged<UserMessage>(
    ({ page }) =>
      user.hasLogin
        ? unwrap(messagesApi.getUserMsgList({ category, page }))
        : Promise.resolve({ list: [], total: 0 }),
    [category, user.hasLogin],
  );

  useRealtimeEvent(EVENTS.message, (p) => {
    if (!category || p.category === category) void list.refresh();
  });

  const unread = category ? messages.unread[category] : messages.unreadTotal;
  const markRead = async () => {
    if (marking) return;
    setMarking(true);
    try {
      const read = await unwrap(messagesApi.userRead(category ? { category } : { all: 1 }));
      messages.markedRead(read.unread_total);
      toast(t('msg.allRead'));
      await list.refresh();
    } catch (e) {
      reportFailure(e, { fallback: t('data.networkError') });
    } finally {
      setMarking(false);
    }
  };

  return (
    <PageFrame
      title={category ? t(`msg.categories.${category}`) : t('msg.title')}
      page="pages/news/list"
      homePath="/pages/subpack1/user/msg-center"
      right={
        user.hasLogin ? (
          <button
            type="button"
            className="msg-toolbar-button"
            data-testid="msg-read-category"
            disabled={marking || unread === 0}
            onClick={() => void markRead()}
          >
            {t(category ? 'msg.markCategoryRead' : 'msg.markAllRead')}
          </button>
        ) : undefined
      }
    >
      {user.hasLogin ? (
        <ListView
          state={list}
          pullToRefresh
          className="msg-list"
          itemKey={(m) => m.id}
          empty={<EmptyState title={t('msg.empty')} description={t('msg.emptyHint')} />}
          render={(m) => (
            <MessageItem msg={m} onOpen={() => void navigate(`/pages/news/show?id=${m.id}`)} />
          )}
        />
      ) : (
        <LoginPrompt />
      )}
    </PageFrame>
  );
});

export default NewsList;
