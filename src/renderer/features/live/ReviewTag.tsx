import { useTranslation } from '../../core/i18n';
import type { LiveReviewStatus } from '../../../shared/contract/live';
import './strings';

const NAMES = ['pending', 'approved', 'rejected'] as const;

/** Review status of a room: pending / approved / rejected. */
export function ReviewTag({ status }: { status: LiveReviewStatus }) {
  const { t } = useTranslation();
  const name = NAMES[status] ?? 'pending';
  return (
    <span className={`live-review live-review--${name}`} data-review={name}>
      {t(`live.review.${name}`)}
    </span>
  );
}
