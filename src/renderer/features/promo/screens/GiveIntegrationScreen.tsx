/**
 * Download gives points: the points tasks with their states, read from `get_sign_info`
 * (signed today, download done) and the reward memory of this user — daily check-in (→ the
 * sign-in page), download the app (claim → `complete_task download` through the reward claim:
 * one at a time, once), visit the download centre (its reward is claimed there). Pull to refresh
 * reads the states again.
 */
import '../strings/tasks';
import '../promo-tasks.css';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as promoApi from '../api';
import { TaskRow } from '../TaskRow';
import { useGoLogin } from '../../../core/router/use-go-login';
import {
  DOWNLOAD_CENTRE_PAGE,
  DOWNLOAD_TASK_PATH,
  useTaskClaims,
  VISIT_TASK_PATH,
} from '../use-task-claim';
import { useStores } from '../../../core/stores/context';
import {
  EmptyState,
  ErrorState,
  LoadingButton,
  PageFrame,
  PullRefresh,
  toast,
} from '../../../core/ui';
import { formatPoints } from '../../../core/i18n/format';
import { unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/activityList/giveIntegration/giveIntegration';

const GiveIntegration = observer(function GiveIntegration() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const { user } = useStores();
  const loggedIn = user.hasLogin;

  const info = useLoad(
    async () => (loggedIn ? await unwrap(promoApi.getSignInfo()) : null),
    [loggedIn],
  );
  const tasks = useTaskClaims(() => void info.reload());

  useEffect(() => {
    if (loggedIn) user.loadIntegration().catch(() => undefined);
  }, [loggedIn, user]);

  const refresh = async () => {
    const [ok] = await Promise.all([info.reload(), user.loadIntegration().catch(() => undefined)]);
    if (!ok) toast(t('common.loadError'));
  };

  let body;
  if (!loggedIn) {
    body = (
      <EmptyState
        title={t('promoTasks.tasks.loginPrompt')}
        actionText={t('promoTasks.tasks.login')}
        onAction={goLogin}
      />
    );
  } else if (info.status === 'error') {
    body = <ErrorState onRetry={info.retry} />;
  } else if (!info.data) {
    body = (
      <div className="card pt-card">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    const data = info.data;
    const downloadDone = Boolean(data.download_done) || tasks.isRewarded(DOWNLOAD_TASK_PATH);
    const visitDone = tasks.isRewarded(VISIT_TASK_PATH);
    body = (
      <>
        <section
          className="pt-sign-head pt-sign-head--compact"
          aria-label={t('promoTasks.sign.points')}
        >
          <dl className="pt-sign-head__stats">
            <div>
              <dt>{t('promoTasks.sign.points')}</dt>
              <dd data-testid="tasks-points-balance">{formatPoints(user.integration)}</dd>
            </div>
            <div>
              <dt>{t('promoTasks.sign.streak')}</dt>
              <dd>{t('promoTasks.sign.streakDays', { n: data.streak })}</dd>
            </div>
          </dl>
          <p className="pt-sign-head__today">{t('promoTasks.tasks.intro')}</p>
        </section>
        <section className="card pt-card" aria-labelledby="pt-task-list">
          <h2 id="pt-task-list" className="pt-section-title">
            {t('promoTasks.tasks.list')}
          </h2>
          <ul className="pt-tasks">
            <TaskRow
              id="sign"
              title={t('promoTasks.tasks.signTitle')}
              description={t('promoTasks.tasks.signDesc')}
              points={data.today_points}
              done={data.signed_today}
              action={
                <LoadingButton
                  color="primary"
                  size="small"
                  shape="rounded"
                  className="pt-task__button"
                  onClick={() => void navigate('/pages/activityList/integral/integral')}
                >
                  {t('promoTasks.tasks.goSign')}
                </LoadingButton>
              }
            />
            <TaskRow
              id="download"
              title={t('promoTasks.tasks.downloadTitle')}
              description={t('promoTasks.tasks.downloadDesc')}
              points={data.task_points?.download}
              done={downloadDone}
              doneText={t('promoTasks.tasks.claimed')}
              action={
                <div className="pt-task__actions">
                  <button
                    type="button"
                    className="ui-text-button pt-task__link"
                    onClick={() => void navigate('/' + DOWNLOAD_CENTRE_PAGE)}
                  >
                    {t('promoTasks.tasks.goDownload')}
                  </button>
                  <LoadingButton
                    color="primary"
                    size="small"
                    shape="rounded"
                    className="pt-task__button"
                    data-testid="task-claim-download"
                    disabled={tasks.claiming !== null}
                    onClick={tasks.claimDownload}
                  >
                    {t('promoTasks.tasks.claim')}
                  </LoadingButton>
                </div>
              }
            />
            <TaskRow
              id="visit"
              title={t('promoTasks.tasks.visitTitle')}
              description={t('promoTasks.tasks.visitDesc')}
              done={visitDone}
              doneText={t('promoTasks.tasks.claimed')}
              action={
                <LoadingButton
                  color="primary"
                  fill="outline"
                  size="small"
                  shape="rounded"
                  className="pt-task__button"
                  onClick={() => void navigate('/' + DOWNLOAD_CENTRE_PAGE)}
                >
                  {t('common.goShopping')}
                </LoadingButton>
              }
            />
          </ul>
        </section>
      </>
    );
  }

  return (
    <PageFrame title={t('promoTasks.tasks.title')} page={PAGE} className="pt-page">
      {loggedIn ? (
        <PullRefresh onRefresh={refresh}>
          <div className="pt-pull">{body}</div>
        </PullRefresh>
      ) : (
        body
      )}
    </PageFrame>
  );
});

export default GiveIntegration;
