/**
 * Neighbourhood feed posts held for review or reported (issue 23, moderation): approve, hide
 * with a reason, dismiss the reports.
 */
import { Button, Card, Image, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { MOD_POST_FILTERS, type ModPostRow } from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { moderationApi } from './api';
import { ModFilters, modPagination, useCanModerate, useConfirmed, useModList } from './parts';
import { ReasonModal, ReasonText } from './ReasonModal';
import './strings';

const STATUS_COLOR = { published: 'green', pending: 'gold', hidden: 'default' } as const;

export const PostsScreen = observer(function PostsScreen() {
  const { t } = useTranslation();
  const { filters, list, go } = useModList(MOD_POST_FILTERS, moderationApi.posts);
  const canWrite = useCanModerate();
  const confirm = useConfirmed();
  const [hiding, setHiding] = useState<ModPostRow | null>(null);
  const reload = () => void list.reload();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ModFilters
        filters={MOD_POST_FILTERS}
        current={filters}
        go={go}
        testId="mod-posts-filters"
        label={(f) => t(dynamicKey('console.moderation.posts.filters', f))}
      />
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.moderation.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<ModPostRow>
            rowKey="id"
            data-testid="mod-posts-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.moderation.empty') }}
            pagination={modPagination(filters, list.data?.total ?? 0, go, t)}
            columns={[
              { title: 'ID', dataIndex: 'id', width: 70 },
              {
                title: t('console.moderation.posts.content'),
                dataIndex: 'content',
                render: (c: string, p) => (
                  <Space orientation="vertical" size={4}>
                    <Typography.Paragraph
                      style={{ margin: 0, maxWidth: 420 }}
                      ellipsis={{ rows: 3, expandable: true }}
                    >
                      {c}
                    </Typography.Paragraph>
                    {p.images.length > 0 && (
                      <Image.PreviewGroup>
                        <Space size={4}>
                          {p.images.map((src) => (
                            <Image
                              key={src}
                              src={src}
                              width={48}
                              height={48}
                              style={{ objectFit: 'cover' }}
                              alt=""
                            />
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
                width: 150,
                render: (a: ModPostRow['author']) => `${a.nickname || '—'} ${a.mobile_masked}`,
              },
              {
                title: t('console.moderation.posts.status'),
                dataIndex: 'status',
                width: 90,
                render: (s: ModPostRow['status']) => (
                  <Tag color={STATUS_COLOR[s]}>
                    {t(dynamicKey('console.moderation.posts.statuses', s))}
                  </Tag>
                ),
              },
              {
                title: t('console.moderation.posts.reports'),
                dataIndex: 'reports',
                width: 160,
                render: (r: ModPostRow['reports'], p) =>
                  p.report_count === 0
                    ? '—'
                    : r.map((x) => <Tag key={x.reason}>{(x.reason || '—') + ' ×' + x.count}</Tag>),
              },
              {
                title: t('console.moderation.reason'),
                dataIndex: 'reason',
                width: 160,
                render: (r: ModPostRow['reason']) => <ReasonText code={r.code} note={r.note} />,
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
                      width: 230,
                      render: (_: unknown, p: ModPostRow) => (
                        <Space wrap>
                          {p.status !== 'published' && (
                            <Button
                              size="small"
                              type="primary"
                              onClick={() =>
                                confirm(
                                  t('console.moderation.posts.approveConfirm'),
                                  () => moderationApi.postApprove(p.id),
                                  reload,
                                )
                              }
                            >
                              {t('console.moderation.posts.approve')}
                            </Button>
                          )}
                          {p.status !== 'hidden' && (
                            <Button size="small" danger onClick={() => setHiding(p)}>
                              {t('console.moderation.posts.hide')}
                            </Button>
                          )}
                          {p.report_count > 0 && (
                            <Button
                              size="small"
                              onClick={() =>
                                confirm(
                                  t('console.moderation.posts.dismissConfirm'),
                                  () => moderationApi.postDismiss(p.id),
                                  reload,
                                )
                              }
                            >
                              {t('console.moderation.posts.dismiss')}
                            </Button>
                          )}
                        </Space>
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
          title={t('console.moderation.posts.hideTitle', { id: hiding.id })}
          hint={t('console.moderation.posts.hideHint')}
          okText={t('console.moderation.posts.hide')}
          onSubmit={(v) => moderationApi.postHide({ id: hiding.id, ...v }).then(reload)}
          onClose={() => setHiding(null)}
        />
      )}
    </Space>
  );
});
