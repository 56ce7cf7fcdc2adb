/**
 * Issue 19 (brief C): the login pages (pages/login/login, pages/public/login) opened while the
 * user is already logged in do not show their form: they go on to the saved return target
 * (`callback`, as login_success does), else the home tab, replacing the login entry so back
 * does not return to it. Decided once, when the page opens: logging in on the page itself goes
 * through login_success as before.
 */
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { HOME_TAB } from '../../../shared/constants';
import { KEYS, storage } from '../../core/platform/storage';
import { useStores } from '../../core/stores/context';
import { returnTarget } from './screens/LoginSuccessScreen';

/** Where an already logged-in visitor of a login page goes: the saved target, else home. */
export function alreadyLoggedInTarget(stored: string | null): string {
  return stored ? returnTarget(stored) : HOME_TAB;
}

export function AlreadyLoggedIn({ children }: { children: ReactNode }) {
  const { user } = useStores();
  const [target] = useState(() => {
    if (!user.hasLogin) return null;
    const t = alreadyLoggedInTarget(storage.get(KEYS.callback));
    storage.remove(KEYS.callback);
    return t;
  });
  if (target) return <Navigate to={`/${target}`} replace />;
  return children;
}
