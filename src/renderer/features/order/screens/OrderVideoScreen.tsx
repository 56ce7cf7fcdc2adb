/**
 * Order video (`?order_id=`). Decision: the spec names the route without its content; like the
 * large malls' "商品视频" entry of an order, it plays the product videos of the order's goods
 * (`OrderLine.video` of `/api/user/order_info`), one player per line that has one, with the
 * goods title. An order whose goods have no video shows an empty state with the way back to the
 * order. No autoplay (mobile data); `playsInline` keeps iOS from going full screen.
 */
import '../strings/orders';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as orderApi from '../list-api';
import type { OrderDetail, OrderLine } from '../list-api';
import { isNotFound, unwrap } from '../../../core/data';
import { EmptyState, ErrorState, ListSkeleton, PageFrame, MissingState } from '../../../core/ui';
import '../orders.css';

export default function OrderVideo() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order_id'));
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error' | 'missing'>('loading');

  const fetchIt = useCallback(async () => {
    setState('loading');
    try {
      setOrder(await unwrap(orderApi.getOrderInfo(orderId)));
      setState('ready');
    } catch (e) {
      setState(isNotFound(e) ? 'missing' : 'error');
    }
  }, [orderId]);

  useEffect(() => {
    if (orderId > 0) void fetchIt();
    else setState('missing');
  }, [orderId, fetchIt]);

  // The contract's lines carry no video yet; a `video` URL is played when the server adds one.
  const withVideo = (order?.lines ?? []).flatMap((l) => {
    const video = (l as OrderLine & { video?: unknown }).video;
    return typeof video === 'string' && video ? [{ ...l, video }] : [];
  });

  let body;
  if (state === 'loading') body = <ListSkeleton rows={2} />;
  else if (state === 'missing')
    body = (
      <MissingState
        title={t('orders.missing')}
        description={t('orders.missingHint')}
        to="/pages/subpack/order/order"
        actionText={t('orders.toOrders')}
      />
    );
  else if (state === 'error') body = <ErrorState onRetry={() => void fetchIt()} />;
  else if (withVideo.length === 0)
    body = (
      <EmptyState
        title={t('orders.noVideo')}
        description={t('orders.noVideoHint')}
        actionText={order ? t('orders.backToOrder') : t('orders.toOrders')}
        onAction={() =>
          void navigate(
            order
              ? `/pages/subpack/order/orderStatus?order_id=${order.id}`
              : '/pages/subpack/order/order',
          )
        }
      />
    );
  else
    body = withVideo.map((l) => (
      <section key={l.id} className="ord-block ord-video">
        <h2 className="ord-block__title">{l.title}</h2>
        <video
          className="ord-video__player"
          src={l.video}
          poster={l.image}
          controls
          playsInline
          preload="metadata"
          aria-label={t('orders.videoOf', { title: l.title })}
        />
      </section>
    ));

  return (
    <PageFrame
      title={t('orders.videoTitle')}
      page="pages/subpack/order/video"
      className="ord-page"
      homePath="/pages/subpack/order/order"
    >
      {body}
    </PageFrame>
  );
}
