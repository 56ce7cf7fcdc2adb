/**
 * The comments overlay of the watch page: follows new comments at the bottom unless the user
 * scrolled up to read (then a "new comments" button jumps down); the user's own pending
 * comments show greyed until their echo arrives, failed ones with a retry.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import type { LiveComment } from '../../../shared/contract/live';
import type { PendingComment } from './comments';
import './strings';

export interface CommentListProps {
  list: LiveComment[];
  pending: PendingComment[];
  onRetry: (p: PendingComment) => void;
}

/** Within this many px of the bottom counts as "at the bottom". */
const STICK_PX = 24;

export function CommentList({ list, pending, onRetry }: CommentListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    stick.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    if (stick.current) {
      const el = box.current;
      if (el) el.scrollTop = el.scrollHeight;
    } else setUnseen(true);
  }, [list, pending]);

  useEffect(() => {
    if (unseen && stick.current) setUnseen(false);
  }, [unseen]);

  return (
    <div className="live-comments">
      <div
        ref={box}
        className="live-comments__scroll"
        role="log"
        aria-live="polite"
        aria-label={t('live.comments.label')}
        data-testid="live-comments"
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
          if (stick.current) setUnseen(false);
        }}
      >
        {list.map((c) => (
          <p key={c.id} className="live-comment" data-comment-id={c.id}>
            <span className="live-comment__name">{c.nickname}</span>
            <span className="live-comment__text">{c.content}</span>
          </p>
        ))}
        {pending.map((p) => (
          <p key={p.client_id} className="live-comment live-comment--pending" data-pending="1">
            <span className="live-comment__name">{t('live.comments.me')}</span>
            <span className="live-comment__text">{p.content}</span>
            {p.failed ? (
              <button type="button" className="live-comment__retry" onClick={() => onRetry(p)}>
                {t('live.comments.retry')}
              </button>
            ) : (
              <span className="live-comment__sending">{t('live.comments.sending')}</span>
            )}
          </p>
        ))}
      </div>
      {unseen && (
        <button type="button" className="live-comments__new" onClick={toBottom}>
          {t('live.comments.newBelow')}
        </button>
      )}
    </div>
  );
}
