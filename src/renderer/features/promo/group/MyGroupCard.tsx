import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { MyGroup } from '../group-api';
import { Countdown, Price, serverNowMs } from '../../../core/ui';
import { GROUP_PAGES, groupPath, groupView, refundState } from './group-state';
import '../strings/group';

export interface MyGroupCardProps {
  group: MyGroup;
  userId: number | null;
  onExpire?: () => void;
}

/** One of my groups: goods, state (with the countdown or the refund), my order's link. */
export function MyGroupCard({ group, userId, onExpire }: MyGroupCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = groupView(group, Math.floor(serverNowMs() / 1000), userId);
  const refund = refundState(view.state, group.order);

  return (
    <article
      className="pg-card pg-mine"
      data-testid="my-group"
      data-group-id={group.id}
      data-state={view.state}
    >
      <div className="pg-mine__head">
        <span className="pg-muted">
          {group.order?.order_sn ? t('promoGroup.orderNo', { sn: group.order.order_sn }) : ''}
        </span>
        <span className="pg-mine__state" data-state={view.state} data-testid="my-group-state">
          {t(`promoGroup.state.${view.state}`)}
        </span>
      </div>
      <Link to={'/' + groupPath(group.id)} className="pg-goods">
        <div className="pg-goods__image">
          <img src={group.goods.image} alt={group.goods.title} loading="lazy" decoding="async" />
        </div>
        <div className="pg-goods__body">
          <p className="pg-goods__title">
            <span className="pg-tag">{t('promoGroup.groupSize', { count: group.size })}</span>
            {group.goods.title}
          </p>
          <div className="pg-goods__meta">
            {view.state !== 'failed' && (
              <span>{t('promoGroup.members', { joined: view.joined, size: group.size })}</span>
            )}
            {view.state === 'open' && view.left > 0 && (
              <span className="pg-row__left">{t('promoGroup.left', { count: view.left })}</span>
            )}
          </div>
          <div className="pg-goods__foot">
            <Price fen={group.order?.pay_amount || group.goods.price} size="sm" />
            {view.state === 'open' && <Countdown endAt={group.expires_at} onEnd={onExpire} />}
          </div>
        </div>
      </Link>
      <div className="pg-mine__foot">
        {refund !== 'none' && (
          <span className="pg-mine__refund" data-testid="my-group-refund" data-refund={refund}>
            {t(`promoGroup.refund.${refund}`)}
            {refund === 'refunded' && group.order && (
              <>
                {' '}
                <Price fen={group.order.refunded} size="sm" />
              </>
            )}
          </span>
        )}
        {group.order && (
          <Button
            size="small"
            shape="rounded"
            onClick={() =>
              void navigate(`/${GROUP_PAGES.orderStatus}?order_id=${group.order?.id ?? 0}`)
            }
          >
            {t('promoGroup.viewOrder')}
          </Button>
        )}
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill={view.state === 'open' ? 'solid' : 'outline'}
          onClick={() => void navigate('/' + groupPath(group.id))}
        >
          {view.state === 'open' ? t('promoGroup.share') : t('promoGroup.viewGroup')}
        </Button>
      </div>
    </article>
  );
}
