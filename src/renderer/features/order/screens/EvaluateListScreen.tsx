/**
 * Review centre (`?tab=todo|done`): "to review" lists the received lines waiting for a review
 * (`/api/user/order_wait_for_comment`) with a button to the review form of their order;
 * "reviewed" lists the user's own reviews (`/api/user/my_comments`, issue 19): goods, stars,
 * text, photos and time. The tab lives in the URL; pull to refresh and infinite scroll.
 */
import '../strings/orders';
import '../strings/review';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { OrderLineToReview } from '../list-api';
import { getMyReviews, type MyReview } from '../my-review-api';
import { unwrap, usePaged } from '../../../core/data';
import { orderGoodsLink } from '../goods-link';
import { specText } from '../rules';
import { MyReviewCard } from './parts/MyReviewCard';
import { EmptyState, ListView, PageFrame, Price } from '../../../core/ui';
import '../orders.css';

function ToReview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePaged<OrderLineToReview>(
    ({ page }) => unwrap(orderApi.getWaitForComment({ page })),
    [],
  );
  return (
    <ListView
      state={list}
      pullToRefresh
      className="ord-list"
      itemKey={(l) => `${l.order_id}-${l.order_item_id}`}
      render={(l) => (
        <article className="ord-card ord-todo" data-testid="review-todo">
          <button
            type="button"
            className="ord-todo__goods"
            onClick={() => void navigate(orderGoodsLink(l))}
          >
            <img className="ord-line__img" src={l.image} alt={l.title} loading="lazy" />
          </button>
          <div className="ord-line__info">
            <p className="ord-line__title">{l.title}</p>
            {specText(l.spec) && <p className="ord-line__spec">{specText(l.spec)}</p>}
            <Price fen={l.price} size="sm" />
          </div>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            className="ord-todo__button"
            onClick={() =>
              void navigate(`/pages/subpack/order/evaluateDetail?order_id=${l.order_id}`)
            }
          >
            {t('review.write')}
          </Button>
        </article>
      )}
      empty={
        <EmptyState
          title={t('review.noneToReview')}
          actionText={t('common.goShopping')}
          onAction={() => void navigate('/pages/index/index')}
        />
      }
    />
  );
}

function Reviewed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePaged<MyReview>(({ page }) => unwrap(getMyReviews({ page })), []);
  return (
    <ListView
      state={list}
      pullToRefresh
      className="ord-list"
      itemKey={(r) => r.id}
      render={(r) => <MyReviewCard review={r} />}
      empty={
        <EmptyState
          title={t('review.mine.empty')}
          actionText={t('orders.toOrders')}
          onAction={() => void navigate('/pages/subpack/order/order')}
        />
      }
    />
  );
}

export default function EvaluateList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'done' ? 'done' : 'todo';
  return (
    <PageFrame
      title={t('review.centreTitle')}
      page="pages/subpack/order/evaluateList"
      className="ord-page"
    >
      <div className="ord-sticky">
        <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
          <Tabs.Tab key="todo" title={t('review.tabTodo')} />
          <Tabs.Tab key="done" title={t('review.tabDone')} />
        </Tabs>
      </div>
      {tab === 'todo' ? <ToReview /> : <Reviewed />}
    </PageFrame>
  );
}
