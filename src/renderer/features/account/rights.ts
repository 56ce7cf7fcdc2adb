/**
 * The user's rights (ARCHITECTURE.md "Roles"): `/api/user/get_seller_access` answers which of
 * shop owner, live-room manager, agent and seller the user holds. The identity page shows one
 * card per right; a held right opens its area, and an area without screens yet says "coming
 * soon" instead of opening a page that does not exist. The server checks the right again on
 * every call of the area.
 */
export const RIGHTS = ['shop_owner', 'live_manager', 'agent', 'seller'] as const;
export type RightKey = (typeof RIGHTS)[number];

/** Hash route of each area, or null while the area has no screens. */
export const RIGHT_AREAS: Record<RightKey, string | null> = {
  // The cabinet-merchant area has its own login (pages/guishang/login/login).
  shop_owner: 'pages/guishang/index/index',
  // Live-room management (pages/live/*): my rooms.
  live_manager: 'pages/live/list',
  agent: 'pages/subpack/agency/agency',
  // The seller back office has no screens yet.
  seller: null,
};

/** Other spellings a reply may use for the same right. */
const ALIASES: Record<RightKey, readonly string[]> = {
  shop_owner: ['shop_owner', 'is_shop_owner', 'shop', 'owner'],
  live_manager: ['live_manager', 'is_live_manager', 'live', 'live_room'],
  agent: ['agent', 'is_agent', 'agency'],
  seller: ['seller', 'is_seller'],
};

function truthy(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

function keyOf(name: string): RightKey | null {
  const n = name.toLowerCase();
  return RIGHTS.find((r) => ALIASES[r].includes(n)) ?? null;
}

/**
 * The held rights from the reply's data: either flags (`{ agent: true, seller: 0 }`) or a list
 * of names (`{ rights: ['agent'] }` or `['agent']`). Unknown names are ignored.
 */
export function heldRights(data: unknown): Set<RightKey> {
  const held = new Set<RightKey>();
  const addNames = (list: unknown[]) => {
    for (const n of list) {
      const k = typeof n === 'string' ? keyOf(n) : null;
      if (k) held.add(k);
    }
  };
  if (Array.isArray(data)) addNames(data);
  else if (data && typeof data === 'object') {
    for (const [name, v] of Object.entries(data as Record<string, unknown>)) {
      if (Array.isArray(v) && (name === 'rights' || name === 'list' || name === 'access')) {
        addNames(v);
        continue;
      }
      const k = keyOf(name);
      if (k && truthy(v)) held.add(k);
    }
  }
  return held;
}

export interface RightEntry {
  key: RightKey;
  held: boolean;
  /** the area's route when the right is held and the area has screens */
  path: string | null;
  /** held, but its area has no screens yet */
  comingSoon: boolean;
}

/** One entry per right, in display order. */
export function rightEntries(data: unknown): RightEntry[] {
  const held = heldRights(data);
  return RIGHTS.map((key) => {
    const has = held.has(key);
    const area = RIGHT_AREAS[key];
    return { key, held: has, path: has ? area : null, comingSoon: has && area === null };
  });
}
