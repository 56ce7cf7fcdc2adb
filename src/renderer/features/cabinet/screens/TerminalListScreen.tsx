/**
 * The merchant's terminals (`pages/guishang/terminal/list`, issue 18 part A): which kiosks are
 * online or offline and since when, their cabinet and app version (each kiosk reports itself over
 * its socket after connect).
 */
import { useTranslation } from '../../../core/i18n';
import '../strings/slots';
import '../slots/slots.css';
import { unwrapMerchant, useLoad } from '../../../core/data';
import { EmptyState, ErrorState, ListSkeleton, PageFrame } from '../../../core/ui';
import { formatTime } from '../parts';
import * as api from '../slots/api';

export default function TerminalListScreen() {
  const { t, i18n } = useTranslation();
  const load = useLoad(async () => (await unwrapMerchant(api.terminalList())).list, []);
  const list = load.data ?? [];
  return (
    <PageFrame
      title={t('gsSlots.terminal.title')}
      page="pages/guishang/terminal/list"
      homePath="/pages/guishang/index/index"
      className="kiosk-page"
    >
      {load.status === 'loading' && <ListSkeleton rows={3} />}
      {load.status === 'error' && <ErrorState onRetry={load.retry} />}
      {load.status === 'ready' && list.length === 0 && (
        <EmptyState title={t('gsSlots.terminal.none')} />
      )}
      {list.length > 0 && (
        <ul className="gs-rows" data-testid="terminal-list" style={{ paddingTop: 16 }}>
          {list.map((r) => {
            const since = r.online ? r.online_since : (r.offline_since ?? r.last_seen_at);
            return (
              <li
                key={r.id}
                className="gs-rowcard"
                data-testid="terminal-row"
                data-online={r.online ? '1' : '0'}
              >
                <div className="gs-rowcard__main">
                  <strong>
                    <span
                      className={r.online ? 'gs-dot gs-dot--on' : 'gs-dot'}
                      aria-hidden="true"
                    />
                    {r.online ? t('gsSlots.terminal.online') : t('gsSlots.terminal.offline')}{' '}
                    {since
                      ? t('gsSlots.terminal.since', { time: formatTime(since, i18n.language) })
                      : ''}
                  </strong>
                  <span>{r.terminal_id}</span>
                  <span>
                    {r.cabinet_name
                      ? t('gsSlots.terminal.cabinet', { name: r.cabinet_name })
                      : t('gsSlots.terminal.noCabinet')}
                    {r.app_version
                      ? ` · ${t('gsSlots.terminal.version', { v: r.app_version })}`
                      : ''}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
