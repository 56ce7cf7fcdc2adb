/**
 * Issue 19 (brief C): the not-found state of a screen that loads one object by the id in its link
 * (an order, a goods, a live room). A retry cannot bring back what does not exist, so it says
 * what is gone and offers a way on (by default the home tab) instead of 加载失败/重试.
 * `LoadFailure` picks it or the retryable ErrorState by the one rule `isNotFound` (core/data).
 */
import { useTranslation } from '../i18n';
import { Link } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import { isGoingToLogin, isNotFound } from '../data/not-found';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { ListSkeleton } from './ListSkeleton';

export interface MissingStateProps {
  /** What is gone: "订单不存在", "商品不存在或已下架". */
  title: string;
  /** Default: the generic "does not exist or was taken down" hint. */
  description?: string;
  /** Where the button goes (replacing this page); default the home tab. */
  to?: string;
  /** The button's text; default "首页". */
  actionText?: string;
}

export function MissingState({ title, description, to, actionText }: MissingStateProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="missing-state">
      <EmptyState title={title} description={description ?? t('common.notFoundHint')}>
        <Link
          to={to ?? '/' + HOME_TAB}
          replace
          className="ui-link-button ui-link-button--primary ui-state__action"
        >
          {actionText ?? t('common.home')}
        </Link>
      </EmptyState>
    </div>
  );
}

export interface LoadFailureProps {
  /** What the failed load threw (an ApiError or anything else). */
  error: unknown;
  onRetry: () => void;
  /** The not-found state shown when the answer says the object does not exist. */
  missing: MissingStateProps;
}

/** A failed load of one object: "gone" (no retry) when it does not exist, else retry. */
export function LoadFailure({ error, onRetry, missing }: LoadFailureProps) {
  // logged out: the wrapper is on its way to login; nothing to retry
  if (isGoingToLogin(error)) return <ListSkeleton rows={2} />;
  return isNotFound(error) ? <MissingState {...missing} /> : <ErrorState onRetry={onRetry} />;
}
