import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../i18n';
import { cx } from './cx';

export interface ListSkeletonProps {
  /** Placeholder rows; default 4. */
  rows?: number;
  className?: string;
}

/** Placeholder rows while the first page of a list loads. */
export function ListSkeleton({ rows = 4, className }: ListSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cx('ui-list-skeleton', className)}
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div className="ui-list-skeleton__row" key={i} aria-hidden="true">
          <Skeleton animated className="ui-list-skeleton__thumb" />
          <div className="ui-list-skeleton__text">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        </div>
      ))}
    </div>
  );
}
