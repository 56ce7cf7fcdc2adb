/** Goods reviews (issue 23, moderation): hide with a reason (consumers stop seeing it), unhide. */
import { Button, Card, Image, Rate, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import {
  MOD_REVIEW_FILTERS,
  type ModReviewRow,
} from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { moderationApi } from './api';
import { ModFilters, modPagination, useCanModerate, useConfirmed, useModList } from './parts';
import { ReasonModal, ReasonText } from './ReasonModal';
import './strings';

export const ReviewsScreen = observer(function ReviewsScreen() {
  const { t } = useTranslation();
  const { filters, list, go } = useModList(MOD_REVIEW_FILTERS, moderationApi.reviews);
  const canWrite = useCanModerate();
  const confirm = useConfirmed();
  const [hiding, setHiding] = useState<ModReviewRow | null>(null);
  const reload = () => void list.reload();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ModFilters
        filters={MOD_REVIEW_FILTERS}
        current={filters}
        go={go}
        testId="mod-reviews-filters"
        extra={{ goodsId: true }}
        label={(f) => t(dynamicKey('console.moderation.reviews.filters', f))}
      />
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.moderation.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<ModReviewRow>
            rowKey="id"
            data-testid="mod-reviews-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.moderation.empty') }}
            pagination={modPagination(filters, list.data?.total ?? 0, go, t)}
            columns={[
              {
                title: t('console.moderation.reviews.goods'),
                dataIndex: 'goods_title',
                width: 240,
                render: (title: string, r) => (
                  <Space>
                    <Image src={r.goods_image} width={40} height={40} alt={title} />
                    <Typography.Text ellipsis style={{ maxWidth: 180 }}>
                      {title || `#${r.goods_id}`}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('console.moderation.reviews.score'),
                dataIndex: 'score',
                width: 150,
                render: (s: number) => <Rate disabled value={s} style={{ fontSize: 12 }} />,
              },
              {
                title: t('console.moderation.reviews.content'),
                dataIndex: 'content',
                render: (c: string, r) => (
                  <Space orientation="vertical" size={4}>
                    <Typography.Paragraph
                      style={{ margin: 0, maxWidth: 360 }}
                      ellipsis={{ rows: 3, expandable: true }}
                    >
                      {c || '—'}
                    </Typography.Paragraph>
                    {r.images.length > 0 && (
                      <Image.PreviewGroup>
                        <Space size={4}>
                          {r.images.map((src) => (
                            <Image key={src} src={src} width={40} height={40} alt="" />
                          ))}
                        </Space>
                      </Image.PreviewGroup>
                    )}
                  </Space>
                ),
              },
              {
                title: t('console.moderation.user'),
                dataIndex: 'author',
                width: 140,
                render: (a: ModReviewRow['author']) => `${a.nickname || '—'} ${a.mobile_masked}`,
              },
              {
                title: t('console.moderation.reviews.status'),
                dataIndex: 'hidden',
                width: 90,
                render: (h: boolean) =>
                  h ? (
                    <Tag>{t('console.moderation.reviews.hidden')}</Tag>
                  ) : (
                    <Tag color="green">{t('console.moderation.reviews.shown')}</Tag>
                  ),
              },
              {
                title: t('console.moderation.reason'),
                dataIndex: 'reason',
                render: (r: ModReviewRow['reason']) => <ReasonText code={r.code} note={r.note} />,
              },
              {
                title: t('console.moderation.createdAt'),
                dataIndex: 'created_at',
                width: 170,
                render: (s: number) => chinaDateTime(s),
              },
              ...(canWrite
                ? [
                    {
                      title: t('console.moderation.actions'),
                      key: 'actions',
                      width: 110,
                      render: (_: unknown, r: ModReviewRow) =>
                        r.hidden ? (
                          <Button
                            size="small"
                            onClick={() =>
                              confirm(
                                t('console.moderation.reviews.unhideConfirm'),
                                () => moderationApi.reviewUnhide(r.id),
                                reload,
                              )
                            }
                          >
                            {t('console.moderation.reviews.unhide')}
                          </Button>
                        ) : (
                          <Button size="small" danger onClick={() => setHiding(r)}>
                            {t('console.moderation.reviews.hide')}
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      {hiding && (
        <ReasonModal
          title={t('console.moderation.reviews.hideTitle', { id: hiding.id })}
          hint={t('console.moderation.reviews.hideHint')}
          okText={t('console.moderation.reviews.hide')}
          onSubmit={(v) => moderationApi.reviewHide({ id: hiding.id, ...v }).then(reload)}
          onClose={() => setHiding(null)}
        />
      )}
    </Space>
  );
});
