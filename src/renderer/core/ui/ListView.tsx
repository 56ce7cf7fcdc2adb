import { startTransition, useEffect, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { isGoingToLogin } from '../data/not-found';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { toast } from './feedback';
import { InfiniteFooter } from './InfiniteFooter';
import { ListSkeleton } from './ListSkeleton';
import { PullRefresh } from './PullRefresh';

/**
 * What ListView shows: the state `usePaged` (core/data/paged.ts) returns, or anything shaped like
 * it (a list filtered on the client).
 */
export interface PagedList<T> {
  items: T[];
  /**
   * 'loading': the first page is on its way and nothing is shown yet; 'error': it failed and
   * nothing is shown; 'empty': it came back empty; 'ready': there are items.
   */
  status: 'loading' | 'ready' | 'error' | 'empty';
  /** The last failure of a first-page load, null after a success. */
  error: unknown;
  total: number;
  hasMore: boolean;
  /** Appends the next page; rejects when it fails (InfiniteFooter then offers a retry). */
  loadMore: () => Promise<void>;
  /** Loads page 1 again keeping the items until it succeeds; resolves false when it failed. */
  refresh: () => Promise<boolean>;
  /** Drops the items and loads page 1 with the skeleton (retry after an error). */
  reload: () => Promise<void>;
}

export interface ListViewProps<T> {
  /** What `usePaged` (core/data) returned. */
  state: PagedList<T>;
  render: (item: T, index: number) => ReactNode;
  /** Default: the index (lists only grow at the end). */
  itemKey?: (item: T, index: number) => Key;
  /** Shown when the first page is empty; default a plain EmptyState. */
  empty?: ReactNode;
  /** Skeleton rows while the first page loads; default 4. */
  skeletonRows?: number;
  pullToRefresh?: boolean;
  /** 2 lays items out in two columns (goods cards); default 1. */
  columns?: 1 | 2;
  className?: string;
}

/**
 * Items a list renders at once when new ones arrive (three rows of two goods cards, more than a
 * phone's screen shows); the rest follow in a transition, which React renders in slices of about
 * 5 ms. Measured reason (Lighthouse mobile, 4x CPU): the home feed's 20 cards rendered in one
 * task of 430 ms (observed, unthrottled) when recommend_goods_list answered.
 */
export const LIST_FIRST_ITEMS = 6;

/**
 * How many of `count` items to render: those already shown plus LIST_FIRST_ITEMS now, all of them
 * after a transition. A list that shrank (a reload) starts over.
 */
export function useProgressiveCount(count: number): number {
  const [shown, setShown] = useState(0);
  if (count < shown) setShown(count);
  useEffect(() => {
    if (shown >= count) return;
    startTransition(() => setShown(count));
  }, [count, shown]);
  return Math.min(count, shown + LIST_FIRST_ITEMS);
}

/** A paged list with its states: skeleton, error with retry, empty, items and infinite footer. */
export function ListView<T>({
  state,
  render,
  itemKey,
  empty,
  skeletonRows,
  pullToRefresh,
  columns = 1,
  className,
}: ListViewProps<T>) {
  const { t } = useTranslation();
  const shown = useProgressiveCount(state.status === 'ready' ? state.items.length : 0);

  let content: ReactNode;
  switch (state.status) {
    case 'loading':
      content = <ListSkeleton rows={skeletonRows} />;
      break;
    case 'error':
      // Logged out: the wrapper is on its way to login; no 加载失败 flash before it (issue 19).
      content = isGoingToLogin(state.error) ? (
        <ListSkeleton rows={skeletonRows} />
      ) : (
        <ErrorState onRetry={() => void state.reload()} />
      );
      break;
    case 'empty':
      content = empty ?? <EmptyState />;
      break;
    case 'ready':
      content = (
        <>
          <div role="list" className={cx('ui-list', columns === 2 && 'ui-goods-grid')}>
            {state.items.slice(0, shown).map((item, i) => (
              <div role="listitem" className="ui-list__item" key={itemKey ? itemKey(item, i) : i}>
                {render(item, i)}
              </div>
            ))}
          </div>
          {/* the footer (the next page's trigger) once all items are there, not under the first */}
          {shown >= state.items.length && (
            <InfiniteFooter hasMore={state.hasMore} loadMore={state.loadMore} />
          )}
        </>
      );
      break;
  }

  const body = <div className={cx('ui-list-view', className)}>{content}</div>;
  if (!pullToRefresh) return body;
  return (
    <PullRefresh
      onRefresh={async () => {
        // Items stay on screen when it fails; say so instead of silently keeping old data.
        if (!(await state.refresh())) toast(t('common.loadError'));
      }}
    >
      {body}
    </PullRefresh>
  );
}
