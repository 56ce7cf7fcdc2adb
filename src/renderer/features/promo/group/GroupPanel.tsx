import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n';
import type { Group } from '../group-api';
import { Countdown, serverNowMs } from '../../../core/ui';
import { GroupSeats } from './GroupSeats';
import { groupView } from './group-state';
import '../strings/group';

export interface GroupPanelProps {
  group: Group;
  /** the logged-in user, null when logged out */
  userId: number | null;
  /** the countdown reached the expiry: the screen reads the group again */
  onExpire?: () => void;
  /** buttons under the seats (join, share ...) */
  children?: ReactNode;
}

/**
 * One group: its state (open with the countdown to its expiry by the server clock, success, or
 * failed with the refund), the seats, and whether this user is in it.
 */
export function GroupPanel({ group, userId, onExpire, children }: GroupPanelProps) {
  const { t } = useTranslation();
  const view = groupView(group, Math.floor(serverNowMs() / 1000), userId);
  const hint =
    view.state === 'open'
      ? t('promoGroup.openHint', { count: view.left })
      : view.state === 'success'
        ? t('promoGroup.successHint')
        : view.expired
          ? t('promoGroup.expiredHint')
          : t('promoGroup.failedHint');

  return (
    <section
      className="pg-card pg-panel"
      data-testid="group-panel"
      data-state={view.state}
      aria-live="polite"
    >
      <h2 className="pg-panel__state" data-testid="group-state">
        {t(`promoGroup.state.${view.state}`)}
      </h2>
      <p className="pg-panel__hint">{hint}</p>
      {view.state === 'open' && (
        <p className="pg-panel__timer">
          <span>{t('promoGroup.endsIn')}</span>
          <Countdown endAt={group.expires_at} onEnd={onExpire} />
        </p>
      )}
      {/* A failed group's refunded members are not members any more: no empty seats to show. */}
      {(view.state !== 'failed' || view.joined > 0) && (
        <>
          <GroupSeats seats={view.seats} />
          <p className="pg-muted">
            {t('promoGroup.members', { joined: view.joined, size: group.size })}
            {view.isMember && <> · {t('promoGroup.youJoined')}</>}
          </p>
        </>
      )}
      {children && <div className="pg-panel__actions">{children}</div>}
    </section>
  );
}
