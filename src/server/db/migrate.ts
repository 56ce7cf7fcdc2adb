import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './index';
import * as m20261121 from './migrations/2026-11-21T00-initial';
import * as m20261122 from './migrations/2026-11-22T00-catalogue';
import * as m20261123 from './migrations/2026-11-23T00-wallet';
import * as m20261124 from './migrations/2026-11-24T00-orders';
import * as m20261125 from './migrations/2026-11-25T00-account';
import * as m20261126 from './migrations/2026-11-26T00-guishang';
import * as m20261127a from './migrations/2026-11-27T00-merchant-trade';
import * as m20261127b from './migrations/2026-11-27T01-cabinet-orders';
import * as m20261128 from './migrations/2026-11-28T00-promotions';
import * as m20261128b from './migrations/2026-11-28T01-integral-lots';
import * as m20261130local from './migrations/2026-11-30T00-local-shop';
import * as m20261130feed from './migrations/2026-11-30T01-feed';
import * as m20261130goodsListIndex from './migrations/2026-11-30T02-goods-list-index';
import * as m20261130loginThrottle from './migrations/2026-11-30T03-login-throttle';
import * as m20261130jobLeases from './migrations/2026-11-30T06-job-leases';
import * as m20261130cabinetOperations from './migrations/2026-11-30T07-cabinet-operations';
// issue 19, brief B (addresses): address locations
import * as m20261130addressLocation from './migrations/2026-11-30T08-address-location';
import * as m20261130sessionExpiry from './migrations/2026-11-30T04-session-expiry';
import * as m20261129 from './migrations/2026-11-29T00-messages';
import * as m20261129chat from './migrations/2026-11-29T01-chat';
import * as m20261129live from './migrations/2026-11-29T02-live';
// issue 19 part E
import * as m20261130codesAndConsent from './migrations/2026-11-30T10-codes-and-consent';
import * as m20261130goodsDetailImages from './migrations/2026-11-30T11-goods-detail-images';
// issue 20 (ops-server): operators, their sessions, the audit log
import * as m20261130operators from './migrations/2026-11-30T12-operators';
// issue 20 (service): complaint replies signed and closed
import * as m20261130opsService from './migrations/2026-11-30T18-ops-service';
// issue 20 (aftersale): the platform as an after-sale decider
import * as m20261130opsAftersale from './migrations/2026-11-30T14-ops-aftersale';
// issue 20 (money): operator-handled withdrawals
import * as m20261130opsMoney from './migrations/2026-11-30T15-ops-money';
// issue 20 (orders): the operators' remarks on orders
import * as m20261130opsOrders from './migrations/2026-11-30T16-ops-orders';
// issue 20 (stock): hidden categories and brands, brand descriptions
import * as m20261130opsStock from './migrations/2026-11-30T19-ops-stock';
// issue 22 (WeChat login): unionid of social accounts
import * as m20261130socialUnionid from './migrations/2026-11-30T21-social-unionid';
// issue 22 (logistics): parcels and their provider traces
import * as m20261130parcels from './migrations/2026-11-30T22-parcels';
// issue 22 (payment): asynchronous provider refunds
import * as m20261201asyncRefunds from './migrations/2026-12-01T00-async-refunds';
import * as m20261201paymentChecks from './migrations/2026-12-01T01-payment-checks';
// issue 22 (payouts): withdrawals paid out through a payment provider
import * as m20261201withdrawalPayouts from './migrations/2026-12-01T02-withdrawal-payouts';
// issue 23 (coupons): coupon templates run from the console
import * as m20261201couponTemplates from './migrations/2026-12-01T04-coupon-templates';
// issue 23 (merchants)
import * as m20261201merchantOps from './migrations/2026-12-01T07-merchant-ops';
// issue 23 (content): banner time windows, announcements
import * as m20261201content from './migrations/2026-12-01T05-content';
import * as m20261201moderation from './migrations/2026-12-01T06-moderation';
import * as m20261201businessSettings from './migrations/2026-12-01T08-business-settings';
import * as m20261201activityStockCap from './migrations/2026-12-01T03-activity-stock-cap';
// issue 23 gaps (rules): freight by several named regions
import * as m20261201freightRegions from './migrations/2026-12-01T09-freight-regions';
// issue 23 gaps (coupons): idempotent console issues
import * as m20261201opsRequests from './migrations/2026-12-01T11-ops-requests';
// issue 23 gaps (freight): freight templates chosen per goods
import * as m20261201freightTemplates from './migrations/2026-12-01T12-freight-templates';

