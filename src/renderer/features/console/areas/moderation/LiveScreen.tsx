/**
 * Live rooms waiting for review and the others (issue 23, moderation): approve, reject with a
 * reason (the host reads it in live management), stop a live room now.
 */
import { Button, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { MOD_LIVE_FILTERS, type ModLiveRow } from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { chinaDateTime } from '../../list-query';
import { moderationApi } from './api';
import { ModQueue, reasonColumn, type Decide } from './parts';
import './strings';

const STATE_COLOR = { upcoming: 'blue', live: 'red', ended: 'default' } as const;
const REVIEW_COLOR = ['gold', 'green', 'red'] as const;

export function LiveScreen() {
  const { t } = useTranslation();
  const withReason = (decide: Decide, r: ModLiveRow, kind: 'reject' | 'stop') =>
    decide.withReason({
      title: t(
        kind === 'reject'
          ? 'console.moderation.live.rejectTitle'
          : 'console.moderation.live.stopTitle',
        { title: r.title },
      ),
      hint: t(
        kind === 'reject'
          ? 'console.moderation.live.rejectHint'
          : 'console.moderation.live.stopHint',
      ),
      okText: t(
        kind === 'reject' ? 'console.moderation.live.reject' : 'console.moderation.live.stop',
      ),
      submit: (v) =>
        (kind === 'reject' ? moderationApi.liveReject : moderationApi.liveStop)({ id: r.id, ...v }),
    });
  return (
    <ModQueue<(typeof MOD_LIVE_FILTERS)[number], ModLiveRow>
      filters={MOD_LIVE_FILTERS}
      load={moderationApi.live}
      testId="mod-live"
      filterLabel={(f) => t(dynamicKey('console.moderation.live.filters', f))}
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
            <Tag color={STATE_COLOR[s]}>{t(dynamicKey('console.moderation.live.states', s))}</Tag>
          ),
        },
        reasonColumn<ModLiveRow>(t),
      ]}
      actions={{
        width: 200,
        render: (r, decide) => (
          <Space>
            {r.state === 'upcoming' && r.review_status === 0 && (
              <Button
                size="small"
                type="primary"
                data-testid={`mod-live-approve-${r.id}`}
                onClick={() =>
                  decide.confirm(
                    t('console.moderation.live.approveConfirm', { title: r.title }),
                    () => moderationApi.liveApprove(r.id),
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
                onClick={() => withReason(decide, r, 'reject')}
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
                onClick={() => withReason(decide, r, 'stop')}
              >
                {t('console.moderation.live.stop')}
              </Button>
            )}
          </Space>
        ),
      }}
    />
  );
}
