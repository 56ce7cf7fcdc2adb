/**
 * The activity landing screens (`pages/activity/activity`, `pages/activity/temporary/temporary`):
 * one activity (`?activity_id=&type=`) or the running activity of a type code (`?type=`) from
 * `goods_activity_list` — title, window, state by server time with its countdown, and the goods
 * in two columns (each opening its detail through activityDetailRoute), infinite scroll, pull to
 * refresh. An activity that has not started goes to `pages/activity/notStarted/notStarted`
 * (the activity page) or shows its start countdown (the campaign page); an ended one shows the
 * ended state.
 *
 * The server needs the type code with an activity id (`goods_activity_list` refuses a type that
 * is not the activity's), so links carry both.
 */
import { useReducer, useState } from 'react';
import { useTranslation } from '../../core/i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { ActivityInfo } from './api';
import * as promoApi from './api';
import { parseId } from '../catalogue';
import {
  Countdown,
  cx,
  EmptyState,
  GoodsCard,
  ListView,
  PageFrame,
  serverNowMs,
} from '../../core/ui';
import { formatDateTime, formatPoints } from '../../core/i18n/format';
import { fromActivityGoods, windowState, type WindowState, type ZoneGoods } from './zone-items';
import './promo-tasks.css';
import './strings/tasks';
import { unwrap, usePaged } from '../../core/data';

const PAGE_SIZE = 10;
export const ACTIVITY_PAGE = 'pages/activity/activity';
export const NOT_STARTED_PAGE = 'pages/activity/notStarted/notStarted';
export const TEMPORARY_PAGE = 'pages/activity/temporary/temporary';

export const nowSeconds = () => Math.floor(serverNowMs() / 1000);

/** `?activity_id=&type=` of the landing screens. */
export function useActivityParams(): { activityId?: number; type?: number; query: string } {
  const [params] = useSearchParams();
  const activityId = parseId(params.get('activity_id'));
  const type = parseId(params.get('type'));
  const q = new URLSearchParams();
  if (activityId !== undefined) q.set('activity_id', String(activityId));
  if (type !== undefined) q.set('type', String(type));
  return { activityId, type, query: q.toString() };
}

/** Title, window and state of an activity with the countdown to its next change. */
export function ActivityHeader({
  activity,
  state,
  onChange,
  variant = 'plain',
}: {
  activity: ActivityInfo;
  state: WindowState;
  onChange: () => void;
  variant?: 'plain' | 'campaign';
}) {
  const { t } = useTranslation();
  return (
    <section
      className={cx('pt-activity', `pt-activity--${variant}`)}
      data-testid="activity-header"
      data-state={state}
      aria-labelledby="pt-activity-title"
    >
      <p className="pt-activity__state">{t(`promoTasks.activity.state.${state}`)}</p>
      <h2 id="pt-activity-title" className="pt-activity__title">
        {activity.title}
      </h2>
      <p className="pt-activity__window">
        {t('promoTasks.activity.window', {
          from: formatDateTime(activity.start_at),
          to: formatDateTime(activity.end_at),
        })}
      </p>
      {state !== 'ended' && (
        <p className="pt-activity__countdown">
          <span>
            {state === 'running'
              ? t('promoTasks.activity.endsIn')
              : t('promoTasks.activity.startsIn')}
          </span>
          <Countdown
            key={state}
            endAt={state === 'running' ? activity.end_at : activity.start_at}
            onEnd={onChange}
          />
        </p>
      )}
    </section>
  );
}

export function ActivityEnded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('promoTasks.activity.ended')}
      description={t('promoTasks.activity.endedHint')}
      actionText={t('common.goShopping')}
      onAction={() => void navigate('/pages/index/index')}
    />
  );
}

export function ActivityMissing({ notFound }: { notFound?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={notFound ? t('promoTasks.activity.notFound') : t('promoTasks.activity.missing')}
      actionText={t('common.goShopping')}
      onAction={() => void navigate('/pages/index/index')}
    />
  );
}

function GoodsItemCard({ item }: { item: ZoneGoods }) {
  const { t } = useTranslation();
  return (
    <div className={cx('pt-goods', item.soldOut && 'pt-goods--sold-out')}>
      <GoodsCard goods={item.goods} />
      <p className="pt-goods__meta">
        {item.soldOut && <span className="pt-goods__tag">{t('promoTasks.activity.soldOut')}</span>}
        {item.integral > 0 && (
          <span className="pt-goods__tag">
            {t('promoTasks.activity.integral', { n: formatPoints(item.integral) })}
          </span>
        )}
        {item.limitPerUser > 0 && (
          <span className="pt-goods__tag pt-goods__tag--plain">
            {t('promoTasks.activity.limit', { n: item.limitPerUser })}
          </span>
        )}
      </p>
    </div>
  );
}

export interface ActivityLandingProps {
  page: typeof ACTIVITY_PAGE | typeof TEMPORARY_PAGE;
}

export function ActivityLanding({ page }: ActivityLandingProps) {
  const { t } = useTranslation();
  const { activityId, type, query } = useActivityParams();
  const campaign = page === TEMPORARY_PAGE;
  const [activity, setActivity] = useState<ActivityInfo | null>(null);
  // Re-read the state when a countdown runs out.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const goods = usePaged(
    async ({ page: p }) => {
      if (type === undefined) return { list: [], total: 0 };
      const data = await unwrap(
        promoApi.getActivityGoodsList({
          type,
          page: p,
          limit: PAGE_SIZE,
          ...(activityId !== undefined ? { activity_id: activityId } : {}),
        }),
      );
      if (p === 1) setActivity(data.activity);
      return { list: data.list.map(fromActivityGoods), total: data.total };
    },
    [type, activityId],
  );

  const title =
    activity?.title ??
    (campaign ? t('promoTasks.activity.temporaryTitle') : t('promoTasks.activity.title'));
  const state = activity ? windowState(activity, nowSeconds()) : null;
  const loaded = goods.status !== 'loading' && goods.status !== 'error';

  let body;
  if (type === undefined) {
    body = <ActivityMissing />;
  } else if (loaded && !activity) {
    body = <ActivityMissing notFound />;
  } else if (!campaign && activity && state === 'not_started') {
    return <Navigate to={`/${NOT_STARTED_PAGE}?${query}`} replace />;
  } else if (activity && state === 'ended') {
    body = (
      <>
        <ActivityHeader
          activity={activity}
          state={state}
          onChange={rerender}
          variant={campaign ? 'campaign' : 'plain'}
        />
        <ActivityEnded />
      </>
    );
  } else {
    body = (
      <>
        {activity && state && (
          <ActivityHeader
            activity={activity}
            state={state}
            onChange={rerender}
            variant={campaign ? 'campaign' : 'plain'}
          />
        )}
        <h2 className="pt-section-title pt-section-title--bare">
          {t('promoTasks.activity.goods')}
        </h2>
        <ListView
          state={goods}
          columns={2}
          pullToRefresh
          skeletonRows={3}
          className="pt-activity-goods"
          itemKey={(g, i) => `${g.goods.activity_goods_id}-${i}`}
          render={(g) => <GoodsItemCard item={g} />}
          empty={<EmptyState title={t('promoTasks.activity.empty')} />}
        />
      </>
    );
  }

  return (
    <PageFrame title={title} page={page} className="pt-page">
      {body}
    </PageFrame>
  );
}
