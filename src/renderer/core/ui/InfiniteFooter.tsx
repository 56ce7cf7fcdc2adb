import { DotLoading } from 'antd-mobile';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { scrollParent } from './scroll-parent';

export interface InfiniteFooterProps {
  hasMore: boolean;
  /** Loads the next page; a rejection shows "tap to retry". */
  loadMore: () => Promise<void>;
}

/** The next page starts loading this far before the footer scrolls into view, px. */
export const INFINITE_LOOKAHEAD_PX = 250;

/**
 * Loads the next page when scrolled into view; "loading", "tap to retry" or "no more".
 *
 * An IntersectionObserver on the footer (rooted at its scroll container, so the look-ahead
 * margin applies there) replaces scroll listeners. After every load the footer is observed
 * anew: a fresh observation reports where the footer is after the new items were laid out, so a
 * first page that does not fill the screen keeps loading until it does or nothing is left.
 */
export function InfiniteFooter({ hasMore, loadMore }: InfiniteFooterProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Bumped after each load to observe the footer again.
  const [round, setRound] = useState(0);
  const busy = useRef(false);

  const loadRef = useRef(loadMore);
  useLayoutEffect(() => {
    loadRef.current = loadMore;
  });

  const run = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await loadRef.current();
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setRound((n) => n + 1);
    }
  }, []);

  useEffect(() => {
    const el = ref.current;
    // Without IntersectionObserver (very old browsers, jsdom) nothing loads by itself.
    if (!el || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void run();
      },
      { root: scrollParent(el), rootMargin: `0px 0px ${INFINITE_LOOKAHEAD_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, failed, round, run]);

  let body;
  if (!hasMore) body = <span className="ui-infinite-footer__text">{t('common.noMore')}</span>;
  else if (failed) {
    body = (
      <button
        type="button"
        className="ui-text-button"
        onClick={() => {
          setFailed(false);
          void run();
        }}
      >
        {t('common.loadFailedRetry')}
      </button>
    );
  } else {
    body = (
      <span className="ui-infinite-footer__text" role="status">
        <DotLoading color="currentColor" aria-hidden="true" />
        {t('common.loading')}
      </span>
    );
  }
  return (
    <div ref={ref} className="ui-infinite-footer">
      {body}
    </div>
  );
}
