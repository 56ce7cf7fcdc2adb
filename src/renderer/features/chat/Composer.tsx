/**
 * The message composer: a growing text box (Enter sends, Shift+Enter a new line), a send button
 * and optionally a picture button (camera or gallery). The text is cleared only after it was
 * handed to the thread, which keeps it (retry) if the send fails.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { CHAT_TEXT_MAX } from '../../../shared/contract/chat';
import { isAcceptedImage } from '../../core/api/upload';
import { cx, toast } from '../../core/ui';
import './strings';
import './chat.css';

export interface ComposerProps {
  onSend: (text: string) => void;
  onImage?: (file: File) => void;
  placeholder?: string;
  sendLabel?: string;
  disabled?: boolean;
  large?: boolean;
}

export function Composer({
  onSend,
  onImage,
  placeholder,
  sendLabel,
  disabled,
  large,
}: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const fileId = useId();
  const file = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed || disabled) return;
    if (trimmed.length > CHAT_TEXT_MAX) {
      toast(t('chat.tooLong', { n: CHAT_TEXT_MAX }));
      return;
    }
    onSend(trimmed);
    setText('');
  };

  return (
    <form
      className={cx('chat-composer', large && 'chat-composer--large')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {onImage && (
        <>
          <input
            ref={file}
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="ui-sr-only"
            data-testid="chat-image-input"
            disabled={disabled}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (file.current) file.current.value = '';
              if (!f) return;
              if (!isAcceptedImage(f.type)) return toast(t('chat.imageType'));
              if (f.size > 10 * 1024 * 1024) return toast(t('chat.imageTooBig'));
              onImage(f);
            }}
          />
          <label htmlFor={fileId} className="chat-composer__icon" aria-label={t('chat.image')}>
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <rect
                x="3"
                y="5"
                width="18"
                height="14"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <circle cx="9" cy="10" r="1.8" fill="currentColor" />
              <path d="M4 17l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </label>
        </>
      )}
      <textarea
        className="chat-composer__input"
        rows={1}
        value={text}
        maxLength={CHAT_TEXT_MAX + 100}
        placeholder={placeholder ?? t('chat.placeholder')}
        aria-label={placeholder ?? t('chat.placeholder')}
        data-testid="chat-input"
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <button
        type="submit"
        className="chat-composer__send"
        disabled={!trimmed || disabled}
        data-testid="chat-send"
      >
        {sendLabel ?? t('chat.send')}
      </button>
    </form>
  );
}
