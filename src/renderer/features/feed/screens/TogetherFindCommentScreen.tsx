/**
 * One post with its comments (`?id=`): the post (photos open the previewer), comments oldest
 * first with infinite scroll, a comment box in the bottom bar (1–200 characters) and delete on
 * one's own comments. The count in the heading is the post's `comment_count` as the server
 * answers it after each change, so it equals the published comments (docs/api-feed.md).
 * A comment just written is shown at the end at once, also before the last page is loaded.
 */
import { Input } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FEED_COMMENT_MAX, type FeedComment } from '../../../../shared/contract/feed';
import * as feedApi from '../api';
import { FeedAvatar } from '../FeedAvatar';
import { FEED_PAGE, FeedPostCard, POST_PAGE, PROFILE_PAGE } from '../FeedPostCard';
import { FeedTime } from '../FeedTime';
import { useFeedActions } from '../use-feed-actions';
import '../strings';
import '../../../core/ui/feed-list.css';
import '../feed.css';
import { reportFailure, unwrap, useLoad, usePaged } from '../../../core/data';
import { useGoLogin } from '../../../core/router/use-go-login';
import { useStores } from '../../../core/stores/context';
import {
  confirm,
  EmptyState,
  ErrorState,
  ListSkeleton,
  ListView,
  LoadingButton,
  PageFrame,
  serverNowMs,
  toast,
} from '../../../core/ui';
import '../../wallet/strings/wallet';

/** A failure without a message of its own says "network error" (the wallet's wording). */
const REPORT = { fallbackKey: 'wallet.networkError' } as const;

function CommentRow({ c, onDelete }: { c: FeedComment; onDelete: (c: FeedComment) => void }) {
  const { t } = useTranslation();
  return (
    <article className="feed-comment" data-testid="feed-comment" data-id={c.id}>
      <Link
        to={`/${PROFILE_PAGE}?id=${c.user.id}`}
        aria-label={t('feed.openProfile', { name: c.user.nickname })}
      >
        <FeedAvatar user={c.user} size={32} />
      </Link>
      <div className="feed-comment__body">
        <p className="feed-comment__head">
          <span className="feed-comment__name">{c.user.nickname}</span>
          <FeedTime at={c.created_at} now={serverNowMs()} />
          {c.status !== 'published' && (
            <span className="feed-card__status">{t('feed.pendingHint')}</span>
          )}
        </p>
        <p className="feed-comment__text">{c.content}</p>
      </div>
      {c.is_mine && (
        <button
          type="button"
          className="feed-comment__delete"
          onClick={() => onDelete(c)}
          data-testid="feed-comment-delete"
        >
          {t('feed.delete')}
        </button>
      )}
    </article>
  );
}

/**
 * The comments of a post, mounted once the post loaded (a missing post is told once). Deleting
 * one's own comment asks first and reports the post's new count.
 */
function Comments({
  postId,
  added,
  onRemoved,
}: {
  postId: number;
  added: FeedComment[];
  onRemoved: (commentId: number, commentCount: number) => void;
}) {
  const { t } = useTranslation();
  const comments = usePaged<FeedComment>(
    ({ page }) => unwrap(feedApi.getFeedComments({ post_id: postId, page, limit: 20 })),
    [postId],
  );
  const extra = added.filter((a) => !comments.items.some((c) => c.id === a.id));

  const remove = async (c: FeedComment) => {
    if (!(await confirm(t('feed.commentDeleteConfirm')))) return;
    try {
      const { comment_count } = await unwrap(feedApi.deleteFeedComment(c.id));
      comments.remove(c.id);
      onRemoved(c.id, comment_count);
      toast(t('feed.deleted'));
    } catch (e) {
      reportFailure(e, REPORT);
    }
  };

  return (
    <>
      <ListView
        state={comments}
        pullToRefresh
        itemKey={(c) => c.id}
        skeletonRows={3}
        render={(c) => <CommentRow c={c} onDelete={(x) => void remove(x)} />}
        empty={extra.length === 0 ? <EmptyState title={t('feed.noComments')} /> : <></>}
      />
      {extra.map((c) => (
        <CommentRow key={c.id} c={c} onDelete={(x) => void remove(x)} />
      ))}
    </>
  );
}

