/**
 * Live rooms (`?tab=live|upcoming|replay`; docs/api-live.md `list`): live rooms by viewers,
 * upcoming by start time with a countdown, replays newest first. The tab lives in the URL
 * (replaced on change) so back returns to it. Pull to refresh, infinite scroll, an empty state
 * per tab; a card opens the watch page.
 */
import '../strings';
import '../live.css';
import { Tabs } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import type { LiveTab } from '../../../../shared/contract/live';
import * as liveApi from '../api';
import { RoomCard } from '../RoomCard';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const PAGE = 'pages/live/room';
const TABS: readonly LiveTab[] = ['live', 'upcoming', 'replay'];

const parseTab = (v: string | null): LiveTab =>
  (TABS as readonly string[]).includes(v ?? '') ? (v as LiveTab) : 'live';

export default function LiveRoomPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));

  const list = usePaged(({ page }) => unwrap(liveApi.getRooms({ tab, page })), [tab]);

  return (
    <PageFrame title={t('live.room.title')} page={PAGE} className="live-page">
      <div className="live-sticky">
        <Tabs activeKey={tab} onChange={(k) => setParams({ tab: k }, { replace: true })}>
          {TABS.map((k) => (
            <Tabs.Tab key={k} title={t(`live.room.tabs.${k}`)} />
          ))}
        </Tabs>
      </div>
      <ListView
        state={list}
        pullToRefresh
        className="live-room-list"
        itemKey={(r) => r.id}
        skeletonRows={3}
        render={(r) => <RoomCard room={r} />}
        empty={<EmptyState title={t(`live.room.empty.${tab}`)} />}
      />
    </PageFrame>
  );
}
