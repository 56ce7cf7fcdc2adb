/**
 * The open groups of a group-buy goods (`?activity_goods_id=`): each with the leader (avatar,
 * masked name), members n/size, the countdown to its expiry by the server clock and "join"
 * (the activity confirmation with its `group_id`); pull to refresh. A group that runs out is
 * dropped by reading the list again.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../../../core/i18n';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import * as groupApi from '../group-api';
import type { Group } from '../group-api';
import { GROUP_PAGES, groupConfirmPath, groupGoodsPath, GroupRow, idParam } from '../group';
import { useStores } from '../../../core/stores/context';
import '../strings/group';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const RevelryList = observer(function RevelryList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useStores();
  const [params] = useSearchParams();
  const activityGoodsId = idParam(params.get('activity_goods_id'));

  // One answer holds every open group: page 1 is the list, there is no page 2.
  const list = usePaged<Group>(
    async ({ page }) => {
      if (!activityGoodsId || page > 1) return { list: [], total: 0 };
      const { groups } = await unwrap(groupApi.getGroups({ activity_goods_id: activityGoodsId }));
      return { list: groups, total: groups.length };
    },
    [activityGoodsId],
  );

  // issue 19 (brief C): a revelry link without its id goes to the group-buying zone
  if (!activityGoodsId) return <Navigate to={'/' + GROUP_PAGES.zone} replace />;

  return (
    <PageFrame
      title={t('promoGroup.listTitle')}
      page={GROUP_PAGES.list}
      className="pg-list"
      right={
        <button
          type="button"
          className="ui-text-button"
          onClick={() => void navigate('/' + groupGoodsPath(activityGoodsId))}
        >
          {t('promoGroup.viewGoods')}
        </button>
      }
    >
      <ListView
        state={list}
        pullToRefresh
        itemKey={(g) => g.id}
        skeletonRows={4}
        render={(g) => (
          <GroupRow
            group={g}
            userId={user.info?.user_id ?? null}
            onExpire={() => void list.refresh()}
          />
        )}
        empty={
          <EmptyState
            title={t('promoGroup.listEmpty')}
            description={t('promoGroup.listEmptyHint')}
            actionText={t('promoGroup.openGroup')}
            onAction={() => void navigate('/' + groupConfirmPath(activityGoodsId))}
          />
        }
      />
    </PageFrame>
  );
});

export default RevelryList;
