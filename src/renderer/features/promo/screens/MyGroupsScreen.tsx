/**
 * My group buys (`?status=open|success|failed`, the tab in the URL so back and reload keep it):
 * each group with its goods, members n/size, the countdown while open, the refund of my order
 * when it failed, and the links to my order and to the group's page. Infinite scroll, pull to
 * refresh; login required (the wrapper sends a visitor to login and back).
 */
import { Tabs } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as groupApi from '../group-api';
import { GROUP_STATUSES, type GroupStatus, type MyGroup } from '../group-api';
import { GROUP_PAGES, MyGroupCard } from '../group';
import { useStores } from '../../../core/stores/context';
import '../strings/group';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

function parseStatus(v: string | null): GroupStatus {
  return (GROUP_STATUSES as readonly string[]).includes(v ?? '') ? (v as GroupStatus) : 'open';
}

const MyGroups = observer(function MyGroups() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));

  const list = usePaged<MyGroup>(
    ({ page }) => unwrap(groupApi.getMyGroups({ status, page })),
    [status],
  );

  return (
    <PageFrame title={t('promoGroup.myTitle')} page={GROUP_PAGES.mine}>
      <div className="pg-sticky">
        <Tabs
          activeKey={status}
          onChange={(k) => setParams({ status: k }, { replace: true })}
          aria-label={t('promoGroup.myTabs')}
        >
          {GROUP_STATUSES.map((s) => (
            <Tabs.Tab key={s} title={t(`promoGroup.state.${s}`)} />
          ))}
        </Tabs>
      </div>
      <ListView
        state={list}
        pullToRefresh
        itemKey={(g) => g.id}
        skeletonRows={3}
        render={(g) => (
          <MyGroupCard
            group={g}
            userId={user.info?.user_id ?? null}
            onExpire={() => void list.refresh()}
          />
        )}
        empty={
          <EmptyState
            title={t('promoGroup.myEmpty')}
            actionText={t('promoGroup.goGroup')}
            onAction={() => void navigate('/' + GROUP_PAGES.zone)}
          />
        }
      />
    </PageFrame>
  );
});

export default MyGroups;
