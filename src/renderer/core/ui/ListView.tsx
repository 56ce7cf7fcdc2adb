import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { toast } from './feedback';
import { InfiniteFooter } from './InfiniteFooter';
import { ListSkeleton } from './ListSkeleton';
import { PullRefresh } from './PullRefresh';
import type { PagedList } from './use-paged-list';

export interface ListViewProps<T> {
  /** What `usePagedList` returned. */
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

  let content: ReactNode;
  switch (state.status) {
    case 'loading':
      content = <ListSkeleton rows={skeletonRows} />;
      break;
    case 'error':
      content = <ErrorState onRetry={() => void state.reload()} />;
      break;
    case 'empty':
      content = empty ?? <EmptyState />;
      break;
    case 'ready':
      content = (
        <>
          <div role="list" className={cx('ui-list', columns === 2 && 'ui-goods-grid')}>
            {state.items.map((item, i) => (
              <div role="listitem" className="ui-list__item" key={itemKey ? itemKey(item, i) : i}>
                {render(item, i)}
              </div>
            ))}
          </div>
          <InfiniteFooter hasMore={state.hasMore} loadMore={state.loadMore} />
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
