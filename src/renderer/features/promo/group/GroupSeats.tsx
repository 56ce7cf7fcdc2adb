import { useTranslation } from '../../../core/i18n';
import type { GroupMember } from '../group-api';
import { cx } from '../../../core/ui';
import { GroupAvatar } from './GroupAvatar';
import { maskName } from './group-state';
import '../strings/group';

export interface GroupSeatsProps {
  /** members first, then `null` for each empty seat (groupView's `seats`) */
  seats: readonly (GroupMember | null)[];
}

/** The members' avatars (the leader marked) and the empty seats of a group. */
export function GroupSeats({ seats }: GroupSeatsProps) {
  const { t } = useTranslation();
  return (
    <ul className="pg-seats" aria-label={t('promoGroup.seatsLabel')} data-testid="group-seats">
      {seats.map((m, i) => {
        if (!m) {
          return (
            <li
              key={`empty-${i}`}
              className="pg-seat pg-seat--empty"
              data-testid="group-seat-empty"
              aria-label={t('promoGroup.emptySeat')}
            >
              <span className="pg-avatar" aria-hidden="true">
                ?
              </span>
            </li>
          );
        }
        const name = maskName(m.nickname) || t('promoGroup.anonymous');
        return (
          <li
            key={`m-${m.user_id}-${i}`}
            className={cx('pg-seat', m.is_leader && 'pg-seat--leader')}
            data-testid="group-seat"
          >
            <GroupAvatar name={t('promoGroup.memberOf', { name })} src={m.avatar} />
            {m.is_leader && <span className="pg-seat__badge">{t('promoGroup.leader')}</span>}
            <span className="pg-seat__name">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
