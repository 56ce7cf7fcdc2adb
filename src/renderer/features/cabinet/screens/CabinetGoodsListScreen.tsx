/** Cabinet goods: class and status filters, rows with photo, price and status; edit and photos. */
import { unwrapMerchant, usePaged } from '../../../core/data';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n';
import { useNavigate } from 'react-router-dom';
import '../strings/goods';
import * as api from '../goods/api';
import { Price } from '../../../core/ui';
import {
  ClassFilterChips,
  GoodsRowSummary,
  ListPageFrame,
  PagedGoodsRows,
  StatusFilterChips,
  useClassList,
  type StatusFilter,
} from '../goods/parts';

export default function CabinetGoodsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = useClassList(api.cabinetClassList).list ?? [];
  const [classId, setClassId] = useState(0);
  const [status, setStatus] = useState<StatusFilter>('all');

  const list = usePaged(
    ({ page }) =>
      unwrapMerchant(
        api.cabinetGoodsList({
          page,
          limit: 20,
          class_id: classId || undefined,
          status: status === 'all' ? undefined : status,
        }),
      ),
    [classId, status],
  );

  const className = (id: number) => classes.find((c) => c.id === id)?.name ?? '';
  const add = () =>
    void navigate(`/pages/guishang/guizi/goods/add${classId ? `?class_id=${classId}` : ''}`);

  return (
    <ListPageFrame title={t('gsGoods.cg.title')} page="pages/guishang/guizi/goods" onAdd={add}>
      <ClassFilterChips
        label={t('gsGoods.cg.class')}
        classes={classes}
        value={classId}
        onChange={setClassId}
      />
      <StatusFilterChips value={status} onChange={setStatus} />
      <PagedGoodsRows
        list={list}
        emptyTitle={t('gsGoods.cg.empty')}
        onAdd={add}
        renderRow={(g) => (
          <li key={g.id} className="gs-row" data-testid="cabinet-goods-row">
            <GoodsRowSummary
              image={g.images[0]}
              name={g.name}
              price={<Price fen={g.price} size="sm" />}
              status={g.status}
            >
              <span>{className(g.class_id)}</span>
              <span>{t('gsGoods.photoCount', { n: g.images.length })}</span>
            </GoodsRowSummary>
            <div className="gs-row__actions">
              <Button onClick={() => void navigate(`/pages/guishang/guizi/goods/edit?id=${g.id}`)}>
                {t('gsGoods.edit')}
              </Button>
              <Button onClick={() => void navigate(`/pages/guishang/guizi/goods/img?id=${g.id}`)}>
                {t('gsGoods.photos')}
              </Button>
            </div>
          </li>
        )}
      />
    </ListPageFrame>
  );
}
