/**
 * The neighbourhood feed (docs/api-feed.md): posts newest first with infinite scroll and pull to
 * refresh, like / delete / report in place, and the composer sheet ("Post" in the nav bar).
 * Later pages carry `max_id` (the newest id of page 1), so posts written meanwhile do not shift
 * the pages and repeat items. There is no "near me" filter: posts have a place name but no
 * coordinates, so a distance filter would not be honest (docs/api-feed.md "Near me").
 */
import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { FeedPost } from '../../../../shared/contract/feed';
import * as feedApi from '../api';
import { FeedComposer } from '../FeedComposer';
import { FEED_PAGE, FeedPostCard } from '../FeedPostCard';
import { useFeedActions } from '../use-feed-actions';
import '../strings';
import '../../../core/ui/feed-list.css';
import '../feed.css';
import { unwrap, usePaged } from '../../../core/data';
import { useGoLogin } from '../../../core/router/use-go-login';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';

export default observer(function TogetherFind() {
  const { t } = useTranslation();
  const { user } = useStores();
  const goLogin = useGoLogin();
  const [open, setOpen] = useState(false);
  // writing needs an account: go to login first rather than lose a draft on the way
  const write = () => (user.hasLogin ? setOpen(true) : goLogin());
  const anchor = useRef<number | undefined>(undefined);
  const list = usePaged<FeedPost>(async ({ page }) => {
    const data = await unwrap(
      feedApi.getFeedList({ page, max_id: page === 1 ? undefined : anchor.current }),
    );
    if (page === 1) anchor.current = data.list[0]?.id;
    return data;
  }, []);
  const actions = useFeedActions(list.update);

  return (
    <PageFrame
      title={t('feed.title')}
      page={FEED_PAGE}
      className="feed-page"
      right={
        <button type="button" className="feed-write" onClick={write} data-testid="feed-write">
          {t('feed.write')}
        </button>
      }
    >
      <ListView
        state={list}
        pullToRefresh
        className="feed-list"
        itemKey={(p) => p.id}
        skeletonRows={3}
        render={(p) => (
          <FeedPostCard post={p} actions={actions} onDeleted={(x) => list.remove(x.id)} />
        )}
        empty={
          <EmptyState title={t('feed.empty')} actionText={t('feed.writeFind')} onAction={write} />
        }
      />
      <FeedComposer
        open={open}
        onClose={() => setOpen(false)}
        onPosted={() => {
          setOpen(false);
          void list.refresh();
        }}
      />
    </PageFrame>
  );
});
