/**
 * Issue 19 (brief C): the back helper of every screen. `history.length` cannot tell whether the
 * previous entry belongs to the app: a shared link opened in a new tab has the browser's blank
 * or new-tab page before it (length 2), so going back left the shop for about:blank. The router
 * knows: the hash router numbers its entries in `history.state.idx` (0 for the first page it
 * showed in this tab, kept across a reload and by a replace: a link that redirects is still the
 * first page); without that number (the memory router of tests) the first location has the key
 * 'default'. Back goes to the previous page only when there is one of ours, else to the
 * fallback (the home tab) in place of the current entry.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';

/** The router's key of the first location it showed (react-router's own constant). */
export const FIRST_LOCATION_KEY = 'default';

/**
 * Whether the app has a page of its own before the current one: the hash router's entry number
 * when the history state has one, else the location key.
 */
export function hasAppHistory(
  historyState: unknown,
  locationKey: string | null | undefined,
): boolean {
  const idx =
    typeof historyState === 'object' && historyState !== null
      ? (historyState as { idx?: unknown }).idx
      : undefined;
  if (typeof idx === 'number') return idx > 0;
  return (
    typeof locationKey === 'string' && locationKey !== '' && locationKey !== FIRST_LOCATION_KEY
  );
}

/** Back to the previous page of the app, or (shared link, first page) to `fallback`. */
export function useGoBack(fallback: string = '/' + HOME_TAB): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasAppHistory(window.history.state, key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
