import { describe, expect, it } from 'vitest';
import { OPS_ROLES, permissionsOf } from '../../../shared/rules/ops-permissions';
import { breadcrumbsOf, entryOfPath, MENU, visibleMenu } from './menu';

const FOUNDATION = new Set(['home', 'audit', 'operators']);
const areasOf = (role: string, built: ReadonlySet<string> = FOUNDATION) =>
  visibleMenu(permissionsOf(role), built).map((e) => e.area);

describe('console menu (issue 20)', () => {
  it('shows each role only the built areas its permissions allow (the shared rule)', () => {
    expect(areasOf('owner')).toEqual(['home', 'audit', 'operators']);
    expect(areasOf('finance')).toEqual(['home', 'audit']);
    expect(areasOf('service')).toEqual(['home']);
    expect(areasOf('operations')).toEqual(['home']);
    expect(areasOf('moderator')).toEqual(['home']);
    expect(areasOf('nobody')).toEqual(['home']);
  });

  it('never shows Operators to a role without operators.manage', () => {
    for (const role of OPS_ROLES) {
      const shown = areasOf(role).includes('operators');
      expect(shown, role).toBe(permissionsOf(role).includes('operators.manage'));
    }
  });

  it('hides the areas whose screens are not built, even for the owner', () => {
    const all = new Set(MENU.map((e) => e.area));
    expect(areasOf('owner', all)).toEqual(MENU.map((e) => e.area));
    expect(areasOf('owner')).toEqual(['home', 'audit', 'operators']);
    const withOrders = new Set([...FOUNDATION, 'orders']);
    expect(areasOf('service', withOrders)).toEqual(['home', 'orders']);
    expect(areasOf('moderator', withOrders)).toEqual(['home']);
  });

  it('finds the entry and the breadcrumbs of a route', () => {
    expect(entryOfPath('/audit')?.area).toBe('audit');
    expect(entryOfPath('audit?page=2')?.area).toBe('audit');
    expect(entryOfPath('/operators/')?.area).toBe('operators');
    expect(entryOfPath('/')?.area).toBe('home');
    expect(entryOfPath('/nowhere')).toBeUndefined();
    expect(breadcrumbsOf('/audit')).toEqual(['home', 'audit']);
    expect(breadcrumbsOf('/')).toEqual(['home']);
  });
});
