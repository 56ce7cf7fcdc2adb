/**
 * Review status of a room (`?id=`; docs/api-live.md "Review"): pending (an operator will
 * decide; refresh), approved (on to its management), rejected with the reason (edit and
 * resubmit).
 */
import '../strings';
import '../live.css';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../format';
import { ManagerPage } from '../ManagerGate';
import { RoomStateView, useManagedRoom } from '../managed-room';
import { ReviewTag } from '../ReviewTag';
import { LoadingButton } from '../../../core/ui';

const PAGE = 'pages/live/shen';

function Review({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const state = useManagedRoom(id);
  const { room, reload: fetchRoom } = state;
  if (!room || state.load !== 'ready') return <RoomStateView state={state} rows={2} />;

  const status = room.review_status;
  return (
    <section className="live-shen" data-testid="live-shen" data-review-status={status}>
      <img src={room.cover} alt={room.title} className="live-shen__cover" />
      <h2 className="live-shen__title">{room.title}</h2>
      <p>
        <ReviewTag status={status} />
      </p>
      <p className="live-shen__time">
        {t('live.manage.scheduledAt', { time: formatDateTime(room.scheduled_at, i18n.language) })}
      </p>
      <p className="live-shen__text">
        {status === 0
          ? t('live.review.pendingHint')
          : status === 1
            ? t('live.review.approvedHint')
            : t('live.review.rejectedHint')}
      </p>
      {status === 2 && room.review_reason && (
        <p className="live-shen__reason" role="alert">
          {t('live.review.reason', { reason: room.review_reason })}
        </p>
      )}
      <div className="live-shen__actions">
        {status === 0 && (
          <LoadingButton block onClick={fetchRoom}>
            {t('live.review.refresh')}
          </LoadingButton>
        )}
        {status === 1 && (
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/pages/live/live?id=${room.id}`, { replace: true })}
          >
            {t('live.review.toManage')}
          </Button>
        )}
        {status === 2 && (
          <Button
            block
            color="primary"
            onClick={() => void navigate(`/pages/live/add?id=${room.id}`)}
          >
            {t('live.review.edit')}
          </Button>
        )}
        {status !== 1 && room.state !== 'ended' && status !== 2 && (
          <Button block onClick={() => void navigate(`/pages/live/add?id=${room.id}`)}>
            {t('live.review.edit')}
          </Button>
        )}
      </div>
    </section>
  );
}

export default function LiveShenPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <ManagerPage title={t('live.review.title')} page={PAGE}>
      <Review id={id} />
    </ManagerPage>
  );
}
