/**
 * The customer chat entry for screens outside the chat (order detail): shown only while the
 * customer-service switch (`api/v3/kf` data.on, ConfigStore.kfOn) is on; opens the chat with
 * the card of what the screen shows.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import './strings';
import './chat.css';
import { useStores } from '../../core/stores/context';

export interface ChatEntryProps {
  goodsId?: number;
  orderId?: number;
  className?: string;
}

export function chatPath(q: { goodsId?: number; orderId?: number } = {}): string {
  const base = '/pages/subpack2/chat/chat';
  if (q.orderId) return `${base}?order_id=${q.orderId}`;
  if (q.goodsId) return `${base}?goods_id=${q.goodsId}`;
  return base;
}

export const ChatEntry = observer(function ChatEntry({
  goodsId,
  orderId,
  className,
}: ChatEntryProps) {
  const { t } = useTranslation();
  const { config } = useStores();
  if (!config.kfOn) return null;
  return (
    <Link
      className={className ?? 'chat-entry'}
      to={chatPath({ goodsId, orderId })}
      data-testid="chat-entry"
    >
      {t('chat.entryShort')}
    </Link>
  );
});
