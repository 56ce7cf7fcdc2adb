/**
 * Comments of a goods: the summary (count, good rate) with the first two, and "all" opening a
 * popup with tabs all / good / with images and infinite scroll (`/api/comment/comment_list`).
 * The popup is a chunk of its own (CommentsPopupView.tsx), fetched when the browser is idle
 * after the detail rendered: antd-mobile's Popup and Tabs stay out of the first load.
 */
import '../strings/detail';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { CommentItem, CommentSummary } from '../../../../shared/contract';
import * as commentApi from '../../order/comment-api';
import type { CommentFilter } from '../../order/comment-api';
import { CommentView } from './CommentView';
import type { CommentsPopupProps } from './CommentsPopupView';
import { lazyOverlay } from './lazy-overlay';
import { ReviewTags } from './layout-rows';
import './goods-detail.css';

const popup = lazyOverlay<CommentsPopupProps>(() =>
  import('./CommentsPopupView').then((m) => m.CommentsPopupView),
);
const CommentsPopup = popup.Overlay;

export function Comments({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<CommentSummary | null>(null);
  const [first, setFirst] = useState<CommentItem[]>([]);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<CommentFilter>('all');

  const load = useCallback(async () => {
    try {
      const res = await commentApi.getCommentList({ goods_id: goodsId, page: 1, limit: 2 });
      setSummary(res.data.summary);
      setFirst(res.data.list.slice(0, 2));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [goodsId]);

  useEffect(() => {
    void load();
  }, [load]);

  const total = summary?.total ?? 0;
  return (
    <section className="detail-card detail-comments" data-testid="detail-comments">
      <header className="detail-card__head">
        <h2>{t('detail.commentsCount', { count: total })}</h2>
        {total > 0 && (
          <span className="detail-comments__rate">
            {t('detail.goodRate', { rate: summary?.good_rate ?? 0 })}
          </span>
        )}
        {total > 0 && (
          <button type="button" className="ui-text-button" onClick={() => setOpen(true)}>
            {t('detail.allComments')} ›
          </button>
        )}
      </header>
      {/* issue 19 layout: what the reviews keep saying */}
      {summary && total > 0 && <ReviewTags tags={summary.tags ?? []} />}
      {failed ? (
        <button type="button" className="ui-text-button" onClick={() => void load()}>
          {t('common.loadFailedRetry')}
        </button>
      ) : summary && total === 0 ? (
        <p className="detail-card__empty">{t('detail.noComments')}</p>
      ) : (
        first.map((c) => <CommentView key={c.id} c={c} />)
      )}
      <CommentsPopup
        visible={open}
        onClose={() => setOpen(false)}
        goodsId={goodsId}
        total={total}
        filter={filter}
        onFilter={setFilter}
      />
    </section>
  );
}
