/**
 * Shop news: announcements everyone sees (no login), newest first, pull to refresh, infinite
 * scroll. At the top, "My messages" with the unread count opens the personal message centre
 * (docs/api-messages.md "news/news vs msg-center").
 */
import '../strings/messages';
import '../messages.css';
import { Badge, List } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import type { ArticleBrief } from '../../../../shared/contract/messages';
import * as messagesApi from '../api';
import { messageDate } from '../format';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const News = observer(function News() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { messages } = useStores();
  const list = usePaged<ArticleBrief>(
    ({ page }) => unwrap(messagesApi.getArticleList({ page })),
    [],
  );

  return (
    <PageFrame title={t('msg.newsTitle')} page="pages/news/news">
      <List className="msg-news-entry">
        <List.Item
          onClick={() => void navigate('/pages/subpack1/user/msg-center')}
          description={t('msg.myMessagesHint')}
          extra={
            messages.unreadTotal > 0 ? (
              <Badge content={messages.unreadTotal > 99 ? '99+' : messages.unreadTotal} />
            ) : null
          }
        >
          {t('msg.myMessages')}
        </List.Item>
      </List>
      <ListView
        state={list}
        pullToRefresh
        className="msg-list"
        itemKey={(a) => a.id}
        skeletonRows={4}
        empty={<EmptyState title={t('msg.newsEmpty')} />}
        render={(a) => (
          <button
            type="button"
            className="msg-article"
            data-testid="news-article"
            onClick={() => void navigate(`/pages/news/detail?id=${a.id}`)}
          >
            {a.cover && (
              <img className="msg-article__cover" src={a.cover} alt={a.title} loading="lazy" />
            )}
            <span className="msg-article__main">
              <span className="msg-article__title">{a.title}</span>
              <span className="msg-article__summary">{a.summary}</span>
              <span className="msg-article__time">
                {messageDate(a.published_at, i18n.language)}
              </span>
            </span>
          </button>
        )}
      />
    </PageFrame>
  );
});

export default News;
