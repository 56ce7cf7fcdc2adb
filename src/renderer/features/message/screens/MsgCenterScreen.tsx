/**
 * The personal message centre (docs/api-messages.md "news/news vs msg-center"): one row per
 * category with its unread count and newest message, "mark all read", and a row to the shop's
 * news. Counts come from the MessageStore, which the socket keeps current (no reload).
 */
import '../../../core/i18n/data';
import '../strings/messages';
import '../messages.css';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link } from 'react-router-dom';
import * as messagesApi from '../api';
import { CategoryMark } from '../CategoryMark';
import { messageTime } from '../format';
import { LoginPrompt } from '../LoginPrompt';
import { useStores } from '../../../core/stores/context';
import { ErrorState, ListSkeleton, PageFrame, PullRefresh, toast } from '../../../core/ui';
import { reportFailure, unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/subpack1/user/msg-center';

const badgeText = (n: number) => (n > 99 ? '99+' : n);

const MsgCenter = observer(function MsgCenter() {
  const { t, i18n } = useTranslation();
  const { user, messages } = useStores();
  const loggedIn = user.hasLogin;
  const load = useLoad(() => (loggedIn ? messages.refresh() : Promise.resolve(null)), [loggedIn]);
  const [marking, setMarking] = useState(false);

  const markAll = async () => {
    if (marking) return;
    setMarking(true);
    try {
      const read = await unwrap(messagesApi.userRead({ all: 1 }));
      messages.markedRead(read.unread_total);
      toast(t('msg.allRead'));
    } catch (e) {
      reportFailure(e, { fallback: t('data.networkError') });
    } finally {
      setMarking(false);
    }
  };

  const num = messages.num;
  let body;
  if (!loggedIn) body = <LoginPrompt />;
  else if (!num && load.status === 'error') body = <ErrorState onRetry={load.retry} />;
  else if (!num) body = <ListSkeleton rows={5} />;
  else
    body = (
      <PullRefresh
        onRefresh={async () => {
          if (!(await load.reload())) toast(t('common.loadError'));
        }}
      >
        <ul className="msg-rows" aria-label={t('msg.centerTitle')}>
          {num.categories.map((c) => (
            <li key={c.category} className="msg-row">
              <Link
                className="msg-row__link"
                to={`/pages/news/list?category=${c.category}`}
                data-testid={`msg-cat-${c.category}`}
              >
                <CategoryMark category={c.category} />
                <span className="msg-row__main">
                  <span className="msg-row__top">
                    <span className="msg-row__name">{t(`msg.categories.${c.category}`)}</span>
                    {c.latest && (
                      <span className="msg-row__time">
                        {messageTime(c.latest.created_at, i18n.language)}
                      </span>
                    )}
                  </span>
                  <span className="msg-row__latest">
                    {c.latest ? c.latest.title : t(`msg.categoryHints.${c.category}`)}
                  </span>
                </span>
                {c.unread > 0 && (
                  <span className="msg-row__badge" data-testid={`msg-cat-unread-${c.category}`}>
                    <span className="msg-pill" aria-hidden="true">
                      {badgeText(c.unread)}
                    </span>
                    <span className="ui-sr-only">{t('msg.unreadCount', { count: c.unread })}</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="msg-rows">
          <li className="msg-row">
            <Link className="msg-row__link" to="/pages/news/news">
              <span className="msg-mark msg-news-mark" aria-hidden="true">
                {t('msg.shopNews').slice(0, 1)}
              </span>
              <span className="msg-row__main">
                <span className="msg-row__name">{t('msg.shopNews')}</span>
                <span className="msg-row__latest">{t('msg.shopNewsHint')}</span>
              </span>
            </Link>
          </li>
        </ul>
      </PullRefresh>
    );

  return (
    <PageFrame
      title={t('msg.centerTitle')}
      page={PAGE}
      homePath="/pages/user/user"
      right={
        loggedIn ? (
          <button
            type="button"
            className="msg-toolbar-button"
            data-testid="msg-read-all"
            disabled={marking || messages.unreadTotal === 0}
            onClick={() => void markAll()}
          >
            {t('msg.markAllRead')}
          </button>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
});

export default MsgCenter;
