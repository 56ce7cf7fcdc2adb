/**
 * The app download page: the app, its version and the download link per platform from the
 * server configuration (shared with the download-centre promo page), and a QR code of this page
 * for another phone (`qrcode`, loaded on first use), which "Save QR code" saves as a PNG through
 * the kernel's saveImage (in WeChat and on iOS the PNG replaces the drawn code, to be long-pressed).
 */
import '../strings/misc';
import '../messages.css';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { DownloadLinks, useAppDownload } from '../DownloadLinks';
import { appRouteUrl } from '../../../core/platform/qr';
import { useStores } from '../../../core/stores/context';
import { ErrorState, ListSkeleton, LoadingButton, PageFrame } from '../../../core/ui';
import { useQrCode } from '../../../core/ui/use-qr-code';

const PAGE = 'pages/subpack1/download/index';

const DownloadPage = observer(function DownloadPage() {
  const { t } = useTranslation();
  const { config } = useStores();
  const info = useAppDownload();
  const d = info.data;
  // this page, unless the server names a public one
  const url = d?.page_url || appRouteUrl(PAGE);
  const qr = useQrCode(d ? url : null, 'download-qr.png', {
    saved: t('misc.qrSaved'),
    longPress: t('misc.qrLongPress'),
    failed: (reason) => t('misc.qrSaveFailed', { reason }),
  });
  const { svg, longPressPng } = qr;
  const qrFailed = qr.failed;

  let body;
  if (info.status === 'error' && !d) body = <ErrorState onRetry={info.retry} />;
  else if (!d) body = <ListSkeleton rows={3} />;
  else {
    const name = d.app_name || config.config?.app_title || '';
    body = (
      <>
        <section className="msg-dl" aria-labelledby="msg-dl-name">
          <span className="msg-dl__icon" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
          <h2 id="msg-dl-name" className="msg-dl__name">
            {name}
          </h2>
          <p className="msg-dl__version" data-testid="download-version">
            {t('misc.currentVersion', { version: d.version, code: d.version_code })}
          </p>
          <p className="msg-dl__intro">{t('misc.downloadIntro')}</p>
          <DownloadLinks data={d} />
        </section>
        <section className="msg-dl" aria-labelledby="msg-dl-qr">
          <h2 id="msg-dl-qr" className="msg-dl__name">
            {t('misc.qrTitle')}
          </h2>
          {longPressPng ? (
            <img
              className="msg-dl__qr"
              src={longPressPng}
              alt={t('misc.qrAlt')}
              data-testid="download-qr-picture"
            />
          ) : svg ? (
            <div
              className="msg-dl__qr"
              role="img"
              aria-label={t('misc.qrAlt')}
              data-testid="download-qr"
              // markup made by the qrcode package from our own URL
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          ) : (
            <p className="msg-dl__note" role={qrFailed ? 'alert' : undefined}>
              {qrFailed ? t('misc.qrFailed') : t('common.loading')}
            </p>
          )}
          <p className="msg-dl__intro" role={longPressPng ? 'status' : undefined}>
            {longPressPng ? t('misc.qrLongPress') : t('misc.qrHint')}
          </p>
          {svg && (
            <LoadingButton
              shape="rounded"
              color="primary"
              fill="outline"
              className="msg-dl__save"
              data-testid="save-download-qr"
              onClick={qr.save}
            >
              {t('misc.saveQr')}
            </LoadingButton>
          )}
          <p className="msg-dl__url">
            <span className="ui-sr-only">{t('misc.pageLink')} </span>
            {url}
          </p>
        </section>
      </>
    );
  }

  return (
    <PageFrame title={t('misc.downloadTitle')} page={PAGE}>
      {body}
    </PageFrame>
  );
});

export default DownloadPage;
