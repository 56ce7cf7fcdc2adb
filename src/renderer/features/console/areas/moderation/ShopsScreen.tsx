/**
 * Local shop applications (issue 23, moderation): the application with its licence photos
 * (the applicant's uploads, as the upload route serves them), approve, reject with a reason the
 * applicant reads.
 */
import { Button, Card, Image, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { MOD_SHOP_FILTERS, type ModShopRow } from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { moderationApi } from './api';
import { ModFilters, modPagination, useCanModerate, useConfirmed, useModList } from './parts';
import { ReasonModal, ReasonText } from './ReasonModal';
import './strings';

const STATUS_COLOR = ['gold', 'green', 'red', 'default'] as const;

export const ShopsScreen = observer(function ShopsScreen() {
  const { t } = useTranslation();
  const { filters, list, go } = useModList(MOD_SHOP_FILTERS, moderationApi.shops);
  const canWrite = useCanModerate();
  const confirm = useConfirmed();
  const [rejecting, setRejecting] = useState<ModShopRow | null>(null);
  const reload = () => void list.reload();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ModFilters
        filters={MOD_SHOP_FILTERS}
        current={filters}
        go={go}
        testId="mod-shops-filters"
        label={(f) => t(dynamicKey('console.moderation.shops.filters', f))}
      />
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.moderation.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<ModShopRow>
            rowKey="id"
            data-testid="mod-shops-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.moderation.empty') }}
            pagination={modPagination(filters, list.data?.total ?? 0, go, t)}
            columns={[
              {
                title: t('console.moderation.shops.shop'),
                dataIndex: 'name',
                render: (name: string, s) => (
                  <div>
                    <Typography.Text strong>{name}</Typography.Text> <Tag>{s.category}</Tag>
                    <br />
                    <Typography.Text type="secondary">
                      {s.address} · {s.phone}
                    </Typography.Text>
                  </div>
                ),
              },
              {
                title: t('console.moderation.shops.licence'),
                dataIndex: 'licence_images',
                render: (imgs: string[], s) => (
                  <Space orientation="vertical" size={4}>
                    <span className="console-mono">
                      {t('console.moderation.shops.licenceNo')} {s.licence_no || '—'}
                    </span>
                    <Image.PreviewGroup>
                      <Space size={4}>
                        {imgs.map((src) => (
                          <Image
                            key={src}
                            src={src}
                            width={72}
                            height={72}
                            style={{ objectFit: 'cover' }}
                            alt={t('console.moderation.shops.licence')}
                          />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  </Space>
                ),
              },
              {
                title: t('console.moderation.user'),
                dataIndex: 'owner',
                width: 150,
                render: (o: ModShopRow['owner']) =>
                  o ? `${o.nickname || '—'} ${o.mobile_masked}` : '—',
              },
              {
                title: t('console.moderation.shops.status'),
                dataIndex: 'status',
                width: 90,
                render: (s: number) => (
                  <Tag color={STATUS_COLOR[s] ?? 'default'}>
                    {t(dynamicKey('console.moderation.shops.statuses', `s${s}`))}
                  </Tag>
                ),
              },
              {
                title: t('console.moderation.reason'),
                dataIndex: 'reason',
                render: (r: ModShopRow['reason']) => <ReasonText code={r.code} note={r.note} />,
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
                      width: 150,
                      render: (_: unknown, s: ModShopRow) =>
                        s.status === 0 && (
                          <Space>
                            <Button
                              size="small"
                              type="primary"
                              onClick={() =>
                                confirm(
                                  t('console.moderation.shops.approveConfirm', { name: s.name }),
                                  () => moderationApi.shopApprove(s.id),
                                  reload,
                                )
                              }
                            >
                              {t('console.moderation.shops.approve')}
                            </Button>
                            <Button size="small" danger onClick={() => setRejecting(s)}>
                              {t('console.moderation.shops.reject')}
                            </Button>
                          </Space>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      )}
      {rejecting && (
        <ReasonModal
          title={t('console.moderation.shops.rejectTitle', { name: rejecting.name })}
          hint={t('console.moderation.shops.rejectHint')}
          okText={t('console.moderation.shops.reject')}
          onSubmit={(v) => moderationApi.shopReject({ id: rejecting.id, ...v }).then(reload)}
          onClose={() => setRejecting(null)}
        />
      )}
    </Space>
  );
});
