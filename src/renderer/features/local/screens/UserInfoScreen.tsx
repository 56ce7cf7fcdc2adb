/**
 * A neighbour's profile (`?id=`), or the caller's own without an id (login required): avatar,
 * nickname, number of posts and likes received, and their posts paged newest first. Their
 * pending / hidden posts show only on their own profile (docs/api-feed.md).
 */
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import type { FeedPost } from '../../../../shared/contract/feed';
import * as feedApi from '../../feed/api';
import { FeedAvatar } from '../../feed';
import { FEED_PAGE, FeedPostCard, PROFILE_PAGE } from '../../feed';
import { useFeedActions } from '../../feed';
import '../../feed/strings';
import { unwrap, useLoad, usePaged } from '../../../core/data';
import { EmptyState, ErrorState, ListView, PageFrame } from '../../../core/ui';
import '../../../core/ui/feed-list.css';
import '../feed-profile.css';

function Posts({ userId, self }: { userId: number; self: boolean }) {
  const { t } = useTranslation();
  const list = usePaged<FeedPost>(
    ({ page }) => unwrap(feedApi.getFeedList({ page, user_id: userId })),
    [userId],
  );
  const actions = useFeedActions(list.update);
  return (
    <ListView
      state={list}
      pullToRefresh
      className="feed-list"
      itemKey={(p) => p.id}
      skeletonRows={2}
      render={(p) => (
        <FeedPostCard post={p} actions={actions} onDeleted={(x) => list.remove(x.id)} />
      )}
      empty={<EmptyState title={self ? t('feed.emptyProfile') : t('feed.emptyTheirs')} />}
    />
  );
}

export default function UserInfo() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw ? Number(raw) : undefined;
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const profile = useLoad(
    () => (valid ? unwrap(feedApi.getFeedProfile(id)) : Promise.reject(new Error('bad id'))),
    [id],
  );
  const p = profile.data;

  let body;
  if (profile.status === 'loading')
    body = (
      <div className="feed-profile" aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  else if (!p && (!valid || profile.error?.kind === 'invalid'))
    body = <EmptyState title={t('feed.userGone')} />;
  else if (!p) body = <ErrorState onRetry={profile.retry} />;
  else
    body = (
      <>
        <section className="feed-profile" data-testid="feed-profile">
          <FeedAvatar user={p.user} size={64} />
          <div className="feed-profile__info">
            <h2 className="feed-profile__name">{p.user.nickname}</h2>
            <dl className="feed-profile__stats">
              <div>
                <dt>{t('feed.postCount')}</dt>
                <dd data-testid="feed-profile-posts">{p.post_count}</dd>
              </div>
              <div>
                <dt>{t('feed.likesReceived')}</dt>
                <dd data-testid="feed-profile-likes">{p.like_received}</dd>
              </div>
            </dl>
          </div>
        </section>
        <h2 className="feed-comments__title feed-profile__heading">
          {p.is_self ? t('feed.myPosts') : t('feed.theirPosts')}
        </h2>
        <Posts userId={p.user.id} self={p.is_self} />
      </>
    );

  return (
    <PageFrame
      title={p?.is_self ? t('feed.myProfileTitle') : t('feed.profileTitle')}
      page={PROFILE_PAGE}
      className="feed-page"
      homePath={`/${FEED_PAGE}`}
    >
      {body}
    </PageFrame>
  );
}
