/**
 * The editor's unsaved-changes guard (issue 20 part goods): while `dirty`, leaving through the
 * console's links and menu (the router's navigator) asks first, and closing or reloading the tab
 * shows the browser's own prompt. The console's HashRouter is not a data router (no
 * `useBlocker`), so the navigator's push/replace are wrapped while the guard is on.
 */
import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';

export function useUnsavedGuard(dirty: boolean, confirm: (leave: () => void) => void): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    if (!dirty) return undefined;
    const nav = navigator as {
      push: (...a: unknown[]) => void;
      replace: (...a: unknown[]) => void;
    };
    const push = nav.push.bind(nav);
    const replace = nav.replace.bind(nav);
    nav.push = (...args: unknown[]) => confirm(() => push(...args));
    nav.replace = (...args: unknown[]) => confirm(() => replace(...args));
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      nav.push = push;
      nav.replace = replace;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty, navigator, confirm]);
}
