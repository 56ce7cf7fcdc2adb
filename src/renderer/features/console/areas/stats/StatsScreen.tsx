/**
 * Statistics (issue 23, part stats; `stats.view`): a range of China-time days (kept in the URL,
 * so back returns to it), the basis stated on screen, totals, sales by day as an ECharts chart
 * (loaded with this screen only), and the tables by category, zone, activity (with conversion)
 * and the top goods, each exportable as CSV (UTF-8 with BOM).
 */
import { Button, Card, Col, Empty, Input, Row, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { useSearchParams } from 'react-router-dom';
import type { OpsStats } from '../../../../../shared/contract/ops-stats';
import { formatFen } from '../../../../../shared/rules/money';
import { useLoad } from '../../../../core/data';
import { dynamicKey } from '../../../../core/i18n/typed';
import { EChart } from '../../../../core/ui/charts';
import type { ChartOption } from '../../../../core/ui/charts/types';
import { day } from '../../list-query';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { statsApi } from './api';
import { downloadCsv, toCsv } from './csv';
import './strings';

type Row = Record<string, string | number | null>;
interface Col {
  key: string;
  title: string;
  money?: boolean;
  percent?: boolean;
}

function cell(c: Col, v: unknown): string | number {
  if (v === null || v === undefined) return '—';
  if (c.money) return formatFen(Number(v));
  if (c.percent) return `${(Number(v) * 100).toFixed(2)}%`;
  return v as string | number;
}

function TableCard({
  id,
  title,
  cols,
  rows,
  file,
}: {
  id: string;
  title: string;
  cols: Col[];
  rows: Row[];
  file: string;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<Row> = cols.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    align: c.money || c.percent || typeof rows[0]?.[c.key] === 'number' ? 'right' : 'left',
    render: (v: unknown) => cell(c, v),
  }));
  const exportCsv = () =>
    downloadCsv(
      file,
      toCsv(
        cols.map((c) => c.title),
        rows.map((r) => cols.map((c) => cell(c, r[c.key]))),
      ),
    );
  return (
    <Card
      title={title}
      data-testid={`stats-${id}`}
      extra={
        <Button onClick={exportCsv} disabled={rows.length === 0} data-testid={`csv-${id}`}>
          {t('console.stats.csv')}
        </Button>
      }
    >
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        locale={{ emptyText: <Empty description={t('console.stats.empty')} /> }}
      />
    </Card>
  );
}

function chartOf(s: OpsStats, amount: string, orders: string): ChartOption {
  return {
    animation: false,
    grid: { left: 16, right: 16, top: 40, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis' },
    legend: { top: 4, data: [amount, orders] },
    xAxis: { type: 'category', data: s.by_day.map((d) => d.day.slice(5)) },
    yAxis: [
      { type: 'value', name: amount },
      { type: 'value', name: orders, minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { type: 'bar', name: amount, data: s.by_day.map((d) => d.net / 100) },
      { type: 'line', name: orders, yAxisIndex: 1, data: s.by_day.map((d) => d.orders) },
    ],
  };
}

export default function StatsScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const stats = useLoad((signal) => statsApi.read({ from, to }, signal), [from, to]);
  const col = (k: string) => t(dynamicKey('console.stats.col', k));
  const zoneName = (type: number) =>
    i18n.exists(`console.stats.zone.${type}`)
      ? t(dynamicKey('console.stats.zone', String(type)))
      : t('console.stats.zone.other', { type });
  const s = stats.data;
  const option = useMemo(
    () => (s ? chartOf(s, col('net'), col('orders')) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [s, i18n.language],
  );
  const setRange = (k: 'from' | 'to', v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next);
  };
  const money: Col[] = [
    { key: 'sales', title: col('sales'), money: true },
    { key: 'refunds', title: col('refunds'), money: true },
    { key: 'net', title: col('net'), money: true },
    { key: 'orders', title: col('orders') },
  ];
  const tag = s ? `${s.from}_${s.to}` : '';

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3}>{t('console.stats.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="stats-basis">
        {t('console.stats.basis')}
      </Typography.Paragraph>
      <Space>
        <span>{t('console.stats.range')}</span>
        <Input
          type="date"
          aria-label="from"
          value={from ?? s?.from ?? ''}
          onChange={(e) => setRange('from', e.target.value)}
        />
        <span>–</span>
        <Input
          type="date"
          aria-label="to"
          value={to ?? s?.to ?? ''}
          onChange={(e) => setRange('to', e.target.value)}
        />
      </Space>
      {stats.error && (
        <LoadFailed title={t('console.stats.loadError')} error={stats.error} retry={stats.reload} />
      )}
      {!s && !stats.error && <PageSpin />}
      {s && (
        <>
          <Row gutter={16}>
            {(['sales', 'refunds', 'net'] as const).map((k) => (
              <Col span={6} key={k}>
                <Card>
                  <Statistic
                    title={col(k)}
                    value={formatFen(s.totals[k])}
                    data-testid={`total-${k}`}
                  />
                </Card>
              </Col>
            ))}
            <Col span={6}>
              <Card>
                <Statistic title={col('orders')} value={s.totals.orders} />
              </Card>
            </Col>
          </Row>
          <Card title={t('console.stats.byDay')}>
            {option && (
              <EChart option={option} label={t('console.stats.byDay')} style={{ height: 280 }} />
            )}
          </Card>
          <TableCard
            id="day"
            title={t('console.stats.byDay')}
            cols={[{ key: 'day', title: col('day') }, ...money]}
            rows={[...s.by_day].reverse() as unknown as Row[]}
            file={`sales-by-day-${tag}.csv`}
          />
          <TableCard
            id="category"
            title={t('console.stats.byCategory')}
            cols={[
              { key: 'name', title: col('category') },
              { key: 'sales', title: col('sales'), money: true },
              { key: 'quantity', title: col('quantity') },
              { key: 'orders', title: col('orders') },
            ]}
            rows={s.by_category.map((c) => ({
              ...c,
              name: i18n.language.startsWith('en') && c.name_en ? c.name_en : c.name,
            }))}
            file={`sales-by-category-${tag}.csv`}
          />
          <TableCard
            id="zone"
            title={t('console.stats.byZone')}
            cols={[{ key: 'zone', title: col('zone') }, ...money]}
            rows={s.by_zone.map((z) => ({ ...z, zone: zoneName(z.type) }))}
            file={`sales-by-zone-${tag}.csv`}
          />
          <TableCard
            id="activity"
            title={t('console.stats.byActivity')}
            cols={[
              { key: 'title', title: col('activity') },
              { key: 'zone', title: col('zone') },
              { key: 'views', title: col('views') },
              ...money,
              { key: 'conversion', title: col('conversion'), percent: true },
            ]}
            rows={s.by_activity.map((a) => ({ ...a, zone: zoneName(a.type) }))}
            file={`activities-${tag}.csv`}
          />
          <TableCard
            id="goods"
            title={t('console.stats.topGoods')}
            cols={[
              { key: 'title', title: col('goods') },
              { key: 'quantity', title: col('quantity') },
              { key: 'sales', title: col('sales'), money: true },
              { key: 'orders', title: col('orders') },
            ]}
            rows={s.top_goods as unknown as Row[]}
            file={`top-goods-${tag}.csv`}
          />
        </>
      )}
    </Space>
  );
}
