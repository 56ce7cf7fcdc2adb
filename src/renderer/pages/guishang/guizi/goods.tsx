/** Cabinet goods: class and status filters, rows with photo, price and status; edit and photos. */
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import '../../../core/i18n/guishang/goods';
import * as api from '../../../core/api/guishang-goods';
import type { CabinetClass } from '../../../core/api/guishang-goods';
import {
  EmptyState,
  ErrorState,
  InfiniteFooter,
  ListSkeleton,
  PageFrame,
  Price,
  usePagedList,
} from '../../../core/ui';
import { Chips } from '../../../core/merchant-goods';

type StatusFilter = 'all' | 1 | 0;

export default function CabinetGoodsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [classes, setClasses] = useState<CabinetClass[]>([]);
  const [classId, setClassId] = useState(0);
  const [status, setStatus] = useState<StatusFilter>('all');

  useEffect(() => {
    api.cabinetClassList().then(
      (res) => setClasses(res.data.list),
      () => setClasses([]),
    );
  }, []);

  const list = usePagedList(
    async (page) =>
      (
        await api.cabinetGoodsList({
          page,
          limit: 20,
          class_id: classId || undefined,
          status: status === 'all' ? undefined : status,
        })
      ).data,
    [classId, status],
  );

  const className = (id: number) => classes.find((c) => c.id === id)?.name ?? '';
  const add = () =>
    void navigate(`/pages/guishang/guizi/goods/add${classId ? `?class_id=${classId}` : ''}`);

  return (
    <PageFrame
      title={t('gsGoods.cg.title')}
      page="pages/guishang/guizi/goods"
      right={
        <Button size="small" color="primary" onClick={add}>
          {t('gsGoods.add')}
        </Button>
      }
    >
      <Chips
        label={t('gsGoods.cg.class')}
        options={[
          { value: 0, label: t('gsGoods.all') },
          ...classes.map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={classId}
        onChange={setClassId}
        testId="class-filter"
      />
      <Chips<StatusFilter>
        label={t('gsGoods.status')}
        options={[
          { value: 'all', label: t('gsGoods.all') },
          { value: 1, label: t('gsGoods.onSale') },
          { value: 0, label: t('gsGoods.offSale') },
        ]}
        value={status}
        onChange={setStatus}
        testId="status-filter"
      />
      {list.status === 'loading' && <ListSkeleton rows={4} />}
      {list.status === 'error' && <ErrorState onRetry={() => void list.reload()} />}
      {list.status === 'empty' && (
        <EmptyState title={t('gsGoods.cg.empty')} actionText={t('gsGoods.add')} onAction={add} />
      )}
      {list.status === 'ready' && (
        <>
          <ul className="gs-rows">
            {list.items.map((g) => (
              <li key={g.id} className="gs-row" data-testid="cabinet-goods-row">
                {g.images[0] ? (
                  <img className="gs-row__img" src={g.images[0]} alt={g.name} />
                ) : (
                  <span className="gs-row__img" aria-hidden="true" />
                )}
                <div className="gs-row__main">
                  <h2 className="gs-row__name">{g.name}</h2>
                  <div className="gs-row__meta">
                    <Price fen={g.price} size="sm" />
                    <span className={g.status === 1 ? 'gs-status--on' : 'gs-status--off'}>
                      {g.status === 1 ? t('gsGoods.onSale') : t('gsGoods.offSale')}
                    </span>
                    <span>{className(g.class_id)}</span>
                    <span>{t('gsGoods.photoCount', { n: g.images.length })}</span>
                  </div>
                </div>
                <div className="gs-row__actions">
                  <Button
                    onClick={() => void navigate(`/pages/guishang/guizi/goods/edit?id=${g.id}`)}
                  >
                    {t('gsGoods.edit')}
                  </Button>
                  <Button
                    onClick={() => void navigate(`/pages/guishang/guizi/goods/img?id=${g.id}`)}
                  >
                    {t('gsGoods.photos')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <InfiniteFooter hasMore={list.hasMore} loadMore={list.loadMore} />
        </>
      )}
    </PageFrame>
  );
}
