/**
 * An activity that has not started (`?activity_id=&type=`): its title, start time and the
 * countdown to the start by server time; when the countdown ends (or the activity already runs)
 * it goes on to the activity page. An ended activity shows the ended state.
 */
import '../strings/tasks';
import { Button } from 'antd-mobile';
import { useReducer } from 'react';
import { useTranslation } from '../../../core/i18n';
import { Navigate, useNavigate } from 'react-router-dom';
import * as promoApi from '../api';
import {
  ACTIVITY_PAGE,
  ActivityEnded,
  ActivityHeader,
  ActivityMissing,
  NOT_STARTED_PAGE,
  nowSeconds,
  useActivityParams,
} from '../ActivityLanding';
import { windowState } from '../zone-items';
import { ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { formatDateTime } from '../../../core/i18n/format';
import { unwrap, useLoad } from '../../../core/data';

export default function NotStarted() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { activityId, type, query } = useActivityParams();
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const info = useLoad(async () => {
    if (type === undefined) return null;
    const data = await unwrap(
      promoApi.getActivityGoodsList({
        type,
        page: 1,
        limit: 1,
        ...(activityId !== undefined ? { activity_id: activityId } : {}),
      }),
    );
    return data.activity;
  }, [type, activityId]);

  const activity = info.data ?? null;
  const state = activity ? windowState(activity, nowSeconds()) : null;
  const target = `/${ACTIVITY_PAGE}?${query}`;

  let body;
  if (type === undefined) body = <ActivityMissing />;
  else if (info.status === 'error') body = <ErrorState onRetry={info.retry} />;
  else if (info.status === 'loading') body = <ListSkeleton rows={2} />;
  else if (!activity || !state) body = <ActivityMissing notFound />;
  else if (state === 'running') return <Navigate to={target} replace />;
  else if (state === 'ended') {
    body = (
      <>
        <ActivityHeader activity={activity} state={state} onChange={rerender} />
        <ActivityEnded />
      </>
    );
  } else {
    body = (
      <>
        <ActivityHeader
          activity={activity}
          state={state}
          // the start has come: on to the activity (replace, so back skips this screen)
          onChange={() => void navigate(target, { replace: true })}
          variant="campaign"
        />
        <section className="card pt-card pt-not-started" data-testid="not-started">
          <p>{t('promoTasks.activity.startsAt', { time: formatDateTime(activity.start_at) })}</p>
          <p className="pt-not-started__hint">{t('promoTasks.activity.notStartedHint')}</p>
          <Button block shape="rounded" disabled>
            {t('promoTasks.activity.goActivity')}
          </Button>
        </section>
      </>
    );
  }

  return (
    <PageFrame
      title={activity?.title ?? t('promoTasks.activity.notStartedTitle')}
      page={NOT_STARTED_PAGE}
      className="pt-page"
    >
      {body}
    </PageFrame>
  );
}
