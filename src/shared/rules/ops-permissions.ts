/**
 * The operator console's roles and what each may do (issue 20, docs/operators.md). One pure
 * table read by the server's route guard (server/lib/ops-route.ts), the console's menu and the
 * tests. Every ops route declares one of these permissions; the server checks it.
 */

export const OPS_ROLES = ['owner', 'operations', 'finance', 'service', 'moderator'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];

export const OPS_PERMISSIONS = [
  'dashboard.view',
  'catalogue.read',
  'catalogue.write',
  'orders.read',
  'orders.write',
  'aftersale.read',
  'aftersale.write',
  'money.read',
  'money.write',
  'users.read',
  'users.write',
  'service.read',
  'service.write',
  'content.read',
  'content.write',
  'moderation.read',
  'moderation.write',
  // issue 23: promotions and coupons; merchants and cabinets; business settings; statistics
  'promo.read',
  'promo.write',
  'merchants.read',
  'merchants.write',
  'settings.read',
  'settings.write',
  'stats.view',
  'audit.read',
  'operators.manage',
] as const;
export type OpsPermission = (typeof OPS_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<OpsRole, readonly OpsPermission[]> = {
  owner: OPS_PERMISSIONS,
  operations: [
    'dashboard.view',
    'catalogue.read',
    'catalogue.write',
    'orders.read',
    'orders.write',
    'aftersale.read',
    'users.read',
    'content.read',
    'content.write',
    'promo.read',
    'promo.write',
    'merchants.read',
    'merchants.write',
    'settings.read',
    'stats.view',
  ],
  finance: [
    'dashboard.view',
    'money.read',
    'money.write',
    'orders.read',
    'aftersale.read',
    'aftersale.write',
    'settings.read',
    'stats.view',
    'audit.read',
  ],
  service: [
    'orders.read',
    'aftersale.read',
    'aftersale.write',
    'users.read',
    'service.read',
    'service.write',
  ],
  moderator: ['moderation.read', 'moderation.write', 'content.read', 'users.read'],
};

export function isOpsRole(v: unknown): v is OpsRole {
  return typeof v === 'string' && (OPS_ROLES as readonly string[]).includes(v);
}

/** Whether `role` may do `permission` (an unknown role may do nothing). */
export function can(role: string, permission: string): boolean {
  if (!isOpsRole(role)) return false;
  return (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);
}

/** The permissions of `role`, in the table's order ([] for an unknown role). */
export function permissionsOf(role: string): OpsPermission[] {
  return isOpsRole(role) ? OPS_PERMISSIONS.filter((p) => can(role, p)) : [];
}

/** Roles that move money: their operators must have TOTP enabled before anything else. */
export function roleMovesMoney(role: string): boolean {
  return role === 'owner' || role === 'finance';
}

/**
 * The audit log's action codes of the console's foundation (the console renders each in the
 * reader's language; later parts add theirs). `object_type` of these: `operator`.
 */
export const OPS_AUDIT_ACTIONS = [
  'ops.login',
  'ops.login_failed',
  'ops.logout_all',
  'ops.totp_enable',
  'ops.operator_create',
  'ops.operator_update',
  // issue 20 part goods: the platform's goods (object_type `goods`)
  'catalogue.goods_create',
  'catalogue.goods_update',
  'catalogue.goods_shelf',
  // issue 20, part users: object_type `user`
  'users.right_grant',
  'users.right_revoke',
  'users.restrict',
  'users.unrestrict',
  'users.sessions_revoke',
  'users.anonymise',
  // issue 20 (service): object_type `chat_conversation` / `complaint`
  'service.chat_send',
  'service.complaint_reply',
  'service.complaint_close',
  // issue 20 (aftersale): the platform's after-sale decisions
  'aftersale.approve',
  'aftersale.refuse',
  'aftersale.receive',
  'aftersale.refund',
  // issue 20 (money): object_type `withdrawal`
  'money.withdrawal_approve',
  'money.withdrawal_paid',
  'money.withdrawal_refuse',
  // issue 22: a payout through PAYOUT_PROVIDER started, then paid or failed (by its answer)
  'money.withdrawal_payout',
  'money.withdrawal_payout_done',
  'money.withdrawal_payout_failed',
  // issue 22: a reconciliation pass run from the console (object_type `payment_checks`)
  'money.reconcile_run',
  // issue 20 (orders): object_type `order` (the export: `order`, object_id '')
  'orders.ship',
  'orders.cancel',
  'orders.remark',
  'orders.export',
  // issue 20 (dash): the owner reset another operator's password and/or TOTP (object `operator`)
  'ops.operator_reset',
  // issue 20 (stock): categories, brands, the platform's sellers, warehouse stock
  'catalogue.category_create',
  'catalogue.category_update',
  'catalogue.category_move',
  'catalogue.category_delete',
  'catalogue.brand_create',
  'catalogue.brand_update',
  'catalogue.seller_create',
  'catalogue.seller_update',
  'catalogue.stock_in',
  'catalogue.stock_out',
  'catalogue.stock_count',
  // issue 23 (coupons): object_type `coupon`; `sign_rules`, `full_reduction` (app_config values)
  'promo.coupon_create',
  'promo.coupon_update',
  'promo.coupon_stop',
  'promo.coupon_issue',
  'promo.sign_rules_update',
  'promo.full_reduction_update',
  // issue 23 (merchants): object_type `merchant` / `seller` / `courier` / `cabinet` /
  // `cabinet_slot` / `cabinet_terminal`
  'merchants.merchant_create',
  'merchants.merchant_update',
  'merchants.merchant_disable',
  'merchants.merchant_enable',
  'merchants.merchant_password',
  'merchants.seller_create',
  'merchants.courier_create',
  'merchants.courier_disable',
  'merchants.courier_enable',
  'merchants.courier_assign',
  'merchants.cabinet_create',
  'merchants.cabinet_update',
  'merchants.cabinet_grid',
  'merchants.slot_capacity',
  'merchants.terminal_bind',
  'merchants.terminal_unbind',
  // issue 23 (content): home, notices, articles, announcements, agreements, search, service
  'content.banner_create',
  'content.banner_update',
  'content.banner_delete',
  'content.zone_update',
  'content.notices_update',
  'content.article_create',
  'content.article_update',
  'content.article_publish',
  'content.article_unpublish',
  'content.announcement_create',
  'content.announcement_send',
  'content.clause_publish',
  'content.hot_words_update',
  'content.service_update',
  // issue 23 (moderation): object_type `live_room`, `feed_post`, `comment`, `local_shop`,
  // `moderation_settings` (object_id '')
  'moderation.live_approve',
  'moderation.live_reject',
  'moderation.live_stop',
  'moderation.post_approve',
  'moderation.post_hide',
  'moderation.post_dismiss',
  'moderation.review_hide',
  'moderation.review_unhide',
  'moderation.shop_approve',
  'moderation.shop_reject',
  'moderation.settings_update',
  // issue 23 (settings): one section of the business settings (object `settings`, id = section)
  'settings.update',
  // issue 23 (promotions): object_type `activity`
  'promo.activity_create',
  'promo.activity_update',
  'promo.activity_pause',
  'promo.activity_resume',
  'promo.activity_end',
  // issue 23 (promotions, coupons, group gift): a coupon issued to a segment (object `coupon`);
  // the group-gift zone's QR, notice and coupons (object `group_gift`, app_config values)
  'promo.coupon_issue_segment',
  'content.group_gift_update',
] as const;
export type OpsAuditAction = (typeof OPS_AUDIT_ACTIONS)[number];
