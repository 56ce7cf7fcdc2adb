/**
 * A goods or order card inside a chat bubble (or offered above the composer): picture, title,
 * price, and a link to the goods detail / order detail. The card is the snapshot stored with
 * the message (docs/api-chat.md), so it shows the price of when it was sent.
 */
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import type { ChatCard } from '../../../shared/contract/chat';
import { Price } from '../../core/ui';
import './strings';
import './chat.css';

export function cardLink(card: ChatCard): string {
  return card.kind === 'goods'
    ? `/pages/subpack/goods/detail?goods_id=${card.goods_id}`
    : `/pages/subpack/order/orderStatus?order_id=${card.order_id}`;
}

export interface ChatCardViewProps {
  card: ChatCard;
  /** open the goods / order on tap (false in the service inbox: another app) */
  linked?: boolean;
}

export function ChatCardView({ card, linked = true }: ChatCardViewProps) {
  const { t } = useTranslation();
  const body = (
    <>
      {card.image ? (
        <img className="chat-card__img" src={card.image} alt={card.title} loading="lazy" />
      ) : (
        <span className="chat-card__img chat-card__img--none" aria-hidden="true" />
      )}
      <span className="chat-card__body">
        <span className="chat-card__kind">
          {card.kind === 'goods' ? t('chat.goodsCard') : t('chat.orderCard')}
        </span>
        <span className="chat-card__title">{card.title}</span>
        {card.kind === 'goods' ? (
          <Price fen={card.price} size="sm" />
        ) : (
          <>
            <span className="chat-card__meta">{t('chat.orderNo', { sn: card.order_sn })}</span>
            <span className="chat-card__meta">
              {t('chat.itemCount', { n: card.item_count })} · {t('chat.payAmount')}{' '}
              <Price fen={card.pay_amount} size="sm" /> ·{' '}
              {t(`chat.orderStatus.${card.status}`, { defaultValue: t('chat.orderStatus.other') })}
            </span>
          </>
        )}
      </span>
    </>
  );
  return linked ? (
    <Link className="chat-card" to={cardLink(card)} data-testid="chat-card">
      {body}
    </Link>
  ) : (
    <div className="chat-card" data-testid="chat-card">
      {body}
    </div>
  );
}
