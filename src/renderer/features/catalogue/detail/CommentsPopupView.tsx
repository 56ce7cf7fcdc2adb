/**
 * All comments of a goods (the chunk behind Comments.tsx's popup): tabs all / good / with images
 * and infinite scroll (`/api/comment/comment_list`).
 */
import '../strings/detail';
import { Popup, Tabs } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import * as commentApi from '../../order/comment-api';
import type { CommentFilter } from '../../order/comment-api';
import { unwrap, usePaged } from '../../../core/data';
import { EmptyState, ListView } from '../../../core/ui';
import { CommentView } from './CommentView';
import { useOpenAfterMount } from './lazy-overlay';
import './goods-detail.css';

export interface CommentsPopupProps {
  visible: boolean;
  onClose: () => void;
  goodsId: number;
  total: number;
  filter: CommentFilter;
  onFilter: (f: CommentFilter) => void;
}

function CommentList({ goodsId, type }: { goodsId: number; type: CommentFilter }) {
  const { t } = useTranslation();
  const state = usePaged(
    ({ page }) => unwrap(commentApi.getCommentList({ goods_id: goodsId, page, type })),
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

export function CommentsPopupView({
  visible,
  onClose,
  goodsId,
  total,
  filter,
  onFilter,
}: CommentsPopupProps) {
  const { t } = useTranslation();
  const open = useOpenAfterMount(visible);
  const filters: { key: CommentFilter; label: string }[] = [
    { key: 'all', label: t('detail.commentAll') },
    { key: 'good', label: t('detail.commentGood') },
    { key: 'image', label: t('detail.commentImage') },
  ];
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="comments-popup"
      destroyOnClose
    >
      <div className="comments-popup__head">
        <h2>{t('detail.commentsCount', { count: total })}</h2>
        <button
          type="button"
          className="ui-icon-button"
          aria-label={t('detail.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <Tabs activeKey={filter} onChange={(k) => onFilter(k as CommentFilter)}>
        {filters.map((f) => (
          <Tabs.Tab key={f.key} title={f.label} />
        ))}
      </Tabs>
      <div className="comments-popup__list">
        {open && <CommentList goodsId={goodsId} type={filter} />}
      </div>
    </Popup>
  );
}
