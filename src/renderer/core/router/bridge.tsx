import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface RouterBridgeHooks {
  /** receives the router's navigate once mounted (and again whenever it changes) */
  onNavigate: (navigate: (to: string) => void | Promise<void>) => void;
  /** the path with its query after every location change (not the one at start) */
  onLocation: (path: string) => void;
}

/** Hands the router's navigate and its location changes to code outside React (the request
 * wrappers' login redirect, the page statistics). */
export function RouterBridge({ hooks }: { hooks: RouterBridgeHooks }) {
  const navigateTo = useNavigate();
  const location = useLocation();
  const path = `${location.pathname.replace(/^\//, '')}${location.search}`;
  // the path already counted (the first one is counted before the first render)
  const counted = useRef(path);
  useEffect(() => {
    hooks.onNavigate(navigateTo);
  }, [hooks, navigateTo]);
  useEffect(() => {
    if (counted.current === path) return;
    counted.current = path;
    hooks.onLocation(path);
  }, [hooks, path]);
  return null;
}
