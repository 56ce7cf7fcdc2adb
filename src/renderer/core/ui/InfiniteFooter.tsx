import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export interface InfiniteFooterProps {
  hasMore: boolean;
  /** Loads the next page; a rejection shows "tap to retry". */
  loadMore: () => Promise<void>;
}

/** Loads the next page when scrolled into view; "loading", "tap to retry" or "no more". */
export function InfiniteFooter({ hasMore, loadMore }: InfiniteFooterProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll className="ui-infinite-footer" hasMore={hasMore} loadMore={() => loadMore()}>
      {(more, failed, retry) => {
        if (!more) return <span className="ui-infinite-footer__text">{t('common.noMore')}</span>;
        if (failed) {
          return (
            <button type="button" className="ui-text-button" onClick={retry}>
              {t('common.loadFailedRetry')}
            </button>
          );
        }
        return (
          <span className="ui-infinite-footer__text" role="status">
            <DotLoading color="currentColor" aria-hidden="true" />
            {t('common.loading')}
          </span>
        );
      }}
    </InfiniteScroll>
  );
}
