/**
 * The body of an address list screen (consumer and merchant): skeleton, error with retry, empty
 * with "add", or the list whose rows can also be swiped left to delete. The caller draws each
 * row's content and owns the actions.
 */
import { SwipeAction } from 'antd-mobile';
import type { HTMLAttributes, ReactNode } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '../../core/ui';

type ItemAttributes = HTMLAttributes<HTMLLIElement> & Record<`data-${string}`, unknown>;

export interface AddressListBodyProps<A extends { id: number }> {
  load: { status: 'loading' | 'error' | 'ready'; retry: () => void };
  list: A[];
  empty: { title: string; description: string; actionText: string; onAction: () => void };
  /** a line above the list (e.g. in pick mode) */
  hint?: ReactNode;
  listLabel: string;
  listClassName: string;
  /** the attributes of one row's `<li>` */
  item: (a: A) => ItemAttributes;
  deleteText: string;
  onDelete: (a: A) => void;
  /** one row's content inside its swipe action */
  renderRow: (a: A) => ReactNode;
}

export function AddressListBody<A extends { id: number }>({
  load,
  list,
  empty,
  hint,
  listLabel,
  listClassName,
  item,
  deleteText,
  onDelete,
  renderRow,
}: AddressListBodyProps<A>) {
  if (load.status === 'error') return <ErrorState onRetry={load.retry} />;
  if (load.status === 'loading') return <ListSkeleton rows={3} />;
  if (list.length === 0) return <EmptyState {...empty} />;
  return (
    <>
      {hint}
      <ul className={listClassName} aria-label={listLabel}>
        {list.map((a) => (
          <li key={a.id} {...item(a)}>
            <SwipeAction
              rightActions={[
                { key: 'delete', text: deleteText, color: 'danger', onClick: () => onDelete(a) },
              ]}
            >
              {renderRow(a)}
            </SwipeAction>
          </li>
        ))}
      </ul>
    </>
  );
}
