/**
 * App download centre: the app and its version (APP_VERSION / APP_VERSION_CODE of
 * shared/constants), a download button per platform from the server configuration (the shared
 * features/message/DownloadLinks, `/api/v3/app_download`, as on the download page), a QR code of the download page
 * (`pages/subpack1/download/index` of this same app) for another phone — "Save QR code" saves it
 * as a PNG through the kernel's saveImage (in WeChat and on iOS the PNG replaces the drawn code,
 * to be long-pressed) — and the points tasks:
 * opening this page is rewarded once per user (`reward_add`, claimed on open), and the download
 * task is claimed here too (`complete_task download`). Both through the reward claim.
 */
import '../strings/tasks';
import '../promo-tasks.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../../core/i18n';
import { APP_VERSION, APP_VERSION_CODE } from '../../../../shared/constants';
import * as promoApi from '../api';
import { DownloadLinks } from '../../message';
import { TaskRow } from '../TaskRow';
import { useGoLogin } from '../../../core/router/use-go-login';
import { DOWNLOAD_TASK_PATH, useTaskClaims } from '../use-task-claim';
import { appRouteUrl } from '../../../core/platform/qr';
import { useQrCode } from '../../../core/ui/use-qr-code';
import { useStores } from '../../../core/stores/context';
import { LoadingButton, PageFrame } from '../../../core/ui';
import { unwrap, useLoad } from '../../../core/data';

const PAGE = 'pages/activityList/download-center/download-center';
const DOWNLOAD_PAGE = 'pages/subpack1/download/index';

const DownloadCenter = observer(function DownloadCenter() {
  const { t } = useTranslation();
  const goLogin = useGoLogin();
  const { user, config } = useStores();
  const loggedIn = user.hasLogin;
  const userId = user.info?.user_id;
  const url = appRouteUrl(DOWNLOAD_PAGE);

  const qr = useQrCode(url, 'download-qr.png', {
    saved: t('promoTasks.download.qrSaved'),
    longPress: t('promoTasks.download.qrLongPress'),
    failed: (reason) => t('promoTasks.download.qrSaveFailed', { reason }),
  });
  const { svg, longPressPng } = qr;
  const qrFailed = qr.failed;

  const info = useLoad(
    async () => (loggedIn ? await unwrap(promoApi.getSignInfo()) : null),
    [loggedIn],
  );
  const tasks = useTaskClaims(() => void info.reload());
  const { claimVisit } = tasks;

  // Opening this page is rewarded once per user (the reward claim remembers it and the server
  // refuses a second one); nothing is sent when it is remembered or nobody is logged in.
  useEffect(() => {
    if (userId !== undefined && loggedIn) void claimVisit();
    // once per user on this screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, loggedIn]);

  const downloadDone = Boolean(info.data?.download_done) || tasks.isRewarded(DOWNLOAD_TASK_PATH);

  return (
    <PageFrame title={t('promoTasks.download.title')} page={PAGE} className="pt-page">
      <section className="card pt-card pt-app" aria-labelledby="pt-app-name">
        <div className="pt-app__icon" aria-hidden="true">
          {config.config?.app_title?.slice(0, 1) || t('common.appName').slice(0, 1)}
        </div>
        <h2 id="pt-app-name" className="pt-app__name">
          {config.config?.app_title || t('promoTasks.download.appName')}
        </h2>
        <p className="pt-app__version" data-testid="app-version">
          {t('promoTasks.download.version', { version: APP_VERSION, code: APP_VERSION_CODE })}
        </p>
        {/* the platform links of the server configuration (same as the download page) */}
        <DownloadLinks />
      </section>

      <section className="card pt-card pt-qr" aria-labelledby="pt-qr-title">
        <h2 id="pt-qr-title" className="pt-section-title">
          {t('promoTasks.download.qrTitle')}
        </h2>
        <div className="pt-qr__box">
          {longPressPng ? (
            <img
              className="pt-qr__code"
              src={longPressPng}
              alt={t('promoTasks.download.qrAlt')}
              data-testid="download-qr-picture"
            />
          ) : svg ? (
            <div
              className="pt-qr__code"
              role="img"
              aria-label={t('promoTasks.download.qrAlt')}
              data-testid="download-qr"
              // markup made by the qrcode package from our own URL
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          ) : (
            <p className="pt-qr__placeholder" role={qrFailed ? 'alert' : undefined}>
              {qrFailed ? t('promoTasks.download.qrFailed') : t('common.loading')}
            </p>
          )}
        </div>
        <p className="pt-qr__hint" role={longPressPng ? 'status' : undefined}>
          {longPressPng ? t('promoTasks.download.qrLongPress') : t('promoTasks.download.qrHint')}
        </p>
        {svg && (
          <LoadingButton
            shape="rounded"
            color="primary"
            fill="outline"
            className="pt-qr__save"
            data-testid="save-download-qr"
            onClick={qr.save}
          >
            {t('promoTasks.download.saveQr')}
          </LoadingButton>
        )}
        <p className="pt-qr__link">
          <span className="ui-sr-only">{t('promoTasks.download.link')} </span>
          <a href={url}>{url}</a>
        </p>
      </section>

      <section className="card pt-card" aria-labelledby="pt-download-task">
        <h2 id="pt-download-task" className="pt-section-title">
          {t('promoTasks.download.task')}
        </h2>
        <ul className="pt-tasks">
          <TaskRow
            id="download"
            title={t('promoTasks.tasks.downloadTitle')}
            description={t('promoTasks.tasks.downloadDesc')}
            points={info.data?.task_points?.download}
            done={loggedIn && downloadDone}
            doneText={t('promoTasks.tasks.claimed')}
            action={
              <LoadingButton
                color="primary"
                size="small"
                shape="rounded"
                className="pt-task__button"
                data-testid="task-claim-download"
                disabled={loggedIn && (info.status !== 'ready' || tasks.claiming !== null)}
                onClick={loggedIn ? tasks.claimDownload : goLogin}
              >
                {t('promoTasks.tasks.claim')}
              </LoadingButton>
            }
          />
        </ul>
      </section>
    </PageFrame>
  );
});

export default DownloadCenter;
