/**
 * Issue 19 (brief C): the back helper of every screen. `history.length` cannot tell whether the
 * previous entry belongs to the app: a shared link opened in a new tab has the browser's blank
 * or new-tab page before it (length 2), so going back left the shop for about:blank. The router
 * knows: the first page it showed in this tab has the location key 'default' (hash and memory
 * routers alike; a page reached inside the app has its own key, kept across a reload). Back goes
 * to the previous page only when there is one of ours, else to the fallback (the home tab) in
 * place of the current entry.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';

/** The router's key of the first location it showed (react-router's own constant). */
export const FIRST_LOCATION_KEY = 'default';

/** Whether the app has a page of its own before the location with this key. */
export function hasAppHistory(locationKey: string | null | undefined): boolean {
  return (
    typeof locationKey === 'string' && locationKey !== '' && locationKey !== FIRST_LOCATION_KEY
  );
}

/** Back to the previous page of the app, or (shared link, first page) to `fallback`. */
export function useGoBack(fallback: string = '/' + HOME_TAB): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasAppHistory(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
