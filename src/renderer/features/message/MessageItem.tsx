import { useTranslation } from '../../core/i18n';
import type { UserMessage } from '../../../shared/contract/messages';
import { cx } from '../../core/ui/cx';
import { messageTime } from './format';
import './strings/messages';

/** One message of a list: unread dot, title, time, two lines of the body. */
export function MessageItem({ msg, onOpen }: { msg: UserMessage; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const unread = msg.read_at === null;
  return (
    <button
      type="button"
      className={cx('msg-item', !unread && 'msg-item--read')}
      data-testid="msg-item"
      data-id={msg.id}
      data-unread={unread ? '1' : '0'}
      onClick={onOpen}
    >
      <span className="msg-item__top">
        {unread && (
          <span className="msg-item__dot">
            <span className="ui-sr-only">{t('msg.unread')}</span>
          </span>
        )}
        <span className="msg-item__title">{msg.title}</span>
        <span className="msg-item__time">{messageTime(msg.created_at, i18n.language)}</span>
      </span>
      <span className="msg-item__body">{msg.body}</span>
    </button>
  );
}
