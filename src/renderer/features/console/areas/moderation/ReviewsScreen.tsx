/** Goods reviews (issue 23, moderation): hide with a reason (consumers stop seeing it), unhide. */
import { Button, Image, Rate, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../../core/i18n';
import {
  MOD_REVIEW_FILTERS,
  type ModReviewRow,
} from '../../../../../shared/contract/ops-moderation';
import { dynamicKey } from '../../../../core/i18n/typed';
import { moderationApi } from './api';
import { createdColumn, ModQueue, reasonColumn } from './parts';
import './strings';

export function ReviewsScreen() {
  const { t } = useTranslation();
  return (
    <ModQueue<(typeof MOD_REVIEW_FILTERS)[number], ModReviewRow>
      filters={MOD_REVIEW_FILTERS}
      load={moderationApi.reviews}
      testId="mod-reviews"
      goodsIdFilter
      filterLabel={(f) => t(dynamicKey('console.moderation.reviews.filters', f))}
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
        reasonColumn<ModReviewRow>(t),
        createdColumn(t),
      ]}
      actions={{
        width: 110,
        render: (r, decide) =>
          r.hidden ? (
            <Button
              size="small"
              onClick={() =>
                decide.confirm(t('console.moderation.reviews.unhideConfirm'), () =>
                  moderationApi.reviewUnhide(r.id),
                )
              }
            >
              {t('console.moderation.reviews.unhide')}
            </Button>
          ) : (
            <Button
              size="small"
              danger
              onClick={() =>
                decide.withReason({
                  title: t('console.moderation.reviews.hideTitle', { id: r.id }),
                  hint: t('console.moderation.reviews.hideHint'),
                  okText: t('console.moderation.reviews.hide'),
                  submit: (v) => moderationApi.reviewHide({ id: r.id, ...v }),
                })
              }
            >
              {t('console.moderation.reviews.hide')}
            </Button>
          ),
      }}
    />
  );
}
