/** One shop news article (`?id=`): title, date, cover and the text as paragraphs (no HTML). */
import '../strings/messages';
import '../messages.css';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as messagesApi from '../api';
import { isRefused } from '../errors';
import { messageDate } from '../format';
import { RichText } from '../RichText';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

export default function NewsDetail() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const article = useLoad(
    () => (valid ? unwrap(messagesApi.getArticle(id)) : Promise.resolve(null)),
    [id],
  );

  const a = article.data;
  let body;
  if (!valid || (article.status === 'error' && isRefused(article.error)) || a === null)
    body = (
      <EmptyState
        title={t('msg.articleNotFound')}
        actionText={t('msg.newsTitle')}
        onAction={() => void navigate('/pages/news/news', { replace: true })}
      />
    );
  else if (article.status === 'error') body = <ErrorState onRetry={article.retry} />;
  else if (!a) body = <ListSkeleton rows={3} />;
  else
    body = (
      <article className="msg-doc" data-testid="news-detail">
        <h2 className="msg-doc__title">{a.title}</h2>
        <p className="msg-doc__meta">
          {t('msg.published', { time: messageDate(a.published_at, i18n.language) })}
        </p>
        {a.cover && <img className="msg-doc__cover" src={a.cover} alt={a.title} />}
        <RichText body={a.body} />
      </article>
    );

  return (
    <PageFrame title={t('msg.articleTitle')} page="pages/news/detail" homePath="/pages/news/news">
      {body}
    </PageFrame>
  );
}
