/**
 * The goods picker of the activity form (issue 23): on-sale mall SKUs searched by title words
 * on the server's paging, each added once (`by: 'goods'`: one SKU stands for its goods, as a
 * coupon's goods scope picks goods).
 */
import { Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import type { OpsPromoSku } from '../../../../../shared/contract/ops-promo';
import { formatFen } from '../../../../../shared/rules/money';
import { useLoad } from '../../../../core/data';
import { LoadFailed } from '../../LoadFailed';
import { promoApi } from './api';
import './strings';

const LIMIT = 8;

export function SkuPicker({
  open,
  picked,
  onAdd,
  onClose,
  by = 'sku',
}: {
  open: boolean;
  /** the sku ids (or goods ids, `by: 'goods'`) already added */
  picked: Set<number>;
  by?: 'sku' | 'goods';
  onAdd: (s: OpsPromoSku) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useLoad(
    (signal) =>
      open
        ? promoApi.skus({ page, limit: LIMIT, ...(keyword ? { keyword } : {}) }, signal)
        : Promise.resolve(null),
    [open, keyword, page],
  );
  return (
    <Modal
      open={open}
      title={t('console.promo.form.pickerTitle')}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          value={draft}
          placeholder={t('console.promo.form.pickerSearch')}
          onChange={(e) => setDraft(e.target.value)}
          onSearch={(s) => {
            setKeyword(s.trim());
            setPage(1);
          }}
          data-testid="promo-picker-search"
        />
        {list.status === 'error' ? (
          <LoadFailed title={t('console.promo.loadError')} error={list.error} retry={list.retry} />
        ) : (
          <Table<OpsPromoSku>
            rowKey="sku_id"
            size="small"
            loading={list.loading}
            dataSource={list.data?.list ?? []}
            data-testid="promo-picker-table"
            locale={{ emptyText: t('console.promo.form.pickerEmpty') }}
            pagination={{
              current: page,
              pageSize: LIMIT,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
            columns={[
              {
                title: t('console.promo.form.sku'),
                key: 'sku',
                render: (_: unknown, s) => (
                  <Space orientation="vertical" size={0}>
                    <span>{s.title}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      #{s.sku_id} {Object.values(s.spec).join(' / ')}
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('console.promo.form.skuPrice'),
                dataIndex: 'price',
                width: 100,
                align: 'right',
                render: (fen: number) => <span className="console-mono">¥{formatFen(fen)}</span>,
              },
              {
                title: t('console.promo.form.stock'),
                dataIndex: 'stock',
                width: 90,
                align: 'right',
              },
              {
                title: '',
                key: 'add',
                width: 90,
                render: (_: unknown, s) => {
                  const added = picked.has(by === 'goods' ? s.goods_id : s.sku_id);
                  return (
                    <Button
                      size="small"
                      disabled={added}
                      onClick={() => onAdd(s)}
                      data-testid={`promo-pick-${s.sku_id}`}
                    >
                      {t(added ? 'console.promo.form.pickerAdded' : 'console.promo.form.pickerAdd')}
                    </Button>
                  );
                },
              },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
