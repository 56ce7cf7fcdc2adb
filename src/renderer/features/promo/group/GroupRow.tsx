import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { Group } from '../group-api';
import { Countdown, serverNowMs } from '../../../core/ui';
import { GroupAvatar } from './GroupAvatar';
import { groupConfirmPath, groupPath, groupView, maskName } from './group-state';
import '../strings/group';

export interface GroupRowProps {
  group: Group;
  userId: number | null;
  /** the countdown of this group ended */
  onExpire?: () => void;
}

/**
 * An open group in a list: the leader (avatar, masked name) opening the group's page, members
 * n/size and how many are missing, the countdown to its expiry, and "join" (the activity
 * confirmation with this `group_id`) unless this user is in it already.
 */
export function GroupRow({ group, userId, onExpire }: GroupRowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = groupView(group, Math.floor(serverNowMs() / 1000), userId);
  const leader = group.leader;
  const name = (leader && maskName(leader.nickname)) || t('promoGroup.anonymous');

  return (
    <div className="pg-row" data-testid="group-row" data-group-id={group.id}>
      <Link className="pg-row__who" to={'/' + groupPath(group.id)}>
        <GroupAvatar name={name} src={leader?.avatar ?? ''} small decorative />
        <span className="pg-row__name">{name}</span>
      </Link>
      <div className="pg-row__side">
        <span>
          {t('promoGroup.members', { joined: view.joined, size: group.size })}
          {view.left > 0 && (
            <>
              {' · '}
              <span className="pg-row__left">{t('promoGroup.left', { count: view.left })}</span>
            </>
          )}
        </span>
        {view.state === 'open' && <Countdown endAt={group.expires_at} onEnd={onExpire} />}
      </div>
      {view.canJoin ? (
        <Button
          className="pg-row__join"
          color="primary"
          size="small"
          shape="rounded"
          aria-label={t('promoGroup.joinLeader', { name })}
          data-testid="group-join"
          onClick={() => void navigate('/' + groupConfirmPath(group.activity_goods_id, group.id))}
        >
          {t('promoGroup.joinGroup')}
        </Button>
      ) : (
        view.isMember && <span className="pg-muted">{t('promoGroup.youJoined')}</span>
      )}
    </div>
  );
}
