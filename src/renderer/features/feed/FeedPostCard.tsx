/**
 * One feed post: author (to their profile), time ago, status mark for the author's own pending
 * or hidden post, text, photos (tap to preview), place, and the like / comment / more row.
 * In the list the text is clamped and the card opens the post screen.
 */
// antd-mobile's imperative show() needs its React 19 render shim
import '../../core/ui/antd-shim';
import { ActionSheet, ImageViewer } from 'antd-mobile';
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import type { FeedPost } from '../../../shared/contract/feed';
import { cx, serverNowMs } from '../../core/ui';
import { FeedAvatar } from './FeedAvatar';
import { FeedTime } from './FeedTime';
import { CommentIcon, HeartIcon, MoreIcon, PinIcon } from './icons';
import type { FeedActions } from './use-feed-actions';
import './strings';
import './feed.css';

export const FEED_PAGE = 'pages/subpack1/trashy/togetherFind';
export const POST_PAGE = 'pages/subpack1/trashy/togetherFind-comment';
export const PROFILE_PAGE = 'pages/subpack1/trashy/userinfo';

export interface FeedPostCardProps {
  post: FeedPost;
  actions: FeedActions;
  /** the post was deleted by its author */
  onDeleted: (post: FeedPost) => void;
  /** the post screen: full text, no link to itself */
  full?: boolean;
}

export function FeedPostCard({ post, actions, onDeleted, full }: FeedPostCardProps) {
  const { t } = useTranslation();
  const name = post.user.nickname;
  const more = () => {
    const handler = ActionSheet.show({
      cancelText: t('feed.cancel'),
      actions: post.is_mine
        ? [{ key: 'delete', text: t('feed.delete'), danger: true }]
        : [{ key: 'report', text: t('feed.report') }],
      onAction: (a) => {
        handler.close();
        if (a.key === 'delete') {
          void actions.remove(post).then((gone) => gone && onDeleted(post));
        } else {
          void actions.report(post);
        }
      },
    });
  };

  return (
    <article
      className={cx('feed-card', post.status !== 'published' && 'feed-card--held')}
      data-testid="feed-post"
      data-id={post.id}
    >
      <header className="feed-card__head">
        <Link
          to={`/${PROFILE_PAGE}?id=${post.user.id}`}
          className="feed-card__author"
          aria-label={t('feed.openProfile', { name })}
        >
          <FeedAvatar user={post.user} />
          <span className="feed-card__name">{name}</span>
        </Link>
        <FeedTime at={post.created_at} now={serverNowMs()} />
        {post.status !== 'published' && (
          <span className="feed-card__status" data-testid="feed-status">
            {post.status === 'pending' ? t('feed.pendingHint') : t('feed.hiddenHint')}
          </span>
        )}
      </header>
      {full ? (
        <p className="feed-card__text feed-card__text--full">{post.content}</p>
      ) : (
        <Link to={`/${POST_PAGE}?id=${post.id}`} className="feed-card__text-link">
          <p className="feed-card__text">{post.content}</p>
        </Link>
      )}
      {post.images.length > 0 && (
        <div
          className={cx('feed-photos', post.images.length === 1 && 'feed-photos--one')}
          data-count={post.images.length}
        >
          {post.images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className="feed-photos__item"
              onClick={() => ImageViewer.Multi.show({ images: post.images, defaultIndex: i })}
            >
              <img src={src} alt={t('feed.photo', { name, n: i + 1 })} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {post.place && (
        <p className="feed-card__place">
          <PinIcon />
          <span className="ui-sr-only">{t('feed.place', { place: '' })}</span>
          {post.place}
        </p>
      )}
      <footer className="feed-card__bar">
        <button
          type="button"
          className={cx('feed-card__action', post.liked && 'feed-card__action--on')}
          aria-pressed={post.liked}
          aria-label={`${post.liked ? t('feed.unlike') : t('feed.like')} ${post.like_count}`}
          onClick={() => void actions.toggleLike(post)}
          disabled={post.status !== 'published'}
          data-testid="feed-like"
        >
          <HeartIcon filled={post.liked} />
          <span data-testid="feed-like-count">{post.like_count}</span>
        </button>
        {full ? (
          <span className="feed-card__action feed-card__action--static">
            <CommentIcon />
            <span>{post.comment_count}</span>
          </span>
        ) : (
          <Link
            to={`/${POST_PAGE}?id=${post.id}`}
            className="feed-card__action"
            aria-label={t('feed.openComments', { n: post.comment_count })}
            data-testid="feed-comments-link"
          >
            <CommentIcon />
            <span data-testid="feed-comment-count">{post.comment_count}</span>
          </Link>
        )}
        <button
          type="button"
          className="feed-card__action feed-card__more"
          aria-label={t('feed.more')}
          onClick={more}
          data-testid="feed-more"
        >
          <MoreIcon />
        </button>
      </footer>
    </article>
  );
}
