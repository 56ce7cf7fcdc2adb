/**
 * Comments of a goods: the summary (count, good rate) with the first two, and "all" opening a
 * popup with tabs all / good / with images and infinite scroll (`/api/comment/comment_list`).
 */
// antd-mobile's imperative show() needs its React 19 render shim
import '../i18n/shop';
import '../ui/antd-shim';
import { Image, ImageViewer, Popup, Rate, Tabs } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentItem, CommentSummary } from '../../../shared/contract';
import * as commentApi from '../api/comment';
import type { CommentFilter } from '../api/comment';
import { EmptyState, ListView, usePagedList } from '../ui';

function CommentView({ c }: { c: CommentItem }) {
  const { t, i18n } = useTranslation();
  const date = new Date(c.created_at * 1000).toLocaleDateString(i18n.language);
  return (
    <article className="comment" data-testid="comment">
      <header className="comment__head">
        <img
          className="comment__avatar"
          src={c.user_avatar || '/media/gen/avatar/default.svg'}
          alt=""
          loading="lazy"
        />
        <span className="comment__name">{c.user_nickname}</span>
        <span className="ui-sr-only">{t('detail.score', { score: c.score })}</span>
        <Rate className="comment__rate" readOnly value={c.score} aria-hidden="true" />
        <time className="comment__date" dateTime={new Date(c.created_at * 1000).toISOString()}>
          {date}
        </time>
      </header>
      <p className="comment__content">{c.content}</p>
      {c.images.length > 0 && (
        <div className="comment__images">
          {c.images.map((src, i) => (
            <button
              key={`${src}-${i}`}
              type="button"
              className="comment__image"
              aria-label={t('detail.imageOf', { n: i + 1, total: c.images.length })}
              onClick={() => ImageViewer.Multi.show({ images: c.images, defaultIndex: i })}
            >
              <Image src={src} alt="" lazy fit="cover" width={72} height={72} />
            </button>
          ))}
        </div>
      )}
      {c.spec && <p className="comment__spec">{c.spec}</p>}
    </article>
  );
}

function CommentList({ goodsId, type }: { goodsId: number; type: CommentFilter }) {
  const { t } = useTranslation();
  const state = usePagedList(
    async (page) => (await commentApi.getCommentList({ goods_id: goodsId, page, type })).data,
    [goodsId, type],
  );
  return (
    <ListView
      state={state}
      itemKey={(c) => c.id}
      render={(c) => <CommentView c={c} />}
      empty={<EmptyState title={t('detail.noComments')} />}
      skeletonRows={3}
    />
  );
}

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
  const filters: { key: CommentFilter; label: string }[] = [
    { key: 'all', label: t('detail.commentAll') },
    { key: 'good', label: t('detail.commentGood') },
    { key: 'image', label: t('detail.commentImage') },
  ];
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
      {failed ? (
        <button type="button" className="ui-text-button" onClick={() => void load()}>
          {t('common.loadFailedRetry')}
        </button>
      ) : summary && total === 0 ? (
        <p className="detail-card__empty">{t('detail.noComments')}</p>
      ) : (
        first.map((c) => <CommentView key={c.id} c={c} />)
      )}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="comments-popup"
        destroyOnClose
      >
        <div className="comments-popup__head">
          <h2>{t('detail.commentsCount', { count: total })}</h2>
          <button
            type="button"
            className="ui-icon-button"
            aria-label={t('detail.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <Tabs activeKey={filter} onChange={(k) => setFilter(k as CommentFilter)}>
          {filters.map((f) => (
            <Tabs.Tab key={f.key} title={f.label} />
          ))}
        </Tabs>
        <div className="comments-popup__list">
          {open && <CommentList goodsId={goodsId} type={filter} />}
        </div>
      </Popup>
    </section>
  );
}
