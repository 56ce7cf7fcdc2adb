/**
 * Cabinet report calls (issue 18, docs/api-guishang.md "Reports"): the report as JSON and the
 * CSV export, downloaded with the merchant's bearer token as a Blob and saved through an
 * `<a download>` object URL.
 */
import type {
  CABINET_REPORT,
  ReportGrain,
  ReportKind,
} from '../../../../shared/contract/cabinet-report';
import { merchantHttp } from '../../../core/api/client';

export type {
  CabinetReport,
  ReportGrain,
  ReportKind,
  ReportTotals,
} from '../../../../shared/contract/cabinet-report';

export interface ReportQuery {
  start: string;
  end: string;
  grain: ReportGrain;
  cabinet_id?: number;
}

export const cabinetReport = (q: ReportQuery) =>
  merchantHttp().call<typeof CABINET_REPORT.report>('GET', 'api/admin/report', { ...q });

/** The file name of an export (the server's Content-Disposition says the same). */
export const exportFileName = (q: ReportQuery, kind: ReportKind): string =>
  `report-${kind}-${q.start}_${q.end}.csv`;

/** Downloads the CSV of one kind and saves it (the browser's download). */
export async function exportReportCsv(q: ReportQuery, kind: ReportKind): Promise<void> {
  const blob = await merchantHttp().download('api/admin/report/export', { ...q, kind });
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName(q, kind);
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // the click has started the download; the URL may go on the next tick
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
