/**
 * Sign-in for points: the points balance, the streak and today's points, the sign button
 * (`complete_task sign`; once a day by the server's China-time day — a second try answers 423,
 * toasted by the wrapper), the month calendar (`get_sign_info?month=yyyy-MM`) with the signed
 * days ticked and today ringed, and the rules with the streak bonuses. After signing the info and
 * the points balance are read again, so the new balance shows.
 */
import '../strings/tasks';
import '../promo-tasks.css';
import { Skeleton } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as promoApi from '../api';
import { reportFailure, unwrap, useLoad } from '../../../core/data';
import {
  addMonths,
  chinaDate,
  monthKey,
  nextStreakBonus,
  streakCycle,
  type YearMonth,
} from '../sign-calendar';
import { SignCalendar } from '../SignCalendar';
import { useGoLogin } from '../../../core/router/use-go-login';
import { useStores } from '../../../core/stores/context';
import {
  EmptyState,
  ErrorState,
  LoadingButton,
  PageFrame,
  serverNowMs,
  toast,
} from '../../../core/ui';
import { formatPoints } from '../../../core/i18n/format';

const PAGE = 'pages/activityList/integral/integral';

const Integral = observer(function Integral() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goLogin = useGoLogin();
  const { user } = useStores();
  const loggedIn = user.hasLogin;

  const [today, setToday] = useState(() => chinaDate(serverNowMs()));
  const [month, setMonth] = useState<YearMonth>(() => ({ year: today.year, month: today.month }));
  const key = monthKey(month);

  const info = useLoad(
    async () => (loggedIn ? await unwrap(promoApi.getSignInfo(key)) : null),
    [loggedIn, key],
  );

  // The header (streak, today, button, rules) keeps the last answer while another month loads.
  const [head, setHead] = useState<promoApi.SignInfo | null>(null);
  if (info.data && info.data !== head) setHead(info.data);

  useEffect(() => {
    if (loggedIn) user.loadIntegration().catch(() => undefined);
  }, [loggedIn, user]);

  // The server clock may have moved past midnight (China time) since the screen opened.
  useEffect(() => {
    if (info.status === 'ready') {
      const now = chinaDate(serverNowMs());
      setToday((d) =>
        d.day === now.day && d.month === now.month && d.year === now.year ? d : now,
      );
    }
  }, [info.data, info.status]);

  const sign = async () => {
    try {
      const done = await unwrap(promoApi.completeTask('sign'));
      toast(t('promoTasks.sign.signedToast', { n: formatPoints(done.points) }));
      const current = chinaDate(serverNowMs());
      setToday(current);
      setMonth({ year: current.year, month: current.month });
    } catch (error) {
      reportFailure(error);
    }
    // Signed now or already (423, toasted): either way the server's state is read again.
    await Promise.all([info.reload(), user.loadIntegration().catch(() => undefined)]);
  };

  if (!loggedIn) {
    return (
      <PageFrame title={t('promoTasks.sign.title')} page={PAGE} className="pt-page">
        <EmptyState
          title={t('promoTasks.sign.loginPrompt')}
          actionText={t('promoTasks.sign.login')}
          onAction={goLogin}
        />
      </PageFrame>
    );
  }

  const data = info.data ?? head;
  const bonuses = data?.rules.streak_bonus ?? [];
  const next = data ? nextStreakBonus(data.streak, bonuses) : null;

  return (
    <PageFrame
      title={t('promoTasks.sign.title')}
      page={PAGE}
      className="pt-page"
      right={
        <button
          type="button"
          className="ui-text-button"
          onClick={() => void navigate('/pages/activityList/giveIntegration/giveIntegration')}
        >
          {/* issue 19 (brief C): the entry is named as the screen it opens (spec routes.json:
              giveIntegration, "download gives points": the points tasks), never another promise */}
          {t('promoTasks.tasks.title')}
        </button>
      }
    >
      {info.status === 'error' ? (
        <ErrorState onRetry={info.retry} />
      ) : (
        <>
          <section className="pt-sign-head" aria-label={t('promoTasks.sign.title')}>
            <dl className="pt-sign-head__stats">
              <div>
                <dt>{t('promoTasks.sign.points')}</dt>
                <dd data-testid="sign-points-balance">{formatPoints(user.integration)}</dd>
              </div>
              <div>
                <dt>{t('promoTasks.sign.streak')}</dt>
                <dd data-testid="sign-streak">
                  {data ? t('promoTasks.sign.streakDays', { n: data.streak }) : '—'}
                </dd>
              </div>
            </dl>
            {data ? (
              <p className="pt-sign-head__today" data-testid="sign-today-points">
                {data.signed_today
                  ? t('promoTasks.sign.todayGot', { n: formatPoints(data.today_points) })
                  : t('promoTasks.sign.todayPoints', { n: formatPoints(data.today_points) })}
              </p>
            ) : (
              <Skeleton.Paragraph lineCount={1} animated />
            )}
            {next && (
              <p className="pt-sign-head__next">
                {t('promoTasks.sign.nextBonus', {
                  left: next.left,
                  points: formatPoints(next.points),
                })}
              </p>
            )}
            <LoadingButton
              block
              color="primary"
              size="large"
              shape="rounded"
              className="pt-sign-head__button"
              data-testid="sign-button"
              disabled={!data || data.signed_today}
              onClick={sign}
            >
              {data?.signed_today
                ? t('promoTasks.sign.signed')
                : t('promoTasks.sign.sign', { n: formatPoints(data?.today_points ?? 0) })}
            </LoadingButton>
          </section>
          <div className="card pt-card">
            <SignCalendar
              month={month}
              days={info.data?.days ?? []}
              today={today}
              prev={addMonths(month, -1)}
              next={addMonths(month, 1)}
              onMonth={setMonth}
              loading={info.status === 'loading'}
            />
          </div>
          {data && (
            <section className="card pt-card pt-rules" aria-labelledby="pt-sign-rules">
              <h2 id="pt-sign-rules" className="pt-section-title">
                {t('promoTasks.sign.rules')}
              </h2>
              <ul>
                <li>{t('promoTasks.sign.ruleBase', { n: data.rules.base })}</li>
                {[...bonuses]
                  .sort((a, b) => a.days - b.days)
                  .map((b) => (
                    <li key={b.days}>
                      {t('promoTasks.sign.ruleBonus', {
                        days: b.days,
                        points: formatPoints(b.points),
                      })}
                    </li>
                  ))}
                {streakCycle(bonuses) > 0 && (
                  <li>{t('promoTasks.sign.ruleCycle', { n: streakCycle(bonuses) })}</li>
                )}
                <li>{t('promoTasks.sign.ruleBreak')}</li>
              </ul>
            </section>
          )}
        </>
      )}
    </PageFrame>
  );
});

export default Integral;
