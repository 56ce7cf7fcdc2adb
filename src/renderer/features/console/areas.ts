/**
 * The console's areas of part 1 and later (issue 20): each area lives in its own folder,
 * `areas/<area>/index.tsx`, whose default export renders the area's screens (its own sub-routes:
 * list, detail, …) under `/<area>/*`. This module finds them with Vite's glob import, so adding
 * an area is adding its folder: the route, the lazy chunk and the menu entry follow, and an area
 * without a folder is neither routed nor shown (menu.ts: the menu never offers a dead entry).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const MODULES = import.meta.glob<{ default: ComponentType }>('./areas/*/index.tsx');

function areaOfKey(key: string): string {
  return /^\.\/areas\/([^/]+)\/index\.tsx$/.exec(key)?.[1] ?? '';
}

/** The areas whose screens exist (a folder under areas/), by name. */
export const AREA_SCREENS: ReadonlyMap<string, LazyExoticComponent<ComponentType>> = new Map(
  Object.entries(MODULES).map(([key, load]) => [areaOfKey(key), lazy(load)]),
);

/** The built areas: the screens of the foundation (screens/) and every area folder. */
export const BUILT_AREAS: ReadonlySet<string> = new Set([
  'home',
  'audit',
  'operators',
  ...AREA_SCREENS.keys(),
]);
