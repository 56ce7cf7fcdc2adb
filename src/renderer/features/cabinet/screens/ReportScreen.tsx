/**
 * Cabinet reports (issue 18): a China-date range (today, last 7 days, last 4 weeks, custom with
 * a clear message when it is wrong), per day or week, one cabinet or all; totals, and per topic
 * a chart with the same numbers in a table under it and a CSV export: sales per period, top
 * products, stock movements by reason, abnormal records by status, purchase spend. The charts
 * (ECharts) load with this screen only. Landscape first, one column on a phone.
 */
import '../strings/report';
import '../strings/stock';
import '../report/report.css';
import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n';
import { CabinetChips, Chips, useCabinets } from '../parts';
import * as reportApi from '../report/api';
import type { CabinetReport, ReportGrain, ReportKind, ReportQuery } from '../report/api';
import {
  abnormalOption,
  purchaseOption,
  salesOption,
  stockOption,
  topProductsOption,
  yuanText,
} from '../report/chart-options';
import { MAX_DAYS, PRESETS, presetRange, rangeProblem, type Preset } from '../report/range';
import { reportFailure, unwrapMerchant, useLoad } from '../../../core/data';
import { EChart, type ChartOption } from '../../../core/ui/charts';
import { ErrorState, ListSkeleton, LoadingButton, PageFrame, toast } from '../../../core/ui';

const PAGE = 'pages/guishang/report/report';

