import { Button } from 'antd-mobile';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import * as groupApi from '../group-api';
import '../strings/group';
import { groupPath } from './group-state';
import './group.css';
import { unwrap, useLoad } from '../../../core/data';

/** The group of one of these orders among my newest groups (order_info did not say); or null. */
async function findGroup(orderIds: readonly number[]): Promise<groupApi.MyGroup | null> {
  if (orderIds.length === 0) return null;
  const groups = await unwrap(groupApi.getMyGroups({ page: 1, limit: 50 }));
  return groups.list.find((g) => g.order && orderIds.includes(g.order.id)) ?? null;
}

/**
 * On the pay result of a group order: "view group" back to the group's page. `groupId` is the
 * orders' group as order_info says it (0: not a group order); only when it is unknown (null: the
 * orders came from the order list) are my groups looked up. Renders nothing for other orders,
 * or when the lookup fails (the pay result must not depend on it).
 */
export function GroupOrderLink({
  orderIds,
  groupId = null,
}: {
  orderIds: readonly number[];
  groupId?: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = orderIds.join(',');
  const found = useLoad(
    () =>
      groupId === null
        ? findGroup(orderIds)
            .then((g) => g?.id ?? 0)
            .catch(() => 0)
        : Promise.resolve(groupId),
    [key, groupId],
  );
  const id = groupId ?? found.data ?? 0;
  if (id <= 0) return null;
  return (
    <div className="pg-pay-link" data-testid="pay-group-link">
      <p className="pay-result__meta">{t('promoGroup.payGroupHint')}</p>
      <Button
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={() => void navigate('/' + groupPath(id), { replace: true })}
      >
        {t('promoGroup.viewGroup')}
      </Button>
    </div>
  );
}
