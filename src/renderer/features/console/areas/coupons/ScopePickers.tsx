/**
 * What a coupon's scope names (issue 23): goods picked in the promotions area's goods picker
 * (shown by title, removable), or categories from the category tree (a parent covers its
 * children at checkout, shared/rules/coupon.ts).
 */
import { Button, Space, Tag, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useLoad } from '../../../../core/data';
import { promoApi } from '../promotions/api';
import { SkuPicker } from '../promotions/SkuPicker';
import { treeOf } from './coupon-form';
import '../promotions/strings';
import './strings';

/** Form control: goods ids; `names` holds the titles known so far (the template's, the picks'). */
export function GoodsScope({
  value,
  onChange,
  names,
  onName,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  names: ReadonlyMap<number, string>;
  onName: (id: number, title: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ids = value ?? [];
  return (
    <Space wrap data-testid="coupon-scope-goods">
      {ids.map((id) => (
        <Tag
          key={id}
          closable
          onClose={(e) => {
            e.preventDefault();
            onChange?.(ids.filter((x) => x !== id));
          }}
        >
          {names.get(id) || `#${id}`}
        </Tag>
      ))}
      <Button size="small" onClick={() => setOpen(true)} data-testid="coupon-pick-goods">
        {t('console.coupons.form.pickGoods')}
      </Button>
      <SkuPicker
        open={open}
        by="goods"
        picked={new Set(ids)}
        onAdd={(s) => {
          onName(s.goods_id, s.title);
          if (!ids.includes(s.goods_id)) onChange?.([...ids, s.goods_id]);
        }}
        onClose={() => setOpen(false)}
      />
    </Space>
  );
}

/** Form control: category ids from the tree (searchable by name). */
export function CategoryScope({
  value,
  onChange,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const cats = useLoad((signal) => promoApi.categories(signal), []);
  const tree = useMemo(() => treeOf(cats.data?.list ?? []), [cats.data]);
  return (
    <TreeSelect<number[]>
      multiple
      treeDefaultExpandAll
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      treeData={tree}
      loading={cats.status === 'loading'}
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={t('console.promo.form.categorySearch')}
      style={{ width: '100%' }}
      aria-label={t('console.coupons.form.scopeCategories')}
      data-testid="coupon-scope-categories"
    />
  );
}
