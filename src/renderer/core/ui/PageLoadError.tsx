import { useTranslation } from '../i18n';
import { ErrorState } from './ErrorState';

export interface PageLoadErrorProps {
  onRetry: () => void;
}

/** Shown when a page's code failed or timed out loading (PAGE_LOAD_TIMEOUT_MS). */
export function PageLoadError({ onRetry }: PageLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="ui-page-loading">
      <ErrorState message={t('common.pageLoadError')} onRetry={onRetry} />
    </div>
  );
}