function ExportButton({ query, kind }: { query: ReportQuery; kind: ReportKind }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await reportApi.exportReportCsv(query, kind);
      toast(t('gsReport.exported', { name: reportApi.exportFileName(query, kind) }));
    } catch (e) {
      reportFailure(e, { fallbackKey: 'gsReport.exportFailed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <LoadingButton
      className="report-export"
      fill="outline"
      color="primary"
      loading={busy}
      onClick={() => void run()}
      data-testid={`export-${kind}`}
      aria-label={t('gsReport.exportKind', { kind: t(`gsReport.kind.${kind}`) })}
    >
      {busy ? t('gsReport.exporting') : t('gsReport.export')}
    </LoadingButton>
  );
}

function Card({
  title,
  kind,
  query,
  empty,
  emptyText,
  option,
  children,
}: {
  title: string;
  kind: ReportKind | null;
  query: ReportQuery;
  empty: boolean;
  emptyText: string;
  option: ChartOption;
  children: ReactNode;
}) {
  return (
    <section className="report-card" aria-label={title} data-testid={`report-${kind ?? 'top'}`}>
      <header className="report-card__head">
        <h2>{title}</h2>
        {kind && <ExportButton query={query} kind={kind} />}
      </header>
      {empty ? (
        <p className="report-empty" data-testid="report-empty">
          {emptyText}
        </p>
      ) : (
        <>
          <EChart option={option} label={title} className="report-chart" testId="report-chart" />
          <div className="report-table-wrap">{children}</div>
        </>
      )}
    </section>
  );
}

function Table({ head, rows }: { head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="report-table">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) =>
              j === 0 ? (
                <th key={j} scope="row">
                  {c}
                </th>
              ) : (
                <td key={j}>{c}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Report({ r, query }: { r: CabinetReport; query: ReportQuery }) {
  const { t } = useTranslation();
  const tt = r.totals;
  const money = (fen: number) => t('gsReport.yuan', { v: yuanText(fen) });
  const options = useMemo(
    () => ({
      sales: salesOption(r, { amount: t('gsReport.col.amount'), orders: t('gsReport.col.orders') }),
      top: topProductsOption(r, { amount: t('gsReport.col.amount') }),
      stock: stockOption(r, (reason) => t(`gsStock.reason.${reason}`)),
      abnormal: abnormalOption(r, {
        open: t('gsReport.col.open'),
        resolved: t('gsReport.col.resolved'),
        compensated: t('gsReport.col.compensated'),
      }),
      purchase: purchaseOption(r, { amount: t('gsReport.col.spend') }),
    }),
    [r, t],
  );
  const totals: [string, string | number, string][] = [
    [t('gsReport.totals.sales'), money(tt.sales_amount), 'sales'],
    [t('gsReport.totals.orders'), tt.sales_orders, 'orders'],
    [t('gsReport.totals.units'), tt.sales_units, 'units'],
    [t('gsReport.totals.stockIn'), tt.stock_in, 'in'],
    [t('gsReport.totals.stockOut'), tt.stock_out, 'out'],
    [t('gsReport.totals.abnormal'), tt.abnormal_count, 'abnormal'],
    [t('gsReport.totals.purchase'), money(tt.purchase_amount), 'purchase'],
  ];
  const moved = r.stock.filter((s) => s.in_units > 0 || s.out_units > 0);
  return (
    <>
      <ul className="report-totals" data-testid="report-totals">
        {totals.map(([label, value, id]) => (
          <li key={id} className="report-total" data-testid={`total-${id}`}>
            <span>{label}</span>
            <strong>{value}</strong>
          </li>
        ))}
      </ul>
      <div className="report-grid">
        <Card
          title={t('gsReport.chart.sales')}
          kind="sales"
          query={query}
          empty={tt.sales_orders === 0}
          emptyText={t('gsReport.noSales')}
          option={options.sales}
        >
          <Table
            head={[
              t('gsReport.col.period'),
              t('gsReport.col.orders'),
              t('gsReport.col.units'),
              t('gsReport.col.amount'),
            ]}
            rows={r.sales.periods.map((p) => [p.period, p.orders, p.units, yuanText(p.amount)])}
          />
        </Card>
        <Card
          title={t('gsReport.chart.top')}
          kind={null}
          query={query}
          empty={r.sales.top.length === 0}
          emptyText={t('gsReport.noTop')}
          option={options.top}
        >
          <Table
            head={[t('gsReport.col.product'), t('gsReport.col.units'), t('gsReport.col.amount')]}
            rows={r.sales.top.map((p) => [p.name, p.units, yuanText(p.amount)])}
          />
        </Card>
        <Card
          title={t('gsReport.chart.stock')}
          kind="stock"
          query={query}
          empty={moved.length === 0}
          emptyText={t('gsReport.noStock')}
          option={options.stock}
        >
          <Table
            head={[
              t('gsReport.col.period'),
              t('gsReport.col.reason'),
              t('gsReport.col.in'),
              t('gsReport.col.out'),
            ]}
            rows={moved.map((s) => [
              s.period,
              t(`gsStock.reason.${s.reason}`),
              s.in_units,
              s.out_units,
            ])}
          />
        </Card>
        <Card
          title={t('gsReport.chart.abnormal')}
          kind="abnormal"
          query={query}
          empty={tt.abnormal_count === 0}
          emptyText={t('gsReport.noAbnormal')}
          option={options.abnormal}
        >
          <Table
            head={[
              t('gsReport.col.period'),
              t('gsReport.col.count'),
              t('gsReport.col.shortfall'),
              t('gsReport.col.open'),
              t('gsReport.col.resolved'),
              t('gsReport.col.compensated'),
            ]}
            rows={r.abnormal.map((a) => [
              a.period,
              a.count,
              a.shortfall,
              a.open,
              a.resolved,
              a.compensated,
            ])}
          />
        </Card>
        <Card
          title={t('gsReport.chart.purchase')}
          kind="purchase"
          query={query}
          empty={tt.purchase_orders === 0}
          emptyText={t('gsReport.noPurchase')}
          option={options.purchase}
        >
          <Table
            head={[t('gsReport.col.period'), t('gsReport.col.orders'), t('gsReport.col.spend')]}
            rows={r.purchase.map((p) => [p.period, p.orders, yuanText(p.amount)])}
          />
        </Card>
      </div>
    </>
  );
}

const ReportScreen = observer(function ReportScreen() {
  const { t } = useTranslation();
  const { state: cabinets, reload: reloadCabinets } = useCabinets();
  const [preset, setPreset] = useState<Preset>('d7');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [grain, setGrain] = useState<ReportGrain>('day');
  const [cabinetId, setCabinetId] = useState(0);

  const range = preset === 'custom' ? { start: from, end: to } : presetRange(preset, Date.now());
  const problem = rangeProblem(range.start, range.end);
  const query: ReportQuery = {
    start: range.start,
    end: range.end,
    grain,
    cabinet_id: cabinetId || undefined,
  };
  const load = useLoad(
    async () => (problem ? null : unwrapMerchant(reportApi.cabinetReport(query))),
    [query.start, query.end, grain, cabinetId, problem],
  );

  return (
    <PageFrame
      title={t('gsReport.title')}
      page={PAGE}
      homePath="/pages/guishang/index/index"
      className="kiosk-page report-page"
    >
      <section className="kiosk-filters report-filters">
        <Chips
          label={t('gsReport.range')}
          testId="report-preset"
          value={preset}
          onChange={(p) => {
            if (p === 'custom' && preset !== 'custom') {
              setFrom(range.start);
              setTo(range.end);
            }
            setPreset(p);
          }}
          options={PRESETS.map((p) => ({ value: p, label: t(`gsReport.preset.${p}`) }))}
        />
        {preset === 'custom' && (
          <div className="kiosk-dates">
            <label>
              {t('gsReport.from')}
              <input
                type="date"
                data-testid="report-from"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            </label>
            <label>
              {t('gsReport.to')}
              <input
                type="date"
                data-testid="report-to"
                value={to}
                onChange={(e) => setTo(e.target.value)}
              />
            </label>
          </div>
        )}
        {problem && (
          <p className="report-problem" role="alert" data-testid="report-problem">
            {t(`gsReport.problem.${problem}`, { max: MAX_DAYS })}
          </p>
        )}
        <Chips
          label={t('gsReport.grain')}
          testId="report-grain"
          value={grain}
          onChange={setGrain}
          options={(['day', 'week'] as const).map((g) => ({
            value: g,
            label: t(`gsReport.grains.${g}`),
          }))}
        />
        {cabinets.status === 'ready' && cabinets.data.length > 1 && (
          <CabinetChips cabinets={cabinets.data} value={cabinetId} onChange={setCabinetId} />
        )}
        {cabinets.status === 'error' && <ErrorState onRetry={reloadCabinets} />}
      </section>

      {!problem && load.status === 'loading' && <ListSkeleton rows={4} />}
      {!problem && load.status === 'error' && (
        <ErrorState message={t('gsReport.loadFailed')} onRetry={load.retry} />
      )}
      {!problem && load.status === 'ready' && load.data && <Report r={load.data} query={query} />}
    </PageFrame>
  );
});

export default ReportScreen;
