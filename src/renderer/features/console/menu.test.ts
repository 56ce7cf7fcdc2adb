import { describe, expect, it } from 'vitest';
import { OPS_ROLES, permissionsOf } from '../../../shared/rules/ops-permissions';
import { breadcrumbsOf, entryOfPath, MENU, visibleMenu } from './menu';

const areasOf = (role: string) => visibleMenu(permissionsOf(role)).map((e) => e.area);

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
    const hidden = MENU.filter((e) => !e.built).map((e) => e.area);
    expect(hidden).toEqual([
      'dashboard',
      'catalogue',
      'orders',
      'aftersale',
      'money',
      'users',
      'service',
    ]);
    expect(areasOf('owner').some((a) => hidden.includes(a))).toBe(false);
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
