import { describe, expect, it } from 'vitest';
import { heldRights, rightEntries } from './rights';

describe('rights', () => {
  it('reads flags in their usual spellings', () => {
    expect([...heldRights({ agent: true, seller: 0, is_shop_owner: 1, live: '1' })].sort()).toEqual(
      ['agent', 'live_manager', 'shop_owner'],
    );
  });

  it('reads lists of names and ignores unknown ones', () => {
    expect([...heldRights({ rights: ['agent', 'root'] })]).toEqual(['agent']);
    expect([...heldRights(['seller'])]).toEqual(['seller']);
    expect(heldRights(null).size).toBe(0);
    expect(heldRights('agent').size).toBe(0);
  });

  it('maps held rights to their areas, and areas without screens to coming soon', () => {
    const e = rightEntries({ agent: true, seller: true });
    expect(e.map((x) => x.key)).toEqual(['shop_owner', 'live_manager', 'agent', 'seller']);
    expect(e[2]).toEqual({
      key: 'agent',
      held: true,
      path: 'pages/subpack/agency/agency',
      comingSoon: false,
    });
    expect(e[3]).toEqual({ key: 'seller', held: true, path: null, comingSoon: true });
    expect(e[0]).toEqual({ key: 'shop_owner', held: false, path: null, comingSoon: false });
  });
});
