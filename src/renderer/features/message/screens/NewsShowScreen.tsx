/**
 * One message (`?id=`): the server marks it read when it answers, and the unread badge drops at
 * once. A message with an in-app link offers to open it. Another user's message is "not found".
 */
import '../strings/messages';
import '../messages.css';
import { Button } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as messagesApi from '../api';
import { isMsgCategory } from '../categories';
import { CategoryMark } from '../CategoryMark';
import { isRefused } from '../errors';
import { messageRoute, messageTime } from '../format';
import { LoginPrompt } from '../LoginPrompt';
import { RichText } from '../RichText';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

const NewsShow = observer(function NewsShow() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { user, messages } = useStores();
  const valid = Number.isInteger(id) && id > 0;

  const one = useLoad(async () => {
    if (!user.hasLogin || !valid) return null;
    const data = await unwrap(messagesApi.getOneMsg(id));
    messages.markedRead(data.unread_total);
    return data.msg;
  }, [id, user.hasLogin]);

  const msg = one.data;
  const route = messageRoute(msg?.link);
  let body;
  if (!user.hasLogin) body = <LoginPrompt />;
  else if (!valid || (one.status === 'error' && isRefused(one.error)))
    body = (
      <EmptyState
        title={t('msg.notFound')}
        actionText={t('msg.backToCenter')}
        onAction={() => void navigate('/pages/subpack1/user/msg-center', { replace: true })}
      />
    );
  else if (one.status === 'error') body = <ErrorState onRetry={one.retry} />;
  else if (!msg) body = <ListSkeleton rows={2} />;
  else
    body = (
      <article className="msg-show" data-testid="msg-show" data-id={msg.id}>
        <header className="msg-show__head">
          {isMsgCategory(msg.category) && <CategoryMark category={msg.category} />}
          <div>
            <h2 className="msg-show__title">{msg.title}</h2>
            <p className="msg-show__meta">
              {t(`msg.categories.${msg.category}`)} · {messageTime(msg.created_at, i18n.language)}
            </p>
          </div>
        </header>
        <RichText body={msg.body} />
        {route && (
          <div className="msg-show__actions">
            <Button block color="primary" onClick={() => void navigate(route)}>
              {t('msg.openLink')}
            </Button>
          </div>
        )}
      </article>
    );

  return (
    <PageFrame
      title={t('msg.messageTitle')}
      page="pages/news/show"
      homePath="/pages/subpack1/user/msg-center"
    >
      {body}
    </PageFrame>
  );
});

export default NewsShow;
