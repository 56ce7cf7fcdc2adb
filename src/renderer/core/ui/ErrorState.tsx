import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { EmptyPicture } from './icons';

export interface ErrorStateProps {
  /** Default: the generic "failed to load" text. */
  message?: string;
  onRetry: () => void;
  className?: string;
}

/** A failed load with a retry button. */
export function ErrorState({ message, onRetry, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={cx('ui-state', 'ui-state--error', className)} role="alert">
      <EmptyPicture variant="error" />
      <p className="ui-state__title">{message || t('common.loadError')}</p>
      <Button
        className="ui-state__action"
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}
