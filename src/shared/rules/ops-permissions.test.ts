import { describe, expect, it } from 'vitest';
import { can, OPS_PERMISSIONS, OPS_ROLES, permissionsOf, roleMovesMoney } from './ops-permissions';

describe('ops permissions', () => {
  it('gives the owner every permission', () => {
    for (const p of OPS_PERMISSIONS) expect(can('owner', p)).toBe(true);
    expect(permissionsOf('owner')).toEqual([...OPS_PERMISSIONS]);
  });

  it('limits finance to dashboard, money, order reads, after-sales and the audit log', () => {
    expect(permissionsOf('finance')).toEqual([
      'dashboard.view',
      'orders.read',
      'aftersale.read',
      'aftersale.write',
      'money.read',
      'money.write',
      'settings.read',
      'stats.view',
      'audit.read',
    ]);
    expect(can('finance', 'catalogue.write')).toBe(false);
    expect(can('finance', 'operators.manage')).toBe(false);
  });

  it('gives operations the catalogue, orders and content but no money', () => {
    expect(can('operations', 'catalogue.write')).toBe(true);
    expect(can('operations', 'orders.write')).toBe(true);
    expect(can('operations', 'content.write')).toBe(true);
    expect(can('operations', 'aftersale.read')).toBe(true);
    expect(can('operations', 'aftersale.write')).toBe(false);
    expect(can('operations', 'money.read')).toBe(false);
    expect(can('operations', 'users.write')).toBe(false);
    // issue 23: promotions, merchants and statistics; business settings are read, not changed
    expect(can('operations', 'promo.write')).toBe(true);
    expect(can('operations', 'merchants.write')).toBe(true);
    expect(can('operations', 'stats.view')).toBe(true);
    expect(can('operations', 'settings.read')).toBe(true);
    expect(can('operations', 'settings.write')).toBe(false);
  });

  it('lets only the owner change the business settings (issue 23)', () => {
    expect(OPS_ROLES.filter((r) => can(r, 'settings.write'))).toEqual(['owner']);
  });

  it('gives customer service orders read, after-sales, users read and service', () => {
    expect(permissionsOf('service')).toEqual([
      'orders.read',
      'aftersale.read',
      'aftersale.write',
      'users.read',
      'service.read',
      'service.write',
    ]);
    expect(can('service', 'dashboard.view')).toBe(false);
    expect(can('service', 'operators.manage')).toBe(false);
  });

  it('gives the moderator moderation, content read and users read', () => {
    expect(permissionsOf('moderator')).toEqual([
      'users.read',
      'content.read',
      'moderation.read',
      'moderation.write',
    ]);
  });

  it('only the owner manages operators and only owner and finance move money', () => {
    expect(OPS_ROLES.filter((r) => can(r, 'operators.manage'))).toEqual(['owner']);
    expect(OPS_ROLES.filter((r) => roleMovesMoney(r))).toEqual(['owner', 'finance']);
  });

  it('refuses unknown roles and permissions', () => {
    expect(can('root', 'dashboard.view')).toBe(false);
    expect(can('owner', 'anything.else')).toBe(false);
    expect(permissionsOf('root')).toEqual([]);
    expect(roleMovesMoney('root')).toBe(false);
  });
});
