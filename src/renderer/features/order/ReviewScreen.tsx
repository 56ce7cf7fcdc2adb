/**
 * The review form of a received order (`evaluateDetail?order_id=` and its alias
 * `comment?order_id=`): per line five stars (five by default, as the large malls preselect),
 * a text and up to three photos; one submission for the whole order through `comment_add` with
 * bracket-encoded items. An order that is not waiting for its review shows why instead.
 */
import '../../core/i18n/data';
import './strings/orders';
import './strings/review';
import { TextArea } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from './list-api';
import type { OrderDetail } from './list-api';
import { useStores } from '../../core/stores/context';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  LoadingButton,
  PageFrame,
  toast,
} from '../../core/ui';
import { unwrap, useMutation } from '../../core/data';
import { PhotoPicker } from './PhotoPicker';
import {
  buildCommentPayload,
  hasOpenAfterSale,
  linesToReview,
  specText,
  type ReviewDraft,
} from './rules';
import { Stars } from './Stars';
import { dynamicKey } from '../../core/i18n/typed';
import type { Envelope } from '../../../shared/contract';
import './orders.css';

export const REVIEW_MAX_CHARS = 500;

export interface ReviewScreenProps {
  page: string;
}

export function ReviewScreen({ page }: ReviewScreenProps) {
  const { t } = useTranslation();
  const write = useMutation(
    async (call: () => Promise<Envelope<unknown>>) => {
      await unwrap(call());
      return true;
    },
    { report: { fallbackKey: 'data.networkError' } },
  );
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [drafts, setDrafts] = useState<ReviewDraft[]>([]);
  const [uploading, setUploading] = useState<Record<number, boolean>>({});
  const [touched, setTouched] = useState(false);

  const fetchOrder = useCallback(async () => {
    setState('loading');
    try {
      const o = await unwrap(orderApi.getOrderInfo(orderId));
      setOrder(o);
      setDrafts(
        linesToReview(o.lines).map((l) => ({
          order_item_id: l.id,
          score: 5,
          content: '',
          images: [],
        })),
      );
      setTouched(false);
      setState('ready');
    } catch {
      setState('error');
    }
  }, [orderId]);

  useEffect(() => {
    if (orderId > 0) void fetchOrder();
    else setState('error');
  }, [orderId, fetchOrder]);

  const patch = (i: number, p: Partial<ReviewDraft>) =>
    setDrafts((ds) => ds.map((d, k) => (k === i ? { ...d, ...p } : d)));

  const busy = Object.values(uploading).some(Boolean);

  const submit = async () => {
    if (!order) return;
    setTouched(true);
    if (drafts.some((d) => !d.content.trim())) {
      toast(t('review.contentRequired'));
      return;
    }
    if (busy) {
      toast(t('orders.photos.wait'));
      return;
    }
    const payload = buildCommentPayload(order.id, drafts);
    if (await write.attempt(() => orderApi.addComment(payload))) {
      toast(t('review.thanks'));
      user.loadCounters().catch(() => undefined);
      void navigate('/pages/subpack/order/evaluateList?tab=done', { replace: true });
    }
  };

  const lines = order ? linesToReview(order.lines) : [];
  const reviewable =
    order !== null && order.status === 3 && !hasOpenAfterSale(order) && lines.length > 0;

  let body;
  if (state === 'loading') body = <ListSkeleton rows={2} />;
  else if (state === 'error' || !order) body = <ErrorState onRetry={() => void fetchOrder()} />;
  else if (!reviewable)
    body = (
      <EmptyState
        title={
          order.status === 4
            ? t('review.already')
            : hasOpenAfterSale(order)
              ? t('review.afterSaleOpen')
              : t('review.notYet')
        }
        actionText={t('review.toCentre')}
        onAction={() => void navigate('/pages/subpack/order/evaluateList')}
      />
    );
  else
    body = (
      <form
        className="ord-review"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        {lines.map((line, i) => {
          const d = drafts[i];
          if (!d) return null;
          return (
            <section key={line.id} className="ord-block ord-review__item" data-testid="review-item">
              <div className="ord-review__goods">
                <img src={line.image} alt={line.title} className="ord-review__img" />
                <div>
                  <p className="ord-review__title">{line.title}</p>
                  {specText(line.spec) && <p className="ord-review__spec">{specText(line.spec)}</p>}
                </div>
              </div>
              <div className="ord-review__row">
                <span className="ord-review__label" id={`score-${line.id}`}>
                  {t('review.score')}
                </span>
                <Stars
                  value={d.score}
                  onChange={(score) => patch(i, { score })}
                  labelledBy={`score-${line.id}`}
                />
                <span className="ord-review__score-text">
                  {t(dynamicKey('review.scoreText', `s${d.score}`))}
                </span>
              </div>
              <TextArea
                className="ord-review__text"
                aria-label={t('review.contentLabel', { title: line.title })}
                placeholder={t('review.placeholder')}
                value={d.content}
                onChange={(content) => patch(i, { content })}
                maxLength={REVIEW_MAX_CHARS}
                showCount
                autoSize={{ minRows: 3, maxRows: 6 }}
              />
              {touched && !d.content.trim() && (
                <p className="ord-error" role="alert">
                  {t('review.contentRequired')}
                </p>
              )}
              <PhotoPicker
                max={3}
                label={t('review.addPhoto')}
                testId={`review-photo-${i}`}
                onChange={(images) => patch(i, { images })}
                onBusyChange={(b) => setUploading((u) => ({ ...u, [i]: b }))}
              />
            </section>
          );
        })}
      </form>
    );

  return (
    <PageFrame
      title={t('review.writeTitle')}
      page={page}
      className="ord-page"
      homePath="/pages/subpack/order/evaluateList"
      footer={
        reviewable ? (
          <LoadingButton
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={busy}
            onClick={submit}
            data-testid="review-submit"
          >
            {t('review.submit')}
          </LoadingButton>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
