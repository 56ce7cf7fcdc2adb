/**
 * Handing a picked address back to the page that opened the address list in pick mode
 * (`?pick=1`, the merchant purchase confirmation). Decision: a one-shot sessionStorage slot, not
 * router state — the list goes back with `navigate(-1)` (so the history keeps one confirmation
 * page), and the confirmation, mounted again by that back step, takes the id once. It survives a
 * reload of either page and never leaks into a later visit because it is removed when taken.
 */
const SLOT = 'gs:address:picked';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function savePickedAddress(id: number, s: Storage | null = store()): void {
  try {
    s?.setItem(SLOT, String(id));
  } catch {
    // storage blocked: the confirmation keeps its default address
  }
}

/** The picked address id without clearing it (safe in a state initializer); null when none. */
export function peekPickedAddress(s: Storage | null = store()): number | null {
  const raw = s?.getItem(SLOT) ?? null;
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Clears the slot (after the receiving page took the id into its state). */
export function clearPickedAddress(s: Storage | null = store()): void {
  s?.removeItem(SLOT);
}

/** The picked address id, once (the slot is cleared); null when nothing was picked. */
export function takePickedAddress(s: Storage | null = store()): number | null {
  const id = peekPickedAddress(s);
  clearPickedAddress(s);
  return id;
}
