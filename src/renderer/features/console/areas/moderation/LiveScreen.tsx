/**
 * Live rooms waiting for review and the others (issue 23, moderation): approve, reject with a
 * reason (the host reads it in live management), stop a live room now.
 */
import { Button, Card, Image, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { MOD_LIVE_FILTERS, type ModLiveRow } from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { LoadFailed } from '../../LoadFailed';
import { chinaDateTime } from '../../list-query';
import { moderationApi } from './api';
import { ModFilters, modPagination, useCanModerate, useConfirmed, useModList } from './parts';
import { ReasonModal, ReasonText } from './ReasonModal';
import './strings';

const STATE_COLOR = { upcoming: 'blue', live: 'red', ended: 'default' } as const;
const REVIEW_COLOR = ['gold', 'green', 'red'] as const;

export const LiveScreen = observer(function LiveScreen() {
  const { t } = useTranslation();
  const { filters, list, go } = useModList(MOD_LIVE_FILTERS, moderationApi.live);
  const canWrite = useCanModerate();
  const confirm = useConfirmed();
  const [dialog, setDialog] = useState<{ room: ModLiveRow; kind: 'reject' | 'stop' } | null>(null);
  const reload = () => void list.reload();

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ModFilters
        filters={MOD_LIVE_FILTERS}
        current={filters}
        go={go}
        testId="mod-live-filters"
        label={(f) => t(dynamicKey('console.moderation.live.filters', f))}
      />
      {list.status === 'error' ? (
        <LoadFailed
          title={t('console.moderation.loadError')}
          error={list.error}
          retry={list.retry}
        />
      ) : (
        <Card size="small">
          <Table<ModLiveRow>
            rowKey="id"
            data-testid="mod-live-table"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('console.moderation.empty') }}
            pagination={modPagination(filters, list.data?.total ?? 0, go, t)}
            columns={[
              {
                title: t('console.moderation.live.room'),
                dataIndex: 'title',
                render: (title: string, r) => (
                  <Space align="start">
                    <Image
                      src={r.cover}
                      width={64}
                      height={64}
                      style={{ objectFit: 'cover' }}
                      alt={title}
                    />
                    <div>
                      <Typography.Text strong>{title}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{r.intro || '—'}</Typography.Text>
                    </div>
                  </Space>
                ),
              },
              {
                title: t('console.moderation.live.owner'),
                dataIndex: 'owner',
                render: (o: ModLiveRow['owner']) => `${o.nickname || '—'} ${o.mobile_masked}`,
              },
              {
                title: t('console.moderation.live.scheduledAt'),
                dataIndex: 'scheduled_at',
                width: 170,
                render: (s: number) => chinaDateTime(s),
              },
              {
                title: t('console.moderation.live.review'),
                dataIndex: 'review_status',
                width: 100,
                render: (s: 0 | 1 | 2) => (
                  <Tag color={REVIEW_COLOR[s]}>
                    {t(dynamicKey('console.moderation.live.reviews', `s${s}`))}
                  </Tag>
                ),
              },
              {
                title: t('console.moderation.live.state'),
                dataIndex: 'state',
                width: 90,
                render: (s: ModLiveRow['state']) => (
                  <Tag color={STATE_COLOR[s]}>
                    {t(dynamicKey('console.moderation.live.states', s))}
                  </Tag>
                ),
              },
              {
                title: t('console.moderation.reason'),
                dataIndex: 'reason',
                render: (r: ModLiveRow['reason']) => <ReasonText code={r.code} note={r.note} />,
              },
              ...(canWrite
                ? [
                    {
                      title: t('console.moderation.actions'),
                      key: 'actions',
                      width: 200,
                      render: (_: unknown, r: ModLiveRow) => (
                        <Space>
                          {r.state === 'upcoming' && r.review_status === 0 && (
                            <Button
                              size="small"
                              type="primary"
                              data-testid={`mod-live-approve-${r.id}`}
                              onClick={() =>
                                confirm(
                                  t('console.moderation.live.approveConfirm', { title: r.title }),
                                  () => moderationApi.liveApprove(r.id),
                                  reload,
                                )
                              }
                            >
                              {t('console.moderation.live.approve')}
                            </Button>
                          )}
                          {r.state === 'upcoming' && r.review_status !== 2 && (
                            <Button
                              size="small"
                              danger
                              data-testid={`mod-live-reject-${r.id}`}
                              onClick={() => setDialog({ room: r, kind: 'reject' })}
                            >
                              {t('console.moderation.live.reject')}
                            </Button>
                          )}
                          {r.state === 'live' && (
                            <Button
                              size="small"
                              danger
                              type="primary"
                              data-testid={`mod-live-stop-${r.id}`}
                              onClick={() => setDialog({ room: r, kind: 'stop' })}
                            >
                              {t('console.moderation.live.stop')}
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
      {dialog && (
        <ReasonModal
          title={t(
            dialog.kind === 'reject'
              ? 'console.moderation.live.rejectTitle'
              : 'console.moderation.live.stopTitle',
            { title: dialog.room.title },
          )}
          hint={t(
            dialog.kind === 'reject'
              ? 'console.moderation.live.rejectHint'
              : 'console.moderation.live.stopHint',
          )}
          okText={t(
            dialog.kind === 'reject'
              ? 'console.moderation.live.reject'
              : 'console.moderation.live.stop',
          )}
          onSubmit={(v) =>
            (dialog.kind === 'reject' ? moderationApi.liveReject : moderationApi.liveStop)({
              id: dialog.room.id,
              ...v,
            }).then(reload)
          }
          onClose={() => setDialog(null)}
        />
      )}
    </Space>
  );
});
