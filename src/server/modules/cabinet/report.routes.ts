/**
 * Cabinet reports (issue 18, docs/api-guishang.md "Reports"): the report as JSON and the same
 * report as a CSV download (text/csv, not the envelope).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { merchantRoute } from '../../lib/route';
import { CABINET_REPORT } from '../../../shared/contract/cabinet-report';
import { cabinetReport, reportCsv } from './report.service';

export function reportRoutes(fastify: FastifyInstance, app: AppContext): void {
  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_REPORT.report,
    auth: 'required',
    handler: ({ merchant, input, lang }) => cabinetReport(app, merchant.id, input, lang),
  });

  merchantRoute(fastify, app, {
    method: 'GET',
    route: CABINET_REPORT.export,
    auth: 'required',
    handler: ({ merchant, input, lang }) => reportCsv(app, merchant.id, input, lang),
  });
}