/**
 * Migrations are listed here (not read from the file system) so the server works the same
 * from source (tsx) and from a bundle. Names are ISO dates; never rename one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T00-initial': m20261121,
  '2026-11-22T00-catalogue': m20261122,
  '2026-11-23T00-wallet': m20261123,
  '2026-11-24T00-orders': m20261124,
  '2026-11-25T00-account': m20261125,
  '2026-11-26T00-guishang': m20261126,
  '2026-11-27T00-merchant-trade': m20261127a,
  '2026-11-27T01-cabinet-orders': m20261127b,
  '2026-11-28T00-promotions': m20261128,
  '2026-11-28T01-integral-lots': m20261128b,
  '2026-11-30T00-local-shop': m20261130local,
  '2026-11-30T01-feed': m20261130feed,
  '2026-11-30T02-goods-list-index': m20261130goodsListIndex,
  '2026-11-30T03-login-throttle': m20261130loginThrottle,
  '2026-11-30T06-job-leases': m20261130jobLeases,
  '2026-11-30T07-cabinet-operations': m20261130cabinetOperations,
  // issue 19, brief B (addresses)
  '2026-11-30T08-address-location': m20261130addressLocation,
  '2026-11-29T00-messages': m20261129,
  '2026-11-29T01-chat': m20261129chat,
  '2026-11-29T02-live': m20261129live,
  '2026-11-30T04-session-expiry': m20261130sessionExpiry,
  // issue 19 part E
  '2026-11-30T10-codes-and-consent': m20261130codesAndConsent,
  // issue 19: goods detail images
  '2026-11-30T11-goods-detail-images': m20261130goodsDetailImages,
  // issue 20 (ops-server): operators, their sessions, the audit log
  '2026-11-30T12-operators': m20261130operators,
  // issue 20 (service)
  '2026-11-30T18-ops-service': m20261130opsService,
  // issue 20 (aftersale): the platform as an after-sale decider
  '2026-11-30T14-ops-aftersale': m20261130opsAftersale,
  // issue 20 (money): operator-handled withdrawals
  '2026-11-30T15-ops-money': m20261130opsMoney,
  // issue 20 (orders): the operators' remarks on orders
  '2026-11-30T16-ops-orders': m20261130opsOrders,
  // issue 20 (stock): hidden categories and brands, brand descriptions
  '2026-11-30T19-ops-stock': m20261130opsStock,
  // issue 22 (WeChat login): unionid of social accounts
  '2026-11-30T21-social-unionid': m20261130socialUnionid,
  // issue 22 (logistics): parcels and their provider traces
  '2026-11-30T22-parcels': m20261130parcels,
  // issue 22 (payment): asynchronous provider refunds
  '2026-12-01T00-async-refunds': m20261201asyncRefunds,
  '2026-12-01T01-payment-checks': m20261201paymentChecks,
  '2026-12-01T02-withdrawal-payouts': m20261201withdrawalPayouts,
  // issue 23 (coupons)
  '2026-12-01T04-coupon-templates': m20261201couponTemplates,
  '2026-12-01T07-merchant-ops': m20261201merchantOps, // issue 23 (merchants)
  '2026-12-01T05-content': m20261201content, // issue 23 (content)
  '2026-12-01T06-moderation': m20261201moderation,
  // issue 23 (settings): the pay deadline joins the business settings
  '2026-12-01T08-business-settings': m20261201businessSettings,
  '2026-12-01T03-activity-stock-cap': m20261201activityStockCap,
  // issue 23 gaps (rules): freight by several named regions
  '2026-12-01T09-freight-regions': m20261201freightRegions,
  // issue 23 gaps (coupons): idempotent console issues
  '2026-12-01T11-ops-requests': m20261201opsRequests,
  // issue 23 gaps (freight): freight templates chosen per goods
  '2026-12-01T12-freight-templates': m20261201freightTemplates,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
