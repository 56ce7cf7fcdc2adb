/**
 * The dashboard (issue 20, part `dash`, permission `dashboard.view`): today's and this week's
 * sales, paid orders and paying customers, each with its change against the same span of
 * yesterday / last week; what waits on the operators (after-sales to decide, refunds due,
 * withdrawals to settle, low stock), each linking to its area; the last 14 days' sales as an
 * ECharts chart (loaded with this screen only) and the lowest stocks.
 *
 * Live: every `ops:changed` the operator hears (any topic) re-reads the figures, at most about
 * once a second, keeping the figures on screen while it reloads.
 */
import { Badge, Button, Card, Col, Empty, Row, Space, Statistic, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../../core/i18n';
import { Link } from 'react-router-dom';
import type {
  DashboardPeriod,
  LowStockItem,
  OpsDashboard,
  SalesFigures,
} from '../../../../../shared/contract/ops-dash';
import { OPS_TOPICS } from '../../../../../shared/realtime';
import { formatFen } from '../../../../../shared/rules/money';
import { useLoad } from '../../../../core/data';
import { EChart } from '../../../../core/ui/charts';
import { chinaDateTime } from '../../list-query';
import { LoadFailed } from '../../LoadFailed';
import { PageSpin } from '../../PageSpin';
import { useOpsChanged } from '../../ops-events';
import { dashboardApi } from './api';
import { changeOf, hasSales, percentText, salesChartOption } from './figures';
import './strings';

/** How long a burst of changes is gathered before one reload. */
const LIVE_DEBOUNCE_MS = 1000;

function Change({
  current,
  previous,
  label,
}: {
  current: number;
  previous: number;
  label: string;
}) {
  const { t } = useTranslation();
  const ratio = changeOf(current, previous);
  const color = ratio === null || ratio === 0 ? undefined : ratio > 0 ? '#389e0d' : '#cf1322';
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {label}{' '}
      <span style={{ color }}>
        {ratio === null ? t('console.dashboard.noBase') : percentText(ratio)}
      </span>
    </Typography.Text>
  );
}

function PeriodCards({ period, which }: { period: DashboardPeriod; which: 'today' | 'week' }) {
  const { t } = useTranslation();
  const vs =
    which === 'today' ? t('console.dashboard.vsYesterday') : t('console.dashboard.vsLastWeek');
  const prefix = which === 'today' ? t('console.dashboard.today') : t('console.dashboard.week');
  const figure = (key: keyof SalesFigures) => {
    const cur = period.current[key];
    const prev = period.previous[key];
    return (
      <Col span={8} key={key}>
        <Card size="small" data-testid={`dash-${which}-${key}`} data-value={cur}>
          <Statistic
            title={`${prefix} · ${t(`console.dashboard.${key}`)}`}
            value={key === 'sales' ? formatFen(cur) : cur}
            prefix={key === 'sales' ? '¥' : undefined}
          />
          <Change current={cur} previous={prev} label={vs} />
        </Card>
      </Col>
    );
  };
  return (
    <Row gutter={[16, 16]}>
      {figure('sales')}
      {figure('orders')}
      {figure('payers')}
    </Row>
  );
}

function WaitingCard({
  id,
  title,
  count,
  hint,
  to,
}: {
  id: string;
  title: string;
  count: number;
  hint: string;
  to: string;
}) {
  const { t } = useTranslation();
  return (
    <Col span={6}>
      <Card
        size="small"
        data-testid={`dash-waiting-${id}`}
        data-value={count}
        extra={<Link to={to}>{t('console.dashboard.open')}</Link>}
        title={
          <Space size={6}>
            <Badge status={count > 0 ? 'warning' : 'default'} />
            {title}
          </Space>
        }
      >
        <Statistic value={count} valueStyle={{ color: count > 0 ? '#d46b08' : undefined }} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      </Card>
    </Col>
  );
}

function SalesChart({ data }: { data: OpsDashboard }) {
  const { t } = useTranslation();
  const amount = t('console.dashboard.chartAmount');
  const orders = t('console.dashboard.chartOrders');
  const option = useMemo(
    () => salesChartOption(data.series, { amount, orders }),
    [data.series, amount, orders],
  );
  return (
    <Card size="small" title={t('console.dashboard.chartTitle')} style={{ height: '100%' }}>
      {hasSales(data.series) ? (
        <EChart
          option={option}
          label={t('console.dashboard.chartTitle')}
          style={{ height: 300 }}
          testId="dash-chart"
        />
      ) : (
        <Empty
          style={{ height: 300, paddingTop: 80 }}
          description={t('console.dashboard.chartEmpty')}
          data-testid="dash-chart-empty"
        />
      )}
    </Card>
  );
}

