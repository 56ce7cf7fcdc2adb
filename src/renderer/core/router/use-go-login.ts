import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_PAGE } from '../../../shared/constants';
import { KEYS, storage } from '../platform/storage';

/** Goes to login with the current page (and its query) saved as the return target. */
export function useGoLogin(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    storage.set(
      KEYS.callback,
      encodeURIComponent(location.pathname.replace(/^\/+/, '') + location.search),
    );
    void navigate('/' + LOGIN_PAGE);
  }, [navigate, location.pathname, location.search]);
}
