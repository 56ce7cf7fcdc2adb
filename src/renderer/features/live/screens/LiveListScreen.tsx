/**
 * My live rooms (live-room manager right; docs/api-live.md `my_rooms`): cover, title, review
 * and live state, schedule. Add opens pages/live/add; an approved room opens its management
 * (pages/live/live), a pending or rejected one its review status (pages/live/shen).
 */
import '../strings';
import '../live.css';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { Link, useNavigate } from 'react-router-dom';
import type { LiveRoomManage } from '../../../../shared/contract/live';
import * as liveApi from '../api';
import { formatDateTime } from '../format';
import { ManagerPage } from '../ManagerGate';
import { ReviewTag } from '../ReviewTag';
import { StateBadge } from '../StateBadge';
import { EmptyState, ListView } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/live/list';

function MyRooms() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = usePaged(({ page }) => unwrap(liveApi.getMyRooms({ page })), []);

  const target = (r: LiveRoomManage) =>
    r.review_status === 1 ? `/pages/live/live?id=${r.id}` : `/pages/live/shen?id=${r.id}`;

  return (
    <ListView
      state={list}
      pullToRefresh
      itemKey={(r) => r.id}
      skeletonRows={3}
      render={(r) => (
        <Link to={target(r)} className="live-mine" data-testid="live-my-room">
          <img src={r.cover} alt={r.title} className="live-mine__cover" loading="lazy" />
          <div className="live-mine__body">
            <p className="live-mine__title">{r.title}</p>
            <p className="live-mine__tags">
              <ReviewTag status={r.review_status} />
              {r.review_status === 1 && <StateBadge state={r.state} />}
            </p>
            <p className="live-mine__time">
              {t('live.manage.scheduledAt', {
                time: formatDateTime(r.scheduled_at, i18n.language),
              })}
            </p>
          </div>
        </Link>
      )}
      empty={
        <EmptyState
          title={t('live.manage.emptyRooms')}
          actionText={t('live.manage.add')}
          onAction={() => void navigate('/pages/live/add')}
        />
      }
    />
  );
}

export default function LiveListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ManagerPage
      title={t('live.manage.listTitle')}
      page={PAGE}
      navRight={() => (
        <Button size="small" fill="none" onClick={() => void navigate('/pages/live/add')}>
          {t('live.manage.add')}
        </Button>
      )}
      footer={
        <div className="live-links">
          <Button block onClick={() => void navigate('/pages/live/goods/goods')}>
            {t('live.manage.library')}
          </Button>
        </div>
      }
    >
      <MyRooms />
    </ManagerPage>
  );
}
