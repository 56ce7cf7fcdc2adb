/**
 * Web view (`pages/subpack1/web_view/web_view?url=&title=`, docs/api-chat.md "Web view"): an
 * https page whose host is exactly on the allow-list (`api/v3/config` `web_view_hosts`, the same
 * list the Electron shop window's navigation guard uses) opens in a sandboxed iframe under a
 * title bar with back; any other address shows a refusal naming the host and is never loaded.
 */
import { DotLoading } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import * as configApi from '../../../core/api/config';
import { webViewDecision } from '../../chat';
import '../../chat/strings';
import '../../../core/ui/chat-list.css';
import '../webview.css';
import { useStores } from '../../../core/stores/context';
import { EmptyState, ErrorState, PageFrame } from '../../../core/ui';

const PAGE = 'pages/subpack1/web_view/web_view';

const WebView = observer(function WebView() {
  const { t } = useTranslation();
  const { config } = useStores();
  const [search] = useSearchParams();
  const raw = search.get('url') ?? '';
  const title = (search.get('title') ?? '').slice(0, 40) || t('chat.web.title');
  const [hosts, setHosts] = useState<string[] | null>(config.config?.web_view_hosts ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (hosts) return;
    let live = true;
    configApi.getConfig().then(
      (res) => live && setHosts(res.data?.web_view_hosts ?? []),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [hosts, attempt]);

  let body;
  if (failed && !hosts) {
    body = (
      <ErrorState
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  } else if (!hosts) {
    body = (
      <div className="chat-center" role="status">
        <DotLoading /> {t('chat.web.loading')}
      </div>
    );
  } else {
    const d = webViewDecision(raw, hosts);
    body =
      d.action === 'allow' ? (
        <iframe
          className="webview-frame"
          src={d.url}
          title={title || t('chat.web.frameTitle')}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          data-testid="webview-frame"
        />
      ) : (
        <div className="webview-refused" data-testid="webview-refused">
          <EmptyState
            title={d.action === 'refuse' ? t('chat.web.refused') : t('chat.web.invalid')}
            description={
              d.action === 'refuse'
                ? t('chat.web.refusedHost', { host: d.host })
                : t('chat.web.invalidHint')
            }
          />
        </div>
      );
  }

  return (
    <PageFrame title={title} page={PAGE} className="webview-page">
      {body}
    </PageFrame>
  );
});

export default WebView;
