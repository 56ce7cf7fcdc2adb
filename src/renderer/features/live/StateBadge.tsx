import { useTranslation } from '../../core/i18n';
import type { LiveState } from '../../../shared/contract/live';
import { cx } from '../../core/ui/cx';
import './strings';

/** "Live" / "Upcoming" / "Replay" badge of a room. */
export function StateBadge({ state, className }: { state: LiveState; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cx('live-badge', `live-badge--${state}`, className)}>
      {t(`live.state.${state}`)}
    </span>
  );
}
