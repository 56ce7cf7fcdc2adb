/**
 * One chat message: text, picture or card, on the right for the viewer's own messages with
 * the state (sending, sent, delivered, read) or, when it failed, retry and delete buttons.
 */
import { DotLoading } from 'antd-mobile';
import { useTranslation } from '../../core/i18n';
import { cx } from '../../core/ui';
import { ChatCardView } from './ChatCardView';
import type { ThreadItem } from './thread-store';
import './strings';
import '../../core/ui/chat-list.css';
import './chat.css';

export interface BubbleProps {
  item: ThreadItem;
  /** the other side's name (avatar letter and accessible label) */
  peerName: string;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
  linkedCards?: boolean;
}

function Ticks({ status }: { status: ThreadItem['status'] }) {
  const { t } = useTranslation();
  if (status === 'pending') {
    return (
      <span className="chat-state" data-state="pending">
        <DotLoading color="currentColor" /> <span>{t('chat.pending')}</span>
      </span>
    );
  }
  if (status === 'failed') return null;
  return (
    <span className="chat-state" data-state={status}>
      <span aria-hidden="true">{status === 'sent' ? '✓' : '✓✓'}</span> {t(`chat.${status}`)}
    </span>
  );
}

export function Bubble({ item, peerName, onRetry, onDiscard, linkedCards = true }: BubbleProps) {
  const { t } = useTranslation();
  const content =
    item.type === 'text' ? (
      <p className="chat-bubble__text">{item.content}</p>
    ) : item.type === 'image' ? (
      <a href={item.content} target="_blank" rel="noreferrer" className="chat-bubble__imglink">
        <img className="chat-bubble__img" src={item.content} alt={t('chat.imageAlt')} />
      </a>
    ) : item.card ? (
      <ChatCardView card={item.card} linked={linkedCards} />
    ) : null;
  return (
    <div
      className={cx('chat-row', item.mine ? 'chat-row--mine' : 'chat-row--peer')}
      data-testid="chat-message"
      data-id={item.id ?? ''}
      data-status={item.status}
    >
      {!item.mine && (
        <span className="chat-avatar" aria-hidden="true">
          {peerName.slice(0, 1)}
        </span>
      )}
      <div className="chat-row__col">
        <span className="ui-sr-only">{item.mine ? t('chat.me') : peerName}:</span>
        <div className={cx('chat-bubble', item.type !== 'text' && 'chat-bubble--media')}>
          {content}
        </div>
        {item.mine && <Ticks status={item.status} />}
        {item.status === 'failed' && (
          <div className="chat-failed" role="alert">
            <span className="chat-failed__label">! {t('chat.failed')}</span>
            {onRetry && (
              <button
                type="button"
                className="chat-failed__btn"
                data-testid="chat-retry"
                onClick={() => onRetry(item.key)}
              >
                {t('chat.retry')}
              </button>
            )}
            {onDiscard && (
              <button
                type="button"
                className="chat-failed__btn chat-failed__btn--ghost"
                onClick={() => onDiscard(item.key)}
              >
                {t('chat.discard')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
