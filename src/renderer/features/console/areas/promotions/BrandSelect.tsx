/**
 * The brand of a brand day (issue 23): the shop's brands searched by name on the server, each
 * with its logo and goods on sale; 0 is every brand. The current brand is asked first, so its
 * name shows before any search.
 */
import { Avatar, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useLoad } from '../../../../core/data';
import { promoApi } from './api';
import './strings';

export function BrandSelect({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (id: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const brands = useLoad(
    (signal) =>
      promoApi.brands(
        {
          page: 1,
          limit: 20,
          ...(keyword ? { keyword } : {}),
          ...(value > 0 ? { id: value } : {}),
        },
        signal,
      ),
    [keyword, value],
  );
  const options = [
    { value: 0, label: t('console.promo.form.brandAll'), logo: '', count: -1 },
    ...(brands.data?.list ?? []).map((b) => ({
      value: b.id,
      label: b.name,
      logo: b.logo,
      count: b.goods_count,
    })),
  ];
  return (
    <Select
      value={value}
      onChange={(v: number) => onChange(v)}
      disabled={disabled}
      loading={brands.status === 'loading'}
      showSearch={{ filterOption: false, onSearch: (s) => setKeyword(s.trim()) }}
      onBlur={() => setKeyword('')}
      placeholder={t('console.promo.form.brandSearch')}
      options={options}
      optionRender={(o) => (
        <Space>
          {o.data.count >= 0 ? (
            <Avatar shape="square" size="small" src={o.data.logo || undefined}>
              {o.data.label.slice(0, 1)}
            </Avatar>
          ) : null}
          <span>{o.data.label}</span>
          {o.data.count >= 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('console.promo.form.brandGoods', { n: o.data.count })}
            </Typography.Text>
          ) : null}
        </Space>
      )}
      style={{ width: 320 }}
      aria-label={t('console.promo.form.brandId')}
      data-testid="promo-brand"
    />
  );
}
