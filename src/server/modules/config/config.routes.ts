/**
 * App configuration. Quirks kept from the spec: `v3/config` and `v3/kf` answer code 0,
 * `v3/activity_config` code 1, all with an empty message (so the client shows no toast).
 */
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, APP_VERSION_CODE, MERCHANT_VERSION, REPLY } from '../../../shared/constants';
import type { ActivityConfig, AppConfig } from '../../../shared/contract';
import { CONFIG } from '../../../shared/contract/config';
import type { AppContext } from '../../context';
import { EnvelopeReply } from '../../lib/reply';
import { consumerRoute } from '../../lib/route';
import { insertStatistics, readConfig, readSettings } from './config.repository';
import { agreementVersionOf, currentVersions } from '../consent/consent.service';
// issue 23 (content): app_config `service_phone` set in the console, else SERVICE_PHONE
import { servicePhone } from '../ops/content.service';

export { readConfig } from './config.repository';

/** A config value that must be text: anything else reads as ''. */
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number(n) || 0);
  const pb = b.split('.').map((n) => Number(n) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/** The versions a user accepts now and the ICP filing number (issue 19 part E). */
async function consentConfig(app: AppContext) {
  const { db } = app.database;
  const versions = await currentVersions(db, app.clock.now());
  return {
    agreement_version: agreementVersionOf(versions),
    user_agreement_version: versions.user_agreement,
    privacy_policy_version: versions.privacy_policy,
    icp_number: app.config.icpNumber || str(await readConfig<unknown>(db, 'icp_number', '')),
  };
}

export function configRoutes(fastify: FastifyInstance, app: AppContext): void {
  const { db } = app.database;

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CONFIG.config,
    auth: 'none',
    handler: async () => {
      const config: AppConfig = {
        app_title: app.config.appTitle,
        com_exp_msg: await readConfig(db, 'com_exp_msg', ''),
        // the business settings' pay deadline (console settings)
        com_exp_time: (await readSettings(db, 'order')).pay_deadline_s,
        // the upload limit the upload screens check before sending (console settings)
        upload_max_bytes: (await readSettings(db, 'upload')).max_bytes,
        service_phone: await servicePhone(app),
        web_view_hosts: await readConfig(db, 'web_view_hosts', [] as string[]),
        group_qr: str(await readConfig<unknown>(db, 'group_qr', '')),
        group_notice: str(await readConfig<unknown>(db, 'group_notice', '')),
        // issue 19 part E
        ...(await consentConfig(app)),
      };
      return new EnvelopeReply(REPLY.CONFIG_OK, config);
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CONFIG.activityConfig,
    auth: 'none',
    handler: async () => {
      const data: ActivityConfig = {
        full_discount: await readConfig(db, 'full_discount', [] as ActivityConfig['full_discount']),
      };
      return new EnvelopeReply(REPLY.ACTIVITY_CONFIG_OK, data);
    },
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CONFIG.serverPhone,
    auth: 'none',
    handler: async () => ({ phone: await servicePhone(app) }),
  });

  consumerRoute(fastify, app, {
    method: 'GET',
    route: CONFIG.kf,
    auth: 'none',
    handler: async () =>
      new EnvelopeReply(REPLY.CONFIG_OK, { on: (await readConfig(db, 'kf_on', 1)) ? 1 : 0 }),
  });

  consumerRoute(fastify, app, {
    method: ['GET', 'POST'],
    route: CONFIG.checkVersion,
    auth: 'none',
    handler: ({ input }) => {
      const latest = input.platform === 'kiosk' ? MERCHANT_VERSION : APP_VERSION;
      const current = input.version ?? latest;
      return Promise.resolve({
        latest_version: latest,
        latest_code: input.platform === 'kiosk' ? 1 : APP_VERSION_CODE,
        has_update: compareVersions(latest, current) > 0,
        // The web build is always current after a reload; native shells are not forced.
        force: false,
        url: '',
        notes: '',
      });
    },
  });

  consumerRoute(fastify, app, {
    method: 'POST',
    route: CONFIG.statistics,
    auth: 'optional',
    handler: async ({ input, user }) => {
      await insertStatistics(db, { ...input, user_id: user?.id ?? 0 }, app.clock.now());
      return null;
    },
  });
}
