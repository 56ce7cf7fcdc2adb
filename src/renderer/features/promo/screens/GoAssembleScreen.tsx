/**
 * The group-buy zone (activity type 4): goods of the running group-buy activities with their
 * group size, group price against the price bought alone and open groups; infinite scroll,
 * pull to refresh. A goods opens its group-buy page (revelry/p_revelry). "My groups" in the
 * nav bar.
 */
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../../shared/constants';
import * as groupApi from '../group-api';
import type { GroupActivity, GroupGoods } from '../group-api';
import { GROUP_PAGES, GroupGoodsCard } from '../group';
import '../strings/group';
import { EmptyState, ListView, PageFrame } from '../../../core/ui';
import { unwrap, usePaged } from '../../../core/data';

const DEFAULT_EXPIRE_HOURS = 24;

export default function GoAssemble() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [activity, setActivity] = useState<GroupActivity | null>(null);

  const list = usePaged<GroupGoods>(async ({ page }) => {
    const data = await unwrap(groupApi.getGroupGoodsList(page));
    if (page === 1) setActivity(data.activity);
    return data;
  }, []);

  const size = Number(activity?.rules?.group_size) || list.items[0]?.group_size || 0;
  const hours = Number(activity?.rules?.expire_hours) || DEFAULT_EXPIRE_HOURS;

  return (
    <PageFrame
      title={t('promoGroup.zoneTitle')}
      page={GROUP_PAGES.zone}
      right={
        <button
          type="button"
          className="ui-text-button"
          onClick={() => void navigate('/' + GROUP_PAGES.mine)}
        >
          {t('promoGroup.myTitle')}
        </button>
      }
    >
      {size > 0 && (
        <p className="pg-zone-rule" data-testid="group-zone-rule">
          {t('promoGroup.zoneRule', { size, hours })}
        </p>
      )}
      <ListView
        state={list}
        pullToRefresh
        itemKey={(g) => g.id}
        skeletonRows={4}
        render={(g) => <GroupGoodsCard goods={g} />}
        empty={
          <EmptyState
            title={t('promoGroup.zoneEmpty')}
            actionText={t('common.goShopping')}
            onAction={() => void navigate('/' + HOME_TAB)}
          />
        }
      />
    </PageFrame>
  );
}