function LowStockTable({ data }: { data: OpsDashboard }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('console.dashboard.lowStockTitle')} style={{ height: '100%' }}>
      <Table<LowStockItem>
        size="small"
        rowKey="sku_id"
        data-testid="dash-low-stock"
        pagination={false}
        dataSource={data.low_stock.list}
        locale={{ emptyText: t('console.dashboard.lowStockEmpty') }}
        columns={[
          {
            title: t('console.dashboard.goods'),
            key: 'goods',
            ellipsis: true,
            render: (_: unknown, r) => (
              <span title={r.spec ? `${r.title} · ${r.spec}` : r.title}>
                {r.title}
                {r.spec && <Typography.Text type="secondary"> · {r.spec}</Typography.Text>}
              </span>
            ),
          },
          {
            title: t('console.dashboard.stock'),
            dataIndex: 'stock',
            width: 64,
            align: 'right',
            render: (q: number) => (
              <Typography.Text type={q === 0 ? 'danger' : 'warning'} strong>
                {q}
              </Typography.Text>
            ),
          },
          {
            title: t('console.dashboard.seller'),
            dataIndex: 'seller_name',
            width: 120,
            ellipsis: true,
          },
        ]}
      />
    </Card>
  );
}

const DashboardScreen = observer(function DashboardScreen() {
  const { t } = useTranslation();
  const dash = useLoad((signal) => dashboardApi.dashboard(signal), []);

  // live: gather a burst of changes, then one reload keeping the figures on screen
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reload = dash.reload;
  useOpsChanged(OPS_TOPICS, () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void reload();
    }, LIVE_DEBOUNCE_MS);
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (dash.status === 'loading') return <PageSpin />;
  if (dash.status === 'error' || !dash.data) {
    return (
      <LoadFailed title={t('console.dashboard.loadError')} error={dash.error} retry={dash.retry} />
    );
  }
  const d = dash.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="dashboard">
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space align="baseline" size="middle">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('console.dashboard.title')}
          </Typography.Title>
          <Badge status="processing" text={t('console.dashboard.live')} />
          <Typography.Text type="secondary" data-testid="dash-updated">
            {dash.loading
              ? t('console.dashboard.refreshing')
              : t('console.dashboard.updatedAt', { at: chinaDateTime(d.at) })}
          </Typography.Text>
        </Space>
        <Button loading={dash.loading} onClick={() => void dash.reload()}>
          {t('console.dashboard.refresh')}
        </Button>
      </Space>
      <PeriodCards period={d.today} which="today" />
      <PeriodCards period={d.week} which="week" />
      <Row gutter={[16, 16]}>
        <WaitingCard
          id="after-sales"
          title={t('console.dashboard.afterSales')}
          count={d.waiting.after_sales.count}
          hint={t('console.dashboard.afterSalesHint')}
          to="/aftersale"
        />
        <WaitingCard
          id="refunds"
          title={t('console.dashboard.refunds')}
          count={d.waiting.refunds.count}
          hint={t('console.dashboard.refundsHint', { amount: formatFen(d.waiting.refunds.amount) })}
          to="/aftersale"
        />
        <WaitingCard
          id="withdrawals"
          title={t('console.dashboard.withdrawals')}
          count={d.waiting.withdrawals.count}
          hint={t('console.dashboard.withdrawalsHint', {
            amount: formatFen(d.waiting.withdrawals.amount),
          })}
          to="/money"
        />
        <WaitingCard
          id="low-stock"
          title={t('console.dashboard.lowStock')}
          count={d.low_stock.total}
          hint={t('console.dashboard.lowStockHint', { line: d.low_stock.line })}
          to="/stock"
        />
      </Row>
      <Row gutter={[16, 16]} align="stretch">
        <Col span={14}>
          <SalesChart data={d} />
        </Col>
        <Col span={10}>
          <LowStockTable data={d} />
        </Col>
      </Row>
    </Space>
  );
});

export default DashboardScreen;
