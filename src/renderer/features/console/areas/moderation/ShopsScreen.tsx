/**
 * Local shop applications (issue 23, moderation): the application with its licence photos
 * (the applicant's uploads, as the upload route serves them), approve, reject with a reason the
 * applicant reads.
 */
import { Button, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import { MOD_SHOP_FILTERS, type ModShopRow } from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { moderationApi } from './api';
import { createdColumn, ModQueue, reasonColumn } from './parts';
import './strings';

const STATUS_COLOR = ['gold', 'green', 'red', 'default'] as const;

export function ShopsScreen() {
  const { t } = useTranslation();
  return (
    <ModQueue<(typeof MOD_SHOP_FILTERS)[number], ModShopRow>
      filters={MOD_SHOP_FILTERS}
      load={moderationApi.shops}
      testId="mod-shops"
      filterLabel={(f) => t(dynamicKey('console.moderation.shops.filters', f))}
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
          render: (o: ModShopRow['owner']) => (o ? `${o.nickname || '—'} ${o.mobile_masked}` : '—'),
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
        reasonColumn<ModShopRow>(t),
        createdColumn(t),
      ]}
      actions={{
        width: 150,
        render: (s, decide) =>
          s.status === 0 && (
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  decide.confirm(
                    t('console.moderation.shops.approveConfirm', { name: s.name }),
                    () => moderationApi.shopApprove(s.id),
                  )
                }
              >
                {t('console.moderation.shops.approve')}
              </Button>
              <Button
                size="small"
                danger
                onClick={() =>
                  decide.withReason({
                    title: t('console.moderation.shops.rejectTitle', { name: s.name }),
                    hint: t('console.moderation.shops.rejectHint'),
                    okText: t('console.moderation.shops.reject'),
                    submit: (v) => moderationApi.shopReject({ id: s.id, ...v }),
                  })
                }
              >
                {t('console.moderation.shops.reject')}
              </Button>
            </Space>
          ),
      }}
    />
  );
}
