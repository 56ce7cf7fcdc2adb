import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { PAGE_LOAD_DELAY_MS } from '../../../shared/constants';

export interface PageLoadingProps {
  /** Delay before the spinner appears, ms; default PAGE_LOAD_DELAY_MS (200). */
  delayMs?: number;
}

/** Fallback while a lazy page loads; blank for the first 200 ms so fast loads do not flash. */
export function PageLoading({ delayMs = PAGE_LOAD_DELAY_MS }: PageLoadingProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const id = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(id);
  }, [delayMs]);

  return (
    <div className="ui-page-loading" role="status" aria-busy="true">
      {visible && (
        <>
          {/* antd-mobile's SpinLoading drew this arc with an animation library; CSS does it here
              (ui.css), so every page's first load is lighter. */}
          <svg className="ui-spinner" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <circle className="ui-spinner__arc" cx="16" cy="16" r="15" />
          </svg>
          <span className="ui-sr-only">{t('common.loading')}</span>
        </>
      )}
    </div>
  );
}
