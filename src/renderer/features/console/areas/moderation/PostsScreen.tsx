/**
 * Neighbourhood feed posts held for review or reported (issue 23, moderation): approve, hide
 * with a reason, dismiss the reports.
 */
import { Button, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { MOD_POST_FILTERS, type ModPostRow } from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { moderationApi } from './api';
import { createdColumn, ModQueue, reasonColumn } from './parts';
import './strings';

const STATUS_COLOR = { published: 'green', pending: 'gold', hidden: 'default' } as const;

export function PostsScreen() {
  const { t } = useTranslation();
  return (
    <ModQueue<(typeof MOD_POST_FILTERS)[number], ModPostRow>
      filters={MOD_POST_FILTERS}
      load={moderationApi.posts}
      testId="mod-posts"
      filterLabel={(f) => t(dynamicKey('console.moderation.posts.filters', f))}
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
        reasonColumn<ModPostRow>(t, 160),
        createdColumn(t),
      ]}
      actions={{
        width: 230,
        render: (p, decide) => (
          <Space wrap>
            {p.status !== 'published' && (
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  decide.confirm(t('console.moderation.posts.approveConfirm'), () =>
                    moderationApi.postApprove(p.id),
                  )
                }
              >
                {t('console.moderation.posts.approve')}
              </Button>
            )}
            {p.status !== 'hidden' && (
              <Button
                size="small"
                danger
                onClick={() =>
                  decide.withReason({
                    title: t('console.moderation.posts.hideTitle', { id: p.id }),
                    hint: t('console.moderation.posts.hideHint'),
                    okText: t('console.moderation.posts.hide'),
                    submit: (v) => moderationApi.postHide({ id: p.id, ...v }),
                  })
                }
              >
                {t('console.moderation.posts.hide')}
              </Button>
            )}
            {p.report_count > 0 && (
              <Button
                size="small"
                onClick={() =>
                  decide.confirm(t('console.moderation.posts.dismissConfirm'), () =>
                    moderationApi.postDismiss(p.id),
                  )
                }
              >
                {t('console.moderation.posts.dismiss')}
              </Button>
            )}
          </Space>
        ),
      }}
    />
  );
}