export default observer(function TogetherFindComment() {
  const { t } = useTranslation();
  const { user } = useStores();
  const goLogin = useGoLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0;

  const post = useLoad(
    () => (validId ? unwrap(feedApi.getFeedPost(id)) : Promise.reject(new Error('no post id'))),
    [id],
  );
  const [patch, setPatch] = useState<{ like?: [boolean, number]; comments?: number }>({});
  const shown = post.data
    ? {
        ...post.data,
        ...(patch.like ? { liked: patch.like[0], like_count: patch.like[1] } : {}),
        ...(patch.comments !== undefined ? { comment_count: patch.comments } : {}),
      }
    : undefined;
  const actions = useFeedActions((p) => setPatch((s) => ({ ...s, like: [p.liked, p.like_count] })));

  // comments written here (shown at the end until the loaded pages hold them)
  const [added, setAdded] = useState<FeedComment[]>([]);
  const [text, setText] = useState('');
  // Enter and the button may both fire: one comment per press
  const sending = useRef(false);

  const send = async () => {
    const content = text.trim();
    if (!content) {
      toast(t('feed.contentRequired'));
      return;
    }
    if (!user.hasLogin) {
      goLogin();
      return;
    }
    if (sending.current) return;
    sending.current = true;
    try {
      // a refusal throws: the text stays for another try
      const comment = await unwrap(feedApi.addFeedComment(id, content));
      setText('');
      setAdded((a) => [...a, comment]);
      const fresh = await unwrap(feedApi.getFeedPost(id));
      setPatch((s) => ({ ...s, comments: fresh.comment_count }));
    } catch (e) {
      reportFailure(e, REPORT);
    } finally {
      sending.current = false;
    }
  };

  const onRemoved = (commentId: number, count: number) => {
    setAdded((list) => list.filter((x) => x.id !== commentId));
    setPatch((p) => ({ ...p, comments: count }));
  };

  let body;
  if (post.status === 'loading') body = <ListSkeleton rows={2} />;
  else if (!shown && (!validId || post.error?.kind === 'invalid'))
    body = (
      <EmptyState
        title={t('feed.postGone')}
        actionText={t('feed.backToFeed')}
        onAction={() => void navigate(`/${FEED_PAGE}`, { replace: true })}
      />
    );
  else if (!shown) body = <ErrorState onRetry={post.retry} />;
  else
    body = (
      <>
        <FeedPostCard
          post={shown}
          actions={actions}
          full
          onDeleted={() => void navigate(`/${FEED_PAGE}`, { replace: true })}
        />
        <section className="feed-comments" aria-labelledby="feed-comments-title">
          <h2
            id="feed-comments-title"
            className="feed-comments__title"
            data-testid="feed-comments-title"
          >
            {t('feed.comments', { n: shown.comment_count })}
          </h2>
          <Comments postId={shown.id} added={added} onRemoved={onRemoved} />
        </section>
      </>
    );

  return (
    <PageFrame
      title={t('feed.commentTitle')}
      page={POST_PAGE}
      className="feed-page"
      homePath={`/${FEED_PAGE}`}
      footer={
        shown && shown.status === 'published' ? (
          <form
            className="feed-reply"
            onSubmit={(e) => {
              e.preventDefault();
            }}
          >
            <Input
              className="feed-reply__input"
              aria-label={t('feed.commentLabel')}
              placeholder={t('feed.commentPlaceholder')}
              value={text}
              onChange={setText}
              maxLength={FEED_COMMENT_MAX}
              onEnterPress={() => void send()}
              data-testid="feed-comment-input"
            />
            <LoadingButton
              color="primary"
              shape="rounded"
              size="small"
              onClick={send}
              disabled={!text.trim()}
              data-testid="feed-comment-send"
            >
              {t('feed.send')}
            </LoadingButton>
          </form>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
});
