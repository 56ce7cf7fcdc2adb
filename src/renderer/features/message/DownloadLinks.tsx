/**
 * The app's download links per platform, from the server configuration (`/api/v3/app_download`,
 * docs/api-messages.md): the download page and the download-centre promo page show the same
 * ones. Without configured links it says the app is coming and offers the web shop.
 */
import './strings/misc';
import './messages.css';
import { useTranslation } from '../../core/i18n';
import { Link } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import type { AppDownload } from '../../../shared/contract/messages';
import * as messagesApi from './api';
import { ErrorState } from '../../core/ui/ErrorState';
import { unwrap, useLoad } from '../../core/data';

/** Loads the download configuration (the pages that need more of it load it themselves). */
export function useAppDownload() {
  return useLoad(() => unwrap(messagesApi.getAppDownload()), []);
}

/** Only http(s) links or paths of this server are offered. */
const safeUrl = (u: string) => /^(https?:\/\/|\/(?!\/))/i.test(u);

export function DownloadLinks({ data }: { data?: AppDownload }) {
  const { t } = useTranslation();
  // the caller's data when given (no second request)
  const own = useLoad(
    () => (data ? Promise.resolve(data) : unwrap(messagesApi.getAppDownload())),
    [data],
  );
  const d = data ?? own.data;
  if (!d && own.status === 'error') return <ErrorState onRetry={own.retry} />;
  if (!d) return null;
  const links = d.platforms.filter((p) => safeUrl(p.url));
  return (
    <div className="msg-dl__links" data-testid="download-links">
      {links.map((p) => (
        <a
          key={p.platform}
          className={`msg-dl__link msg-dl__link--${p.platform}`}
          href={p.url}
          target="_blank"
          rel="noreferrer"
          data-testid={`download-${p.platform}`}
        >
          {t(`misc.platforms.${p.platform}`)}
        </a>
      ))}
      {links.length === 0 && (
        <>
          <p className="msg-dl__note">{t('misc.noPlatforms')}</p>
          <Link className="msg-dl__link" to={`/${HOME_TAB}`}>
            {t('misc.openWeb')}
          </Link>
        </>
      )}
    </div>
  );
}
